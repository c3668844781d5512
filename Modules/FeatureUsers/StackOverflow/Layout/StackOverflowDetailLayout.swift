import FeatureKit
import Foundation

/// A Stack Overflow user's detail, designed as a profile page and declared once on the layout vocabulary: a band of
/// the brief's colour (wagColor) across the top, the avatar on its edge ringed by the page, the name and the user's
/// type under it, the reputation and each badge count as a stat tile (a badge's colour as its dot), the location,
/// and a link to the profile. In a column of at most 560 points, centred, so a tablet's detail reads as a page, not
/// a line across the screen. Text is never drawn on the brand colour (2.5:1 on white): the band is decoration.
struct StackOverflowDetailLayout {
    let measurer: any TextMeasuring
    let controls: Controls

    /// The band's height, and the avatar's side and how far it hangs below the band.
    static let bandHeight = 96.0
    static let avatarSide = 96.0
    static let avatarOverhang = 48.0
    static let columnWidth = 560.0
    /// Between stat tiles, both ways.
    static let tileGap = 8.0

    /// One stat tile's figure, what it counts, and a badge's colour for its dot.
    struct Stat: Sendable {
        let value: String
        let label: String
        let dot: PaletteColor?
    }

    /// The page: the profile as one item, the link to it under it, and the room of a margin at the foot.
    func content(_ user: StackOverflowUser, area: ContentArea) -> ScreenContent {
        let cell = StackOverflowCell(user)
        let width = min(area.width - 32, Self.columnWidth)
        // Names and types wrap onto two lines, onto as many as they need at accessibility sizes.
        let lineLimit: Int? = area.traits.textSize.isAccessibilityCategory ? nil : 2
        let controls = self.controls
        let page = VStack(spacing: 0) {
            Cell(
                id: "so-detail-\(user.id)",
                kind: .stackOverflowDetail,
                accessibility: .init(label: cell.accessibilityLabel, traits: [.header])
            ) {
                VStack(spacing: 0) {
                    header(user, cell)
                    profile(cell, width: width, lineLimit: lineLimit).frame(width: width)
                }
            }
            if let link = user.link {
                ControlItem { origin, width in
                    controls.link(
                        id: "profile-link",
                        text: "View profile on Stack Overflow",
                        href: link.absoluteString,
                        x: origin.x,
                        y: origin.y,
                        width: width,
                        action: nil,
                        label: "Stack Overflow profile"
                    )
                }
                .frame(width: width)
            }
        }
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let laid = LayoutCanvas.layout(page, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: laid.items)],
            height: max(area.height, laid.size.height + 16)
        )
    }

    /// The band across the page, the avatar centred on its lower edge in a ring of the page's colour.
    func header(_ user: StackOverflowUser, _ cell: StackOverflowCell) -> any LayoutElement {
        let radius = Self.avatarSide / 2
        let avatar: any LayoutElement =
            cell.avatarURL.map {
                Picture(
                    url: $0,
                    placeholderSeed: "\(user.id)",
                    cornerRadius: radius,
                    fallback: .initials(for: user.displayName)
                )
            } ?? Drawing { frame, palette in DefaultAvatar.parts(in: frame, cornerRadius: radius, palette: palette) }
        return Fill(.roundedRect, \.stackOverflowBrand)
            .frame(height: Self.bandHeight)
            .frame(height: Self.bandHeight + Self.avatarOverhang, alignment: .top)
            .overlay(alignment: .bottom) {
                avatar.frame(width: Self.avatarSide, height: Self.avatarSide)
                    // A ring of the page's colour sets the avatar off the band.
                    .background { Fill(.circle, \.background).padding(-4) }
            }
    }

    /// The column under the avatar: the name and type centred, the stat tiles, the location.
    func profile(_ cell: StackOverflowCell, width: Double, lineLimit: Int?) -> any LayoutElement {
        VStack(spacing: 0) {
            Spacer().frame(height: 12)
            Text(
                cell.name + (cell.isModerator ? " ♦" : ""),
                style: .title2,
                weight: .bold,
                alignment: .center,
                lineLimit: lineLimit
            )
            Spacer().frame(height: 4)
            Text(
                cell.userTypeLabel,
                style: .subheadline,
                color: \.secondaryLabel,
                alignment: .center,
                lineLimit: lineLimit
            )
            Spacer().frame(height: 20)
            statTiles(cell, width: width)
            Spacer().frame(height: 16)
            if let location = cell.location, !location.isEmpty {
                Text("Location", style: .footnote, color: \.secondaryLabel, lineLimit: lineLimit)
                Spacer().frame(height: 2)
                Text(location, style: .body, lineLimit: lineLimit)
                Spacer().frame(height: 14)
            }
        }
    }
}
