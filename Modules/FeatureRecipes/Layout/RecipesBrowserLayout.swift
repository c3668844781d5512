import FeatureKit
import Foundation

/// The in-app browser's page area as iOS's Safari view draws it, declared on the layout vocabulary: the page's
/// address in a bar at the top, a progress bar under it while the page loads, then the page: blank while it loads,
/// or, when it cannot load, the page iOS shows instead (what went wrong in words, and Try Again).
struct RecipesBrowserLayout {
    let measurer: any TextMeasuring
    let controls: Controls

    /// The height of the progress bar under the address.
    static let progressHeight = 3.0
    /// The least height of the page under the bar, where a short landscape screen at a large text size leaves less.
    static let minimumPageHeight = 160.0

    /// The page area for `url` while its page is `page`.
    func content(_ url: URL, page: BrowserPage, area: ContentArea) -> ScreenContent {
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let bar = addressBar(url)
        let barHeight = bar.sizeThatFits(ProposedSize(width: area.width, height: nil), in: environment).height
        let pageHeight = max(area.height - barHeight, Self.minimumPageHeight)
        let browser = VStack(spacing: 0) {
            bar
            ZStack(alignment: .top) {
                webView(url, page: page).frame(height: pageHeight)
                if case .loading(let progress) = page { progressBar(progress, width: area.width) }
            }
        }
        let laid = LayoutCanvas.layout(browser, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        var sections = [LayoutSection(id: "browser", items: laid.items)]
        if case .cannotOpen = page {
            var pageArea = area
            pageArea.height = pageHeight
            let message = controls.message(
                id: "cannot-open",
                title: "Can't Open the Page",
                message: "The page can't be opened because its server can't be found.",
                detail: url.host.map { "server not found: \($0)" },
                button: ("Try Again", LayoutAction(RecipesEvent.reloadPage)),
                area: pageArea
            )
            sections += message.sections.map { $0.offsetBy(dx: 0, dy: barHeight) }
        }
        let bottom = sections.flatMap(\.items).map(\.frame.maxY).max() ?? 0
        return ScreenContent(sections: sections, height: max(area.height, bottom))
    }

    /// The address bar: the page's address centred on two lines at most, over the bar's background with its
    /// separator at the foot. It is a bar: its text grows with the text size only as far as the other bars' does.
    func addressBar(_ url: URL) -> any LayoutElement {
        Cell(
            id: "address",
            kind: .addressBar,
            accessibility: .init(label: "Address", traits: [.staticText], value: url.host ?? url.absoluteString)
        ) {
            Text(
                RecipesScreenLayout.displayURL(url),
                style: .footnote,
                color: \.secondaryLabel,
                alignment: .center,
                lineLimit: 2,
                role: .secondary
            )
            .dynamicTypeSize(...ScreenTraits.largestBarTextSize)
            .padding(horizontal: 16, vertical: 8)
            .background {
                ZStack(alignment: .bottom) {
                    Fill(.roundedRect, \.barBackground)
                    Fill(.roundedRect, \.separator).frame(height: 0.5)
                }
            }
        }
    }

    /// The page itself: blank while it loads and when it cannot open (the message is drawn over it).
    func webView(_ url: URL, page: BrowserPage) -> any LayoutElement {
        let accessibility: LayoutItem.Accessibility =
            switch page {
            case .loading:
                .init(label: "Recipe website, loading", traits: [.link, .updatesFrequently], value: url.host)
            case .cannotOpen:
                .init(label: "Recipe website, cannot open", traits: [.link], value: url.host)
            }
        return Cell(id: "web-view", kind: .webView, href: url.absoluteString, accessibility: accessibility) {
            Fill(.roundedRect, \.background)
        }
    }

    /// The loading page's progress across the top of the page, filled from the leading edge (the composer mirrors
    /// the page right to left, so there it fills from the right).
    func progressBar(_ progress: Double, width: Double) -> any LayoutElement {
        let done = min(max(progress, 0), 1)
        return Cell(
            id: "page-progress",
            kind: .progressBar,
            accessibility: .init(
                label: "Page loading",
                traits: [.updatesFrequently],
                value: "\(Int((done * 100).rounded())) percent"
            )
        ) {
            ZStack(alignment: .topLeading) {
                Fill(.roundedRect, \.faintSeparator)
                Fill(.roundedRect, \.tint).frame(width: (width * done).rounded())
            }
        }
        .frame(height: Self.progressHeight)
    }
}
