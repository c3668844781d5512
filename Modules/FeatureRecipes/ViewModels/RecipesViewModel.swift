public import FeatureKit
import Foundation

/// The list screen as plain values: two sections in source order.
public struct RecipesViewModel: Sendable, Equatable {
    /// Screen state.
    public enum State: Sendable, Equatable {
        case loading
        case loaded(popular: [Recipe], other: [Recipe])
        /// Shown from an earlier load or the cache; ``RecipesViewModel/staleReason`` says why.
        case loadedStale(popular: [Recipe], other: [Recipe])
        case empty
        case failed(LoadFailure)
        /// Offline with nothing loaded before.
        case offline
    }

    public private(set) var state: State = .loading
    /// Why the recipes shown may be out of date, when they may.
    public private(set) var staleReason: StaleReason?

    /// Creates a view model in the loading state.
    public init() {}

    /// The recipes on screen in list order: Popular, then Other.
    public var recipes: [Recipe] {
        switch state {
        case .loaded(let popular, let other), .loadedStale(let popular, let other): popular + other
        case .loading, .empty, .failed, .offline: []
        }
    }

    /// A load started: the screen shows loading only when it has nothing yet.
    public mutating func loadingStarted() {
        if recipes.isEmpty { state = .loading }
    }

    /// Applies loaded recipes; `stale` when they came from the cache while offline.
    public mutating func loaded(_ recipes: [Recipe], stale: Bool = false) {
        guard !recipes.isEmpty else {
            state = .empty
            staleReason = nil
            return
        }
        let popular = recipes.filter(\.isPopular)
        let other = recipes.filter { !$0.isPopular }
        state = stale ? .loadedStale(popular: popular, other: other) : .loaded(popular: popular, other: other)
        staleReason = stale ? .offline : nil
    }

    /// Applies a load failure of a known kind.
    public mutating func failed(_ failure: LoadFailure) {
        state = .failed(failure)
    }

    /// Applies a load failure: recipes already shown stay, marked stale; otherwise offline or failed.
    public mutating func failed(_ error: FeatureError) {
        let shown = recipes
        if !shown.isEmpty {
            state = .loadedStale(popular: shown.filter(\.isPopular), other: shown.filter { !$0.isPopular })
            staleReason = StaleReason(error)
        } else if error.isOffline {
            state = .offline
        } else {
            state = .failed(LoadFailure(error))
        }
    }
}

/// The detail screen: image, title, ingredients as a list, and the link as text.
public struct RecipeDetailViewModel: Sendable, Equatable {
    public var image: String?
    public var title: String
    public var ingredients: [String]
    public var linkText: String?

    /// Creates the detail of `recipe`.
    public init(_ recipe: Recipe) {
        image = recipe.thumbnail?.absoluteString
        title = recipe.title
        ingredients = recipe.ingredients
        linkText = recipe.link?.absoluteString
    }
}
