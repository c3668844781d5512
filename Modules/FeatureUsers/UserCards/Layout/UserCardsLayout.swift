public import FeatureKit
import Foundation

/// Lays out the Mario cards by size class.
///
/// Compact width: one full-width card per row, the round avatar at the left and the name beside it.
/// Regular width: three cards per row, evenly spaced, the avatar centred and the name below; the last row keeps the
/// column grid (left-aligned). Names wrap to two lines and then truncate; text never overlaps the avatar.
/// At accessibility text sizes, as iOS apps do: a phone card stacks the avatar above the name, the grid has fewer
/// columns (see ``columns(in:)``), and names wrap to three lines.
public struct UserCardsLayout: Sendable {
    public static let margin = 16.0
    public static let spacing = 16.0
    /// The name's style, set at the area's text size.
    public static let nameStyle = TextStyle.headline
    /// The white foot under a phone card's coloured band.
    public static let footHeight = 12.0

    let measurer: any TextMeasuring

    /// Creates a layout measuring text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The lines a card keeps for its name: two, three at accessibility sizes.
    public static func nameLines(at category: ContentSizeCategory) -> Int {
        category.isAccessibilityCategory ? 3 : 2
    }

    /// Columns of the regular-width grid: three; at accessibility sizes as many cards of at least 420 points as fit
    /// (one on an iPad in portrait, two in landscape).
    public static func columns(in area: ContentArea) -> Int {
        guard area.traits.textSize.isAccessibilityCategory else { return 3 }
        return max(1, min(3, Int((area.width - 2 * margin + spacing) / (420 + spacing))))
    }

    /// The card list for a device and orientation, without chrome.
    public func layout(_ users: [User], device: DeviceProfile, orientation: ScreenOrientation) -> LayoutDocument {
        content(users, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "users", screen: "list", device: device, orientation: orientation)
    }

    /// The cards in `area`; each selects its user (`open` with its index), the selected one highlighted. Past
    /// ``ListWindow/maxRows`` cards only a window of them is laid out (around the selected one), at the places the
    /// cards' own measures give them in the whole list, which sets the content's height.
    public func content(_ users: [User], selectedID: Int? = nil, in area: ContentArea) -> ScreenContent {
        let selectedIndex = selectedID.flatMap { id in users.firstIndex { $0.id == id } }
        let window = ListWindow(total: users.count, around: selectedIndex)
        let insets = EdgeInsets(all: Self.margin)
        let nameLines = Self.nameLines(at: area.traits.textSize)
        let cards: any LayoutElement
        if area.sizeClass == .regular {
            cards = WindowedGrid(
                count: users.count,
                columns: Self.columns(in: area),
                window: window,
                spacing: Self.spacing,
                insets: insets
            ) { index in
                Self.tile(users[index], index: index, selected: users[index].id == selectedID, nameLines: nameLines)
            }
        } else {
            let stacked = area.traits.textSize.isAccessibilityCategory
            cards = WindowedList(count: users.count, window: window, spacing: Self.spacing / 2, insets: insets) {
                index in
                Self.row(
                    users[index],
                    index: index,
                    selected: users[index].id == selectedID,
                    nameLines: stacked ? nil : nameLines
                )
            }
        }
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let laid = LayoutCanvas.layout(cards, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        return ScreenContent(
            sections: [LayoutSection(id: "users", items: laid.items)],
            height: max(laid.size.height, area.height),
            window: window
        )
    }

    /// A regular-width tile: the avatar centred (half the column, at most 120 points) on the band's lower edge, the
    /// name centred under it on its reserved lines.
    static func tile(_ user: User, index: Int, selected: Bool, nameLines: Int) -> any LayoutElement {
        WidthReader { width in
            let side = min(120, width * 0.5)
            return card(user, index: index, selected: selected) {
                VStack(spacing: 12) {
                    avatar(user).frame(width: side, height: side)
                    Text(
                        user.name,
                        style: nameStyle,
                        weight: .bold,
                        color: \.label,
                        alignment: .center,
                        lineLimit: nameLines,
                        reservesSpace: true
                    )
                    .padding(horizontal: 12)
                }
                .padding(vertical: 16)
            } band: { _ in
                16 + side / 2
            }
        }
    }

    /// A compact-width row: the avatar and the name side by side on the band, above the card's white foot; at
    /// accessibility sizes (`nameLines` nil) the avatar above the name, which takes every line it needs.
    static func row(_ user: User, index: Int, selected: Bool, nameLines: Int?) -> any LayoutElement {
        let content: any LayoutElement
        if let nameLines {
            content = HStack(spacing: 12) {
                avatar(user).frame(width: 56, height: 56)
                Text(
                    user.name,
                    style: nameStyle,
                    weight: .bold,
                    color: \.onUserBand,
                    lineLimit: nameLines,
                    reservesSpace: true,
                    verticalAlignment: .center
                )
            }
        } else {
            content = VStack(spacing: 8) {
                avatar(user).frame(width: 56, height: 56)
                Text(
                    user.name,
                    style: nameStyle,
                    weight: .bold,
                    color: \.onUserBand,
                    alignment: .center,
                    lineLimit: nil
                )
            }
        }
        return card(user, index: index, selected: selected) {
            VStack {
                content.padding(12)
                Spacer().frame(height: footHeight)
            }
        } band: { size in
            size.height - footHeight
        }
    }

    /// The round avatar on its ring.
    static func avatar(_ user: User) -> any LayoutElement {
        Picture(url: user.avatar?.absoluteString, placeholderSeed: user.name, circular: true)
            .background { Fill(.circle, \.userAvatarRing).padding(-3) }
    }

    /// A card item around `content`, on the card's background with a band `band(size)` tall.
    static func card(
        _ user: User,
        index: Int,
        selected: Bool,
        content: () -> any LayoutElement,
        band: @escaping @Sendable (Size) -> Double
    ) -> any LayoutElement {
        Cell(
            id: "user-\(user.id)",
            kind: .userCard,
            action: LayoutAction(UserCardsEvent.open(index)),
            selected: selected ? .item : nil,
            accessibility: .init(label: user.name, traits: selected ? [.button, .selected] : [.button])
        ) {
            content().background { cardBackground(selected: selected, band: band) }
        }
    }

    /// The mock-up's card: a raised card (white in light) on a shadow (a separator-coloured edge in dark), with a band
    /// across its top `band(size)` tall, shading smoothly from cyan to violet (a gradient shape) behind the avatar; a
    /// selected card is pale with a tint bar along its foot (4.2:1 on its fill: not told by a pale fill alone, 1.3:1).
    /// The card stands 2 points above the shadow's bottom, so nothing leaves the item.
    static func cardBackground(selected: Bool, band: @escaping @Sendable (Size) -> Double) -> any LayoutElement {
        SizeReader { size in
            let band = min(size.height, max(0, band(size)))
            let card: PaletteColor = selected ? \Palette.selectedCardBackground : \Palette.elevatedBackground
            return ZStack(alignment: .top) {
                Fill(.roundedRect, \.cardShadow, cornerRadius: 10)
                Fill(.roundedRect, card, cornerRadius: 10).padding(EdgeInsets(top: 0, left: 0, bottom: 2, right: 0))
                if band > 0 { bandShape(height: band) }
                if selected {
                    Fill(.roundedRect, \.tint, cornerRadius: 2, role: .indicator)
                        .frame(height: 4)
                        .padding(EdgeInsets(top: 0, left: 10, bottom: 4, right: 10))
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
                }
            }
        }
    }

    /// One gradient across the band: its top rounded with the card's corners, its foot square (a rounded part as tall
    /// as both corners, and a square one under the corners' reach; both span the band's width, so they meet without
    /// a seam).
    static func bandShape(height: Double) -> any LayoutElement {
        let gradient: (axis: LayoutPart.Shape.Gradient.Axis, colors: [PaletteColor]) = (
            .horizontal, [\Palette.userBandStart, \Palette.userBandEnd]
        )
        let corners = min(height, 20)
        return ZStack(alignment: .top) {
            Fill(.roundedRect, \.userBandStart, cornerRadius: min(10, corners / 2), gradient: gradient)
                .frame(height: corners)
            if height > 10 {
                Fill(.roundedRect, \.userBandStart, gradient: gradient)
                    .frame(height: height - 10)
                    .padding(EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
            }
        }
    }
}
