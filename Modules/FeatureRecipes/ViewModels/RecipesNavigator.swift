public import FeatureKit
public import Foundation

/// Where the recipes screens can be.
public enum RecipesRoute: Sendable, Equatable {
    case list
    case detail(recipeID: Int)
    /// The in-app browser, presented over a detail: the page's address and what the page is doing.
    case browser(URL, BrowserPage)
}

/// How a UI layer should animate a change of route: FeatureKit's screen transitions (push slides left, pop slides
/// right, a modal slides up and is dismissed downwards).
public typealias RouteTransition = ScreenTransition

/// Navigation as values: a stack of routes, each change returning the transition to play.
public struct RecipesNavigator: Sendable, Equatable {
    /// Routes from the root to the visible screen.
    public private(set) var stack: [RecipesRoute] = [.list]

    /// Creates a navigator at the list.
    public init() {}

    /// The visible screen.
    public var current: RecipesRoute { stack.last ?? .list }

    /// Opens a recipe's detail: a push.
    public mutating func open(recipeID: Int) -> RouteTransition {
        stack.append(.detail(recipeID: recipeID))
        return .slideLeft
    }

    /// Opens the recipe's link in the in-app browser: a modal presentation. Nil when not on a detail screen.
    public mutating func openLink(_ url: URL) -> RouteTransition? {
        guard case .detail = current else { return nil }
        stack.append(.browser(url, .started))
        return .slideUp
    }

    /// Shows the browser's page as it is now (the web view reports progress or that the page cannot load). False
    /// when the browser is not open.
    public mutating func showPage(_ page: BrowserPage) -> Bool {
        guard case .browser(let url, _) = current else { return false }
        stack[stack.count - 1] = .browser(url, page)
        return true
    }

    /// Goes back: dismisses the browser, or pops the detail. Nil at the root.
    public mutating func back() -> RouteTransition? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        if case .browser = top { return .slideDown }
        return .slideRight
    }
}
