import FeatureKit

/// Where a Stack Overflow cell's lines go at a text size, from the cell's top. At the default size and smaller, the
/// 88-point cell it has always had: name, reputation with its badges beside it, location beside the type. Larger
/// sizes reflow as iOS cells do: the badges move to lines of their own under the reputation (wrapping as they need),
/// the type and the location each take their own lines, and the name and location get every line their longest
/// value on screen needs; accessibility sizes also stack the avatar above the text. Nothing is dropped or cut.
struct StackOverflowCellMetrics: Sendable {
    let traits: ScreenTraits
    /// Lines the name may take: one at the default size, as many as the longest name needs (up to four) above it.
    let nameLines: Int
    /// Avatar above the text (accessibility sizes).
    let stacked: Bool
    /// Badges, type and location each on lines of their own (sizes above the default).
    let ownLines: Bool
    /// The text column's width.
    let textWidth: Double
    let nameY: Double
    let reputationY: Double
    /// The first line of badge counts, and the lines they may wrap onto (own lines only).
    let badgeY: Double
    let badgeRows: Int
    /// From a badge label's top to its dot's, and the dot's side (8 points at Large, growing with the counts).
    let dotOffset: Double
    let dotSide: Double
    /// The name's line height.
    let nameLine: Double
    let typeY: Double
    let locationY: Double
    /// Lines the location may take (own lines only).
    let locationLines: Int
    let footnoteLine: Double
    let height: Double

    /// The most lines a name or a location gets.
    static let maximumLines = 4

    init(
        traits: ScreenTraits,
        measurer: any TextMeasuring,
        cellWidth: Double,
        users: some Collection<StackOverflowUser>
    ) {
        self.traits = traits
        let size = traits.textSize
        func line(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
            measurer.lineHeight(fontSize: style.size(at: category))
        }
        let stacked = size.isAccessibilityCategory
        let ownLines = size > .large
        let textWidth = stacked ? cellWidth - 24 : cellWidth - 24 - 64 - 12
        self.stacked = stacked
        self.ownLines = ownLines
        self.textWidth = textWidth
        func linesNeeded(_ texts: [String], _ style: TextStyle, _ weight: FontWeight) -> Int {
            texts.map {
                measurer.lines(for: $0, width: textWidth, fontSize: style.size(at: size), weight: weight, maxLines: 0)
                    .count
            }.max() ?? 0
        }
        let names = linesNeeded(users.map(\.displayName), .callout, .bold)
        let locations = linesNeeded(users.compactMap(\.location), .footnote, .regular)
        nameLines = ownLines ? max(1, min(Self.maximumLines, names)) : 1
        locationLines = ownLines ? min(Self.maximumLines, locations) : 1
        nameLine = line(.callout, at: size)
        let nameHeight = Double(nameLines) * nameLine
        footnoteLine = line(.footnote, at: size)
        dotSide = (8 * traits.size(.footnote) / TextStyle.footnote.size).rounded()
        dotOffset = (footnoteLine - dotSide) / 2 + (5 - (line(.footnote, at: .large) - 8) / 2)
        if ownLines {
            let gap = 4.0
            nameY = stacked ? 12 + 64 + 8 : 10
            reputationY = nameY + nameHeight + gap
            badgeY = reputationY + line(.subheadline, at: size) + gap
            // Room for three counts of six digits, as many to a line as fit the column.
            let badgeWidth = measurer.width(of: "999,999", fontSize: traits.size(.footnote)) + dotSide + 14
            let perRow = max(1, Int((textWidth + 10) / badgeWidth))
            badgeRows = (3 + perRow - 1) / perRow
            typeY = badgeY + Double(badgeRows) * footnoteLine + gap
            locationY = typeY + footnoteLine + gap
            let textBottom = locationLines > 0 ? locationY + Double(locationLines) * footnoteLine : typeY + footnoteLine
            height = max(textBottom + 12, stacked ? 0 : 12 + 64 + 12)
        } else {
            // The default size's offsets, each moved by how much taller the lines above it are.
            let nameGrowth = nameHeight - line(.callout, at: .large)
            let reputationGrowth =
                max(line(.subheadline, at: size), footnoteLine)
                - max(line(.subheadline, at: .large), line(.footnote, at: .large))
            nameY = 10
            reputationY = 32 + nameGrowth
            badgeY = 33 + nameGrowth
            badgeRows = 1
            typeY = 56 + nameGrowth + reputationGrowth
            locationY = typeY
            height = 88 + nameGrowth + reputationGrowth + footnoteLine - line(.footnote, at: .large)
        }
    }
}
