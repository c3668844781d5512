import LayoutKit
import ScreenChecks
import ScreenControls

/// How a story's conditions change what a feed answers: emptied or updated (`feed:empty`, `feed:changed`), or with
/// the API's daily quota used up (`network:quota-exhausted`). Each feature says what these mean for its own JSON
/// (``ScreenModel/alterFeed(_:_:)``); the transport applies it to the response the client then caches and decodes.
public struct FeedAlteration: Sendable, Equatable {
    /// What the feed holds.
    public enum Variant: Sendable, Equatable {
        case normal
        /// A valid feed with nothing in it.
        case empty
        /// The feed after an update: some items gone, some new.
        case changed
    }

    public var variant: Variant
    public var quotaExhausted: Bool

    /// Creates an alteration.
    public init(variant: Variant = .normal, quotaExhausted: Bool = false) {
        self.variant = variant
        self.quotaExhausted = quotaExhausted
    }

    /// Whether the feed is answered as it is.
    public var isNone: Bool { variant == .normal && !quotaExhausted }
}
