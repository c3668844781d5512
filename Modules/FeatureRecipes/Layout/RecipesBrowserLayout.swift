import FeatureKit
import Foundation

/// The in-app browser's page area as iOS's Safari view draws it: the page's address in a bar at the top, a progress
/// bar under it while the page loads, then the page: blank while it loads, or, when it cannot load, the page iOS
/// shows instead (what went wrong in words, and Try Again).
struct RecipesBrowserLayout {
    let controls: Controls

    /// The height of the progress bar under the address.
    static let progressHeight = 3.0

    /// The page area for `url` while its page is `page`.
    func content(_ url: URL, page: BrowserPage, area: ContentArea) -> ScreenContent {
        let palette = controls.palette
        // The address bar is a bar: its text grows with the text size only as far as the other bars' does.
        let address = controls.text(
            RecipesScreenLayout.displayURL(url),
            x: 16,
            y: 8,
            width: area.width - 32,
            style: .footnote,
            size: controls.traits.forBars.size(.footnote),
            role: .secondary,
            color: palette.secondaryLabel,
            alignment: .center,
            maxLines: 2
        )
        let barFrame = Rect(x: 0, y: 0, width: area.width, height: address.frame.maxY + 8)
        let addressBar = LayoutItem(
            id: "address",
            kind: .addressBar,
            frame: barFrame,
            parts: [
                .shape(.init(kind: .roundedRect, frame: barFrame, fill: palette.barBackground)),
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(x: 0, y: barFrame.maxY - 0.5, width: area.width, height: 0.5),
                        fill: palette.separator
                    )
                ),
                .text(address),
            ],
            accessibility: .init(label: "Address", traits: [.staticText], value: url.host ?? url.absoluteString)
        )
        let pageTop = barFrame.maxY
        let pageFrame = Rect(x: 0, y: pageTop, width: area.width, height: max(area.height - pageTop, 160))
        var webView = LayoutItem(
            id: "web-view",
            kind: .webView,
            frame: pageFrame,
            parts: [.shape(.init(kind: .roundedRect, frame: pageFrame, fill: palette.background))],
            href: url.absoluteString
        )
        var sections: [LayoutSection] = []
        switch page {
        case .loading(let progress):
            let done = min(max(progress, 0), 1)
            webView.accessibility = .init(
                label: "Recipe website, loading",
                traits: [.link, .updatesFrequently],
                value: url.host
            )
            let track = Rect(x: 0, y: pageTop, width: area.width, height: Self.progressHeight)
            // Drawn from the left; the composer mirrors the page right to left, so there it fills from the right.
            var fill = track
            fill.width = (track.width * done).rounded()
            let bar = LayoutItem(
                id: "page-progress",
                kind: .progressBar,
                frame: track,
                parts: [
                    .shape(.init(kind: .roundedRect, frame: track, fill: palette.faintSeparator)),
                    .shape(.init(kind: .roundedRect, frame: fill, fill: palette.tint)),
                ],
                accessibility: .init(
                    label: "Page loading",
                    traits: [.updatesFrequently],
                    value: "\(Int((done * 100).rounded())) percent"
                )
            )
            sections.append(LayoutSection(id: "browser", items: [addressBar, webView, bar]))
        case .cannotOpen:
            webView.accessibility = .init(label: "Recipe website, cannot open", traits: [.link], value: url.host)
            sections.append(LayoutSection(id: "browser", items: [addressBar, webView]))
            var pageArea = area
            pageArea.height = pageFrame.height
            let message = controls.message(
                id: "cannot-open",
                title: "Can't Open the Page",
                message: "The page can't be opened because its server can't be found.",
                detail: url.host.map { "server not found: \($0)" },
                button: ("Try Again", LayoutAction(RecipesEvent.reloadPage)),
                area: pageArea
            )
            sections += message.sections.map { $0.offsetBy(dx: 0, dy: pageTop) }
        }
        let bottom = sections.flatMap(\.items).map(\.frame.maxY).max() ?? 0
        return ScreenContent(sections: sections, height: max(area.height, bottom))
    }
}
