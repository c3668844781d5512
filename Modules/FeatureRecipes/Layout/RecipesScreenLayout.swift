public import FeatureKit
import Foundation

/// The recipes screens as functions of ``RecipesScreenModel``: the list in each of its states, a recipe's detail
/// (back control, link), and the in-app browser the link opens (its URL in the bar, a close control).
public struct RecipesScreenLayout: Sendable {
    let measurer: any TextMeasuring
    /// The text size, appearance and direction the screens are laid out for.
    let traits: ScreenTraits

    /// Creates a layout measuring text with `measurer`, for screens with `traits`.
    public init(measurer: any TextMeasuring, traits: ScreenTraits = .standard) {
        self.measurer = measurer
        self.traits = traits
    }

    /// The visible screen of `model`.
    public func layout(_ model: RecipesScreenModel, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let composer = ScreenComposer(measurer: measurer, traits: traits)
        let controls = Controls(measurer: measurer, traits: traits)
        let content = RecipesLayout(measurer: measurer)
        let transition = model.transition
        switch model.navigator.current {
        case .browser(let url, let page):
            let chrome = ScreenChrome(
                // The title says what the page is; its address is the smaller line inside the page.
                title: "Recipe website",
                leading: .init(id: "close", title: "Close", action: LayoutAction(RecipesEvent.back)),
                transition: transition
            )
            return composer.compose(
                feature: "recipes",
                screen: "browser",
                device: device,
                orientation: orientation,
                chrome: chrome
            ) { area in
                RecipesBrowserLayout(measurer: measurer, controls: controls).content(url, page: page, area: area)
            }
        case .detail(let id):
            if let recipe = model.recipe(id: id) {
                return composer.compose(
                    feature: "recipes",
                    screen: "detail",
                    device: device,
                    orientation: orientation,
                    chrome: ScreenChrome(
                        title: "Recipe",
                        leading: ScreenChrome.back(LayoutAction(RecipesEvent.back)),
                        transition: transition
                    )
                ) { area in
                    // On a tablet the list stays beside the detail, the open recipe marked.
                    guard SplitView.isSplit(area) else { return content.detailContent(recipe, in: area) }
                    return SplitView.content(
                        in: area,
                        list: { content.listContent(model.list.recipes, in: $0, selectedID: recipe.id) },
                        detail: { content.detailContent(recipe, in: $0) }
                    )
                }
            }
            fallthrough
        case .list:
            var accessories: [ScreenChrome.Accessory] = []
            if case .loadedStale = model.list.state, let reason = model.list.staleReason {
                accessories.append(
                    .banner(
                        id: "offline-banner",
                        text: reason.banner("recipes"),
                        tone: .warning,
                        button: .init(id: "retry", title: "Retry", action: LayoutAction(RecipesEvent.retry))
                    )
                )
            }
            return composer.compose(
                feature: "recipes",
                screen: "list",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(title: "Recipes", accessories: accessories, transition: transition)
            ) { area in
                switch model.list.state {
                case .loading:
                    controls.loading("Loading recipes…", area: area)
                case .empty:
                    controls.message(
                        id: "empty",
                        title: "No recipes yet",
                        message: "The feed has no recipes right now. Check again later.",
                        button: ("Refresh", LayoutAction(RecipesEvent.refresh)),
                        area: area
                    )
                case .failed(let failure):
                    controls.loadFailed(
                        "recipes",
                        failure: failure,
                        retry: LayoutAction(RecipesEvent.retry),
                        area: area
                    )
                case .offline:
                    controls.loadFailed(
                        "recipes",
                        failure: LoadFailure(.offline, detail: ""),
                        retry: LayoutAction(RecipesEvent.retry),
                        area: area
                    )
                case .loaded, .loadedStale:
                    controls.endingList(content.listContent(model.list.recipes, in: area), area: area)
                }
            }
        }
    }

    /// `host/path` without the scheme, as Safari's address bar shows it.
    static func displayURL(_ url: URL) -> String {
        let text = url.absoluteString
        for prefix in ["https://", "http://"] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }
}
