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

    public static let plainEvents: [(name: String, event: StackOverflowEvent)] = [
        ("appear", .appear), ("refresh", .refresh), ("retry", .retry), ("load-more", .loadMore), ("back", .back),
    ]
    public static let valuedNames = ["open", "avatars"]

    public init?(valued event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "open": self = .open(try event.itemNumber(feature: feature))
        case "avatars": self = .avatars(try event.choice(feature: feature, of: Avatars.self))
        default: return nil
        }
    }

    public var valuedForm: ScreenEvent? {
        switch self {
        case .open(let index): ScreenEvent("open", String(index))
        case .avatars(let state): ScreenEvent("avatars", state.rawValue)
        default: nil
        }
    }

    /// Only the avatars' state replaces an earlier one.
    public var replacesEarlierOfItsKind: Bool {
        if case .avatars = self { return true }
        return false
    }

    /// `back` right after `open` closes that user.
    public func undoes(_ earlier: StackOverflowEvent) -> Bool {
        if case .back = self, case .open = earlier { return true }
        return false
    }
}
