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
    /// ``ListWindow/maxRows`` cards only a window of them is laid out (around the selected one), at the places they
    /// have in the whole list, which sets the content's height.
    public func content(_ users: [User], selectedID: Int? = nil, in area: ContentArea) -> ScreenContent {
        let screen = Size(width: area.width, height: area.height)
        let palette = area.traits.palette
        let selectedIndex = selectedID.flatMap { id in users.firstIndex { $0.id == id } }
        let window = ListWindow(total: users.count, around: selectedIndex)
        var items: [LayoutItem] = []
        items.reserveCapacity(window.count)
        let traits = area.traits
        let lineHeight = measurer.lineHeight(fontSize: traits.size(Self.nameStyle))
        let nameLines = Double(Self.nameLines(at: traits.textSize))
        var height: Double
        if area.sizeClass == .regular {
            let columns = Self.columns(in: area)
            let width = (screen.width - 2 * Self.margin - Double(columns - 1) * Self.spacing) / Double(columns)
            let avatar = min(120, width * 0.5)
            height = 16 + avatar + 12 + nameLines * lineHeight + 16
            for index in window.rows {
                let frame = Rect(
                    x: Self.margin + Double(index % columns) * (width + Self.spacing),
                    y: Self.margin + Double(index / columns) * (height + Self.spacing),
                    width: width,
                    height: height
                )
                let avatarFrame = Rect(x: frame.midX - avatar / 2, y: frame.y + 16, width: avatar, height: avatar)
                let textFrame = Rect(
                    x: frame.x + 12,
                    y: avatarFrame.maxY + 12,
                    width: width - 24,
                    height: nameLines * lineHeight
                )
                items.append(
                    card(
                        users[index],
                        frame: frame,
                        avatar: avatarFrame,
                        text: textFrame,
                        alignment: .center,
                        traits: traits,
                        index: index,
                        selectedID: selectedID,
                        palette: palette
                    )
                )
            }
            let rows = (users.count + columns - 1) / columns
            let total = Self.margin + Double(rows) * height + Double(max(0, rows - 1)) * Self.spacing + Self.margin
            return ScreenContent(
                sections: [LayoutSection(id: "users", items: items)],
                height: max(total, screen.height),
                window: window
            )
        }
        let avatar = 56.0
        let width = screen.width - 2 * Self.margin
        // At accessibility sizes the avatar sits above the name, centred, and the name has the card's whole width on
        // as many lines as it needs: each card as tall as its own name (a short one is not 290 pt of band).
        let stacked = traits.textSize.isAccessibilityCategory
        func cardHeight(_ user: User) -> Double {
            guard stacked else { return max(avatar + 24, nameLines * lineHeight + 24) + Self.footHeight }
            let lines = measurer.lines(
                for: user.name,
                width: width - 24,
                fontSize: traits.size(Self.nameStyle),
                weight: .bold,
                maxLines: 0
            ).count
            return 12 + avatar + 8 + Double(max(1, lines)) * lineHeight + 12 + Self.footHeight
        }
        let heights = window.rows.map { cardHeight(users[$0]) }
        height =
            heights.isEmpty
            ? cardHeight(User(id: 0, name: "", avatar: nil)) : heights.reduce(0, +) / Double(heights.count)
        var y = Self.margin + Double(window.first) * (height + Self.spacing / 2)
        for (index, cardHeight) in zip(window.rows, heights) {
            let frame = Rect(x: Self.margin, y: y, width: width, height: cardHeight)
            y += cardHeight + Self.spacing / 2
            // Centred in the coloured band, above the card's white foot.
            let bandMid = frame.midY - Self.footHeight / 2
            let avatarFrame = Rect(
                x: stacked ? frame.midX - avatar / 2 : frame.x + 12,
                y: stacked ? frame.y + 12 : bandMid - avatar / 2,
                width: avatar,
                height: avatar
            )
            let textX = stacked ? frame.x + 12 : avatarFrame.maxX + 12
            let textFrame = Rect(
                x: textX,
                y: stacked ? avatarFrame.maxY + 8 : bandMid - nameLines * lineHeight / 2,
                width: frame.maxX - 12 - textX,
                height: stacked ? frame.maxY - Self.footHeight - 12 - avatarFrame.maxY - 8 : nameLines * lineHeight
            )
            items.append(
                card(
                    users[index],
                    frame: frame,
                    avatar: avatarFrame,
                    text: textFrame,
                    alignment: .leading,
                    traits: traits,
                    stacked: stacked,
                    index: index,
                    selectedID: selectedID,
                    palette: palette
                )
            )
        }
        let after = Double(users.count - window.rows.upperBound)
        let total = y - Self.spacing / 2 + after * (height + Self.spacing / 2) + Self.margin
        return ScreenContent(
            sections: [LayoutSection(id: "users", items: items)],
            height: max(total, screen.height),
            window: window
        )
    }

    /// The mock-up's card: a raised card (white in light) on a shadow (a separator-coloured edge in dark), with a band
    /// across its top shading smoothly from cyan to violet (a gradient shape) behind the avatar.
    static func cardBackground(_ frame: Rect, band: Double, selected: Bool, palette: Palette) -> [LayoutPart] {
        let radius = 10.0
        // The shadow is the card's frame; the card stands 2 points above its bottom, so nothing leaves the frame.
        let card = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - 2)
        var parts: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.cardShadow, cornerRadius: radius)),
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: card,
                    fill: selected ? palette.selectedCardBackground : palette.elevatedBackground,
                    cornerRadius: radius
                )
            ),
        ]
        // A tint bar along the selected card's foot (4.2:1 on its fill): not told by a pale fill alone (1.3:1).
        let indicator: [LayoutPart] =
            selected
            ? [
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(x: card.x + radius, y: card.maxY - 6, width: card.width - 2 * radius, height: 4),
                        fill: palette.tint,
                        cornerRadius: 2,
                        role: .indicator
                    )
                )
            ] : []
        let top = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, max(0, band)))
        guard top.height > 0 else { return parts + indicator }
        // One gradient across the band: its top rounded with the card's corners, its foot square (a rounded part as
        // tall as both corners, and a square one under the corners' reach; both span the band's width, so they meet
        // without a seam).
        let gradient = LayoutPart.Shape.Gradient(
            axis: .horizontal,
            colors: [palette.userBandStart, palette.userBandEnd]
        )
        let corners = Rect(x: top.x, y: top.y, width: top.width, height: min(top.height, 2 * radius))
        parts.append(
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: corners,
                    fill: palette.userBandStart,
                    cornerRadius: min(radius, corners.height / 2),
                    gradient: gradient
                )
            )
        )
        if top.height > radius {
            parts.append(
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(x: top.x, y: top.y + radius, width: top.width, height: top.height - radius),
                        fill: palette.userBandStart,
                        gradient: gradient
                    )
                )
            )
        }
        return parts + indicator
    }

    private func card(
        _ user: User,
        frame: Rect,
        avatar: Rect,
        text: Rect,
        alignment: TextAlignment,
        traits: ScreenTraits,
        stacked: Bool = false,
        index: Int,
        selectedID: Int?,
        palette: Palette
    ) -> LayoutItem {
        let selected = user.id == selectedID
        let size = traits.size(Self.nameStyle)
        // Stacked, the name takes every line it needs (its card was made as tall).
        let maxLines = stacked ? 0 : Self.nameLines(at: traits.textSize)
        let lines = measurer.lines(
            for: user.name,
            width: text.width,
            fontSize: size,
            weight: .bold,
            maxLines: maxLines
        )
        // Centre the laid-out lines vertically in the text box when there is only one.
        let used = Double(lines.count) * measurer.lineHeight(fontSize: size)
        let textFrame =
            alignment == .leading && !stacked
            ? Rect(x: text.x, y: text.midY - used / 2, width: text.width, height: used)
            : Rect(x: text.x, y: text.y, width: text.width, height: used)
        return LayoutItem(
            id: "user-\(user.id)",
            kind: .userCard,
            frame: frame,
            parts: Self.cardBackground(
                frame,
                band: alignment == .center ? avatar.midY - frame.y : frame.height - Self.footHeight,
                selected: selected,
                palette: palette
            )
                + [
                    .shape(
                        .init(
                            kind: .circle,
                            frame: avatar.inset(by: EdgeInsets(all: -3)),
                            fill: palette.userAvatarRing
                        )
                    ),
                    .image(
                        .init(
                            url: user.avatar?.absoluteString,
                            frame: avatar,
                            cornerRadius: avatar.width / 2,
                            placeholderSeed: user.name
                        )
                    ),
                    .text(
                        .init(
                            text: user.name,
                            frame: textFrame,
                            fontSize: size,
                            style: Self.nameStyle,
                            weight: .bold,
                            // In a row the name sits on the band (the same in every appearance), in a tile
                            // below it on the card.
                            color: alignment == .leading ? palette.onUserBand : palette.label,
                            alignment: stacked ? .center : alignment,
                            maxLines: maxLines,
                            lines: lines,
                            measurer: measurer
                        )
                    ),
                ],
            action: LayoutAction(UserCardsEvent.open(index)),
            selected: selected ? .item : nil,
            accessibility: .init(label: user.name, traits: selected ? [.button, .selected] : [.button])
        )
    }
}
