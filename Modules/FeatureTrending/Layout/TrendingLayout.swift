public import FeatureKit
import Foundation

/// Lays out the trending screens. Compact width: the list alone (the detail is pushed). Regular width: the list and
/// the selected repository's detail side by side. Text is set at the area's text size and rows grow with it; at
/// accessibility sizes a row stacks its avatar (and a favourite's Delete button) above the text, and names wrap as
/// far as they need.
public struct TrendingLayout: Sendable {
    public static let margin = 16.0
    static let rowHeight = 92.0

    let measurer: any TextMeasuring

    /// Creates a layout measuring text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The list screen without chrome (with the detail beside it on regular width).
    public func list(
        _ cells: [TrendingCell],
        detail: TrendingDetail?,
        screen name: String = "list",
        title: String,
        device: DeviceProfile,
        orientation: ScreenOrientation
    ) -> LayoutDocument {
        listContent(cells, detail: detail, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "trending", screen: name, device: device, orientation: orientation)
    }

    /// The list's content: rows (each opens its repository), an activity row while the next page loads, and on
    /// regular widths the open repository's detail beside the list, its row highlighted, a divider between.
    /// `deletable` rows (favourites) carry a Delete button. Past ``ListWindow/maxRows`` rows a window of them is
    /// laid out; the content is as tall as the whole list.
    public func listContent(
        _ cells: [TrendingCell],
        detail: TrendingDetail?,
        deletable: Bool = false,
        loadingMore: Bool = false,
        in area: ContentArea
    ) -> ScreenContent {
        let split = area.sizeClass == .regular
        let traits = area.traits
        let palette = traits.palette
        // A phone's width at least, so names fit on one or two lines; half the screen at accessibility sizes.
        let listWidth = split ? SplitView.listWidth(in: area) : area.width
        let controls = Controls(measurer: measurer, traits: traits)
        let stacked = traits.textSize.isAccessibilityCategory
        // The Delete button is as wide and tall as its title needs: beside the text, or, stacked, beside the avatar.
        let deleteWidth = min(
            stacked ? listWidth - 2 * Self.margin - 56 : listWidth / 2,
            max(88, measurer.width(of: "Delete", fontSize: traits.size(.headline), weight: .bold) + 24)
        )
        let deleteHeight = controls.controlHeight(
            for: "Delete",
            style: .headline,
            weight: .bold,
            width: deleteWidth - 16
        )
        // Past ``ListWindow/maxRows`` rows (a favourites list can hold any number) a window of them is laid out,
        // from the top or around the open repository; rows left out count at the laid-out rows' average height.
        let window = ListWindow(total: cells.count, around: split ? cells.firstIndex { $0.id == detail?.cell.id } : nil)
        var y = 0.0
        var rows: [LayoutItem] = []
        for index in window.rows {
            let cell = cells[index]
            var item = row(
                cell,
                y: y,
                width: listWidth,
                trailingRoom: deletable && !stacked ? deleteWidth + 8 : 0,
                topRoom: deletable && stacked ? deleteHeight : 0,
                traits: traits
            )
            let frame = item.frame
            item.action = LayoutAction(TrendingEvent.open(index))
            item.accessibility = .init(label: cell.accessibilityLabel, traits: [.button])
            if split, cell.id == detail?.cell.id {
                item.selected = .item
                item.accessibility?.traits.append(.selected)
                item.parts.insert(
                    .shape(.init(kind: .roundedRect, frame: frame, fill: palette.selectedBackground)),
                    at: 0
                )
                // A tint bar at the leading edge: the selection is not told by a pale fill alone (1.1:1).
                item.parts.append(
                    .shape(
                        .init(
                            kind: .roundedRect,
                            frame: Rect(x: frame.x, y: frame.y, width: 4, height: frame.height),
                            fill: palette.tint,
                            role: .indicator
                        )
                    )
                )
            }
            rows.append(item)
            if deletable {
                rows.append(
                    controls.button(
                        id: "delete-\(cell.id)",
                        title: "Delete",
                        frame: Rect(
                            x: listWidth - Self.margin - deleteWidth,
                            y: stacked ? frame.y + 14 : frame.midY - deleteHeight / 2,
                            width: deleteWidth,
                            height: deleteHeight
                        ),
                        action: LayoutAction(TrendingEvent.deleteFavourite(cell.id)),
                        filled: false,
                        destructive: true
                    )
                )
            }
            y += frame.height
        }
        if window.isPartial, window.count > 0 {
            let average = y / Double(window.count)
            let before = Double(window.first) * average
            rows = rows.map { $0.offsetBy(dx: 0, dy: before) }
            y += Double(window.total - window.count) * average
        }
        if loadingMore {
            rows.append(controls.activityRow(id: "loading-more", y: y, width: listWidth))
            y += 60
        }
        var sections = [LayoutSection(id: "list", items: rows)]
        var height = max(area.height, y + Self.margin)
        var panes: [ScrollPane] = []
        if split {
            let pane = Rect(x: listWidth + 1, y: 0, width: area.width - listWidth - 1, height: area.height)
            var paneItems: [LayoutItem] = []
            if let detail {
                paneItems = detailItems(detail, in: pane, traits: traits)
            } else {
                let placeholder = controls.message(
                    id: "no-selection",
                    title: "No repository selected",
                    message: "Choose a repository in the list to see its details.",
                    button: nil,
                    area: ContentArea(
                        width: pane.width,
                        height: pane.height,
                        sizeClass: .compact,
                        orientation: area.orientation,
                        traits: traits
                    )
                )
                paneItems = placeholder.sections.flatMap(\.items).map { $0.offsetBy(dx: pane.x, dy: 0) }
            }
            height = max(height, paneItems.map(\.frame.maxY).max() ?? 0)
            let divider = LayoutItem(
                id: "divider",
                kind: .divider,
                frame: Rect(x: listWidth, y: 0, width: 1, height: height),
                parts: [
                    .shape(
                        .init(
                            kind: .line,
                            frame: Rect(x: listWidth, y: 0, width: 1, height: height),
                            fill: palette.separator
                        )
                    )
                ]
            )
            sections.append(LayoutSection(id: "split", items: [divider]))
            sections.append(LayoutSection(id: "detail", items: paneItems))
            // The detail scrolls on its own, as in a split view: it stays beside whatever part of the list is in view.
            panes.append(
                ScrollPane(
                    id: "detail",
                    frame: Rect(
                        x: pane.x,
                        y: 0,
                        width: pane.width,
                        height: max(area.height, paneItems.map(\.frame.maxY).max() ?? 0)
                    ),
                    sections: ["detail"]
                )
            )
        }
        return ScreenContent(sections: sections, height: height, window: window, panes: panes)
    }

    /// The detail screen alone without chrome (compact width pushes it).
    public func detail(_ detail: TrendingDetail, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        detailContent(detail, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "trending", screen: "detail", device: device, orientation: orientation)
    }

    /// The detail's content filling `area`.
    public func detailContent(_ detail: TrendingDetail, in area: ContentArea) -> ScreenContent {
        let items = detailItems(
            detail,
            in: Rect(x: 0, y: 0, width: area.width, height: area.height),
            traits: area.traits
        )
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: items)],
            height: max(area.height, items.map(\.frame.maxY).max() ?? 0)
        )
    }

    /// A row as tall as its content: the name, the description on one or two lines, the stars; at least as tall
    /// as the avatar with its margins. The favourite mark follows the name when both fit, so it never cuts a name
    /// that has room. At accessibility sizes the avatar (and `topRoom`, a Delete button's height) sits above the
    /// text, which has the row's whole width.
    private func row(
        _ cell: TrendingCell,
        y top: Double,
        width: Double,
        trailingRoom: Double,
        topRoom: Double = 0,
        traits: ScreenTraits
    ) -> LayoutItem {
        let stacked = traits.textSize.isAccessibilityCategory
        let palette = traits.palette
        let avatar = Rect(x: Self.margin, y: top + 14, width: 44, height: 44)
        let textX = stacked ? Self.margin : avatar.maxX + 12
        let textTop = stacked ? max(avatar.maxY, top + 14 + topRoom) + 8 - 10 : top
        let textWidth = width - Self.margin - textX - trailingRoom
        let nameSize = traits.size(.callout)
        let titleWidth = measurer.width(of: cell.title, fontSize: nameSize, weight: .bold)
        // The mark scales with the name's size (24 points of room for an 18-point-wide heart at 16 pt).
        let markScale = nameSize / TextStyle.callout.size
        let markWidth = 24.0 * markScale
        let markAfterTitle = cell.isFavorite && titleWidth + markWidth <= textWidth
        // With the mark after it, the name's frame is as wide as the name, so the two never overlap.
        let titleRoom =
            markAfterTitle ? min(textWidth, titleWidth + 1) : cell.isFavorite ? textWidth - markWidth : textWidth
        let title = text(
            cell.title,
            x: textX,
            y: textTop + 10,
            width: titleRoom,
            style: .callout,
            weight: .bold,
            color: palette.tint,
            // A name takes more lines rather than lose its end ("nightjar-labs/…"), even in a narrow split list;
            // more as the text grows.
            lines: traits.lines(3, style: .callout),
            traits: traits
        )
        let description = text(
            cell.description,
            x: textX,
            y: title.frame.maxY + 2,
            width: textWidth,
            style: .subheadline,
            role: .secondary,
            weight: .regular,
            color: palette.detailLabel,
            lines: traits.lines(2, style: .subheadline),
            traits: traits
        )
        let starsY = description.frame.maxY + 3
        let stars = text(
            "★ \(cell.stars)",
            x: textX,
            y: starsY,
            width: textWidth,
            style: .footnote,
            role: .secondary,
            weight: .regular,
            color: palette.secondaryLabel,
            lines: 1,
            traits: traits
        )
        let height = max(avatar.maxY + 14, stars.frame.maxY + 10) - top
        let frame = Rect(x: 0, y: top, width: width, height: height)
        var parts: [LayoutPart] =
            Self.avatar(url: cell.avatarURL, frame: avatar, owner: cell.owner, palette: palette) + [
                title, description, stars,
                .shape(
                    .init(
                        kind: .line,
                        frame: Rect(x: textX, y: frame.maxY - 0.5, width: frame.maxX - textX, height: 0.5),
                        fill: palette.faintSeparator
                    )
                ),
            ]
        if cell.isFavorite {
            let x = markAfterTitle ? textX + titleWidth + 6 * markScale : textX + textWidth - 18 * markScale
            parts.append(
                text(
                    "♥",
                    x: x,
                    y: textTop + 10,
                    width: 18 * markScale,
                    style: .callout,
                    weight: .bold,
                    color: palette.favorite,
                    lines: 1,
                    traits: traits
                )
            )
        }
        return LayoutItem(id: "repo-\(cell.id)", kind: .trendingRow, frame: frame, parts: parts)
    }

    /// An owner's avatar, or, when the feed has none, the designed default (a person in a grey circle), which never
    /// looks like an avatar that failed to load. One that fails to load shows the owner's initials on their colour.
    static func avatar(url: URL?, frame: Rect, owner: String, palette: Palette) -> [LayoutPart] {
        guard let url else { return DefaultAvatar.parts(in: frame, palette: palette) }
        return [
            .image(
                .init(
                    url: url.absoluteString,
                    frame: frame,
                    cornerRadius: frame.width / 2,
                    placeholderSeed: owner,
                    fallback: .initials(for: owner)
                )
            )
        ]
    }

    func text(
        _ string: String,
        x: Double,
        y: Double,
        width: Double,
        style: TextStyle,
        role: TextRole = .primary,
        weight: FontWeight,
        color: String,
        lines maxLines: Int,
        traits: ScreenTraits
    ) -> LayoutPart {
        // The shared text run, as a part of this feature's items.
        .text(
            Controls(measurer: measurer, traits: traits).text(
                string,
                x: x,
                y: y,
                width: width,
                style: style,
                role: role,
                weight: weight,
                color: color,
                maxLines: maxLines
            )
        )
    }
}
