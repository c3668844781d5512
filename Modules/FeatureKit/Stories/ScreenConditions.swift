import LayoutKit
import ScreenChecks
import ScreenControls

/// The world a screen's loads happen in, set by condition events (`network:offline`, `feed:empty`, `hold`), so that
/// a story can show what a user sees when the network fails or a load is slow, on bundled data as on live data.
/// They act below the HTTP client (``FaultInjectingTransport``), so every story runs the client's real cache,
/// revalidation, retries and rate-limit handling; no feature model reads them.
public struct ScreenConditions: Sendable, Equatable {
    /// How the next loads fare.
    public enum Network: String, Sendable, CaseIterable {
        /// Loads go to the data source.
        case online
        /// No connection: loads fail as offline; what was loaded stays, stale.
        case offline
        /// The server answers 503.
        case failing
        /// The API's rate limit is used up (GitHub: 403 with a reset time).
        case rateLimited = "rate-limited"
        /// The API's daily quota is used up (Stack Exchange: `quota_remaining` 0).
        case quotaExhausted = "quota-exhausted"
    }

    /// What the data source returns.
    public enum Feed: String, Sendable, CaseIterable {
        case normal
        /// A valid feed with nothing in it.
        case empty
        /// The feed after an update: some items gone, some new.
        case changed
    }

    public var network: Network = .online
    public var feed: Feed = .normal
    /// The next load stays in flight: the screen shows it loading.
    public var holdNextLoad = false

    /// Creates the default conditions: online, normal feed.
    public init() {}

    /// The condition events and their values.
    public static let eventNames = ["hold", "network", "feed"]

    /// Applies `event` if it is a condition event; returns false when it is not one.
    mutating func apply(_ event: ScreenEvent, feature: String) throws(FeatureError) -> Bool {
        switch event.name {
        case "hold":
            holdNextLoad = true
        case "network":
            guard let value = event.value.flatMap(Network.init(rawValue:)) else {
                throw .invalidEvent(feature: feature, event: event, expected: Network.allCases.map(\.rawValue))
            }
            network = value
        case "feed":
            guard let value = event.value.flatMap(Feed.init(rawValue:)) else {
                throw .invalidEvent(feature: feature, event: event, expected: Feed.allCases.map(\.rawValue))
            }
            feed = value
        default:
            return false
        }
        return true
    }

    /// What the feed answers in these conditions, for the feature to apply to its own JSON.
    public var feedAlteration: FeedAlteration {
        let variant: FeedAlteration.Variant =
            switch feed {
            case .normal: .normal
            case .empty: .empty
            case .changed: .changed
            }
        return FeedAlteration(variant: variant, quotaExhausted: network == .quotaExhausted)
    }
}
