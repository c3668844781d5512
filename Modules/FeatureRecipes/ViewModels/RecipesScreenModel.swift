public import FeatureKit
import Foundation
public import Networking

/// The recipes screens as one value: the list's view model, the navigation stack (list → detail → in-app browser)
/// and the transition the last move played. Events: `appear`, `refresh`/`retry`, `open:N` (the N-th recipe in list
/// order), `open-link` (the detail's link, in the in-app browser), `page-failed` and `reload-page` (what the browser's
/// web view reports, and its Try Again button), `back`.
public struct RecipesScreenModel: ScreenModel {
    public private(set) var list = RecipesViewModel()
    public private(set) var navigator = RecipesNavigator()
    /// How the visible screen came on; nil when the last event moved nothing.
    public private(set) var transition: RouteTransition?
    let feature: RecipesFeature

    /// A model for `feature`, before its first load.
    public init(feature: RecipesFeature = RecipesFeature()) {
        self.feature = feature
    }

    /// The recipe a detail route shows.
    public func recipe(id: Int) -> Recipe? {
        list.recipes.first { $0.id == id }
    }

    public mutating func apply(_ event: RecipesEvent, context: FeatureContext) async throws(FeatureError) {
        transition = nil
        switch event {
        case .appear, .refresh, .retry:
            await load(context: context)
        case .open(let index):
            let recipes = list.recipes
            guard recipes.indices.contains(index) else {
                throw .eventItemOutOfRange(feature: feature.name, event: "open", index: index, count: recipes.count)
            }
            if case .detail = navigator.current { _ = navigator.back() }
            transition = navigator.open(recipeID: recipes[index].id)
        case .openLink:
            guard case .detail(let id) = navigator.current, let link = recipe(id: id)?.link else {
                throw .invalidEventValue(
                    feature: feature.name,
                    event: event.screenEvent,
                    expected: "no value, with a recipe detail that has a link open"
                )
            }
            transition = navigator.openLink(link)
        case .pageFailed, .reloadPage:
            guard navigator.showPage(event == .pageFailed ? .cannotOpen : .started) else {
                throw .invalidEventValue(
                    feature: feature.name,
                    event: event.screenEvent,
                    expected: "no value, with the in-app browser open"
                )
            }
        case .back:
            transition = navigator.back()
        }
    }

    private mutating func load(context: FeatureContext) async {
        list.loadingStarted()
        let feature = self.feature
        do {
            guard
                let (recipes, stale) = try await context.load({ () async throws(FeatureError) in
                    try await feature.recipes(context: context)
                })
            else { return }
            list.loaded(recipes, stale: stale)
        } catch {
            list.failed(error)
        }
    }

    /// Emptied: no results; updated: the first two recipes gone, the rest in the same order.
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        JSONFeed.rewritingObject(response) { feed in
            let results = feed["results"] as? [Any] ?? []
            switch alteration.variant {
            case .normal: break
            case .empty: feed["results"] = [Any]()
            case .changed: feed["results"] = JSONFeed.changed(results)
            }
        }
    }
}
