public import FeatureKit

/// What the Stack Overflow screens take: the layout attaches these as actions and ``StackOverflowScreenModel``
/// reduces them.
public enum StackOverflowEvent: ScreenEventType {
    /// Whether the avatars are still downloading (a story's state).
    public enum Avatars: String, Sendable, CaseIterable {
        case loading
        case loaded
    }

    /// The first load.
    case appear
    case refresh
    case retry
    /// Scrolled to the end: the next page.
    case loadMore
    /// User N's detail.
    case open(Int)
    case back
    case avatars(Avatars)

    public static let names = ["appear", "refresh", "retry", "load-more", "open", "back", "avatars"]

    public init?(_ event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "appear": self = .appear
        case "refresh": self = .refresh
        case "retry": self = .retry
        case "load-more": self = .loadMore
        case "open": self = .open(try event.itemNumber(feature: feature))
        case "back": self = .back
        case "avatars": self = .avatars(try event.choice(feature: feature, of: Avatars.self))
        default: return nil
        }
    }

    public var screenEvent: ScreenEvent {
        switch self {
        case .appear: ScreenEvent("appear")
        case .refresh: ScreenEvent("refresh")
        case .retry: ScreenEvent("retry")
        case .loadMore: ScreenEvent("load-more")
        case .open(let index): ScreenEvent("open", String(index))
        case .back: ScreenEvent("back")
        case .avatars(let state): ScreenEvent("avatars", state.rawValue)
        }
    }

    /// Only the avatars' state replaces an earlier one.
    public var replacesEarlierOfItsKind: Bool {
        if case .avatars = self { return true }
        return false
    }
}
