import Foundation

/// The list screen as plain values: two sections in source order.
public struct RecipesViewModel: Sendable, Equatable {
    /// Screen state.
    public enum State: Sendable, Equatable {
        case loading
        case loaded(popular: [Recipe], other: [Recipe])
        case loadedStale(popular: [Recipe], other: [Recipe])
        case empty
        case failed(message: String)
    }

    public private(set) var state: State = .loading

    /// Creates a view model in the loading state.
    public init() {}

    /// Applies loaded recipes; `stale` when they came from the cache while offline.
    public mutating func loaded(_ recipes: [Recipe], stale: Bool = false) {
        guard !recipes.isEmpty else {
            state = .empty
            return
        }
        let popular = recipes.filter(\.isPopular)
        let other = recipes.filter { !$0.isPopular }
        state = stale ? .loadedStale(popular: popular, other: other) : .loaded(popular: popular, other: other)
    }

    /// Applies a load failure with a message a user can act on.
    public mutating func failed(_ message: String) {
        state = .failed(message: message)
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
