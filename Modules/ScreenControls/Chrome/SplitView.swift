public import LayoutKit

/// A list beside the open item's detail, as a split view shows them on a regular-width screen (an iPad): the list
/// in a column wide enough for its rows' names on one or two lines, a hairline, and the detail in the rest. On a
/// tablet a detail pushed over the whole width leaves most of the screen blank; beside its list it does not.
public struct SplitView: Sendable {
    /// The narrowest list column: a phone's width, so list rows keep the layout they have on a phone.
    public static let minimumListWidth = 375.0
    /// The list's share of the width: 0.4, and half at accessibility text sizes (its names keep their words whole).
    public static func listShare(_ traits: ScreenTraits) -> Double {
        traits.textSize.isAccessibilityCategory ? 0.5 : 0.4
    }

    /// The list column's width in `area`: its share, at least ``minimumListWidth``, at most half the width.
    public static func listWidth(in area: ContentArea) -> Double {
        min((area.width / 2).rounded(.down), max(minimumListWidth, (area.width * listShare(area.traits)).rounded()))
    }

    /// Whether `area` shows a list and its detail side by side.
    public static func isSplit(_ area: ContentArea) -> Bool { area.sizeClass == .regular }

    /// The list (laid out in its column, a compact area) and the detail (in the pane right of the hairline), as one
    /// content; as tall as the taller of them.
    public static func content(
        in area: ContentArea,
        list: (ContentArea) -> ScreenContent,
        detail: (ContentArea) -> ScreenContent
    ) -> ScreenContent {
        let listWidth = listWidth(in: area)
        let paneX = listWidth + 1
        func column(_ width: Double) -> ContentArea {
            ContentArea(
                width: width,
                height: area.height,
                sizeClass: .compact,
                orientation: area.orientation,
                traits: area.traits
            )
        }
        let listed = list(column(listWidth))
        let shown = detail(column(area.width - paneX))
        let height = max(area.height, listed.height, shown.height)
        let divider = LayoutItem(
            id: "split-divider",
            kind: .divider,
            frame: Rect(x: listWidth, y: 0, width: 1, height: height),
            parts: [
                .shape(
                    .init(
                        kind: .line,
                        frame: Rect(x: listWidth, y: 0, width: 1, height: height),
                        fill: area.traits.palette.separator
                    )
                )
            ]
        )
        let detailSections = shown.sections.map { $0.offsetBy(dx: paneX, dy: 0) }
        let sections = listed.sections + [LayoutSection(id: "split", items: [divider])] + detailSections
        // The detail scrolls on its own, as in a split view: it stays beside whatever part of the list is in view.
        let pane = ScrollPane(
            id: "detail",
            frame: Rect(x: paneX, y: 0, width: area.width - paneX, height: max(area.height, shown.height)),
            sections: detailSections.map(\.id)
        )
        return ScreenContent(sections: sections, height: height, window: listed.window, panes: [pane])
    }

    /// The parts that mark `frame` as the open item of the list: a pale fill under it and a tint bar at its leading
    /// edge (the selection is not told by a pale fill alone).
    public static func selectionParts(_ frame: Rect, palette: Palette) -> (under: LayoutPart, over: LayoutPart) {
        (
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.selectedBackground)),
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
}
