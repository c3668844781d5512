import FeatureKit

/// Where a Stack Overflow cell's lines go at a text size, from the cell's top: at the default size the 88-point cell
/// it has always had (name, reputation with badges, location and type); larger sizes move each line down by what the
/// lines above it grew; accessibility sizes stack everything under the avatar, one line (or more) each.
struct StackOverflowCellMetrics: Sendable {
    let traits: ScreenTraits
    /// Lines the name may take: one, two at the larger sizes, three at accessibility sizes.
    let nameLines: Int
    /// Avatar above the text.
    let stacked: Bool
    let nameY: Double
    let reputationY: Double
    /// The first line of badge counts, and the lines they may wrap onto (stacked only).
    let badgeY: Double
    let badgeRows: Int
    /// From a badge label's top to its dot's, and the dot's side (8 points at Large, growing with the counts).
    let dotOffset: Double
    let dotSide: Double
    /// The name's line height.
    let nameLine: Double
    let typeY: Double
    let locationY: Double
    let footnoteLine: Double
    let height: Double

    init(traits: ScreenTraits, measurer: any TextMeasuring, cellWidth: Double) {
        self.traits = traits
        let size = traits.textSize
        func line(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
            measurer.lineHeight(fontSize: style.size(at: category))
        }
        stacked = size.isAccessibilityCategory
        nameLines = stacked ? 3 : (size > .large ? 2 : 1)
        nameLine = line(.callout, at: size)
        let nameHeight = Double(nameLines) * nameLine
        footnoteLine = line(.footnote, at: size)
        dotSide = (8 * traits.size(.footnote) / TextStyle.footnote.size).rounded()
        dotOffset = (footnoteLine - dotSide) / 2 + (5 - (line(.footnote, at: .large) - 8) / 2)
        if stacked {
            let gap = 4.0
            nameY = 12 + 64 + 8
            reputationY = nameY + nameHeight + gap
            badgeY = reputationY + line(.subheadline, at: size) + gap
            // Room for three counts of six digits, as many to a line as fit the cell.
            let badgeWidth = measurer.width(of: "999,999", fontSize: traits.size(.footnote)) + dotSide + 14
            let perRow = max(1, Int((cellWidth - 24 + 10) / badgeWidth))
            badgeRows = (3 + perRow - 1) / perRow
            typeY = badgeY + Double(badgeRows) * footnoteLine + gap
            locationY = typeY + footnoteLine + gap
            height = locationY + footnoteLine + 12
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
