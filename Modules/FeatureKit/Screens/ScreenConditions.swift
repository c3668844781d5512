public import Foundation
import Networking

/// The world a screen's loads happen in, set by condition events (`network:offline`, `feed:empty`, `hold`), so that
/// a story can show what a user sees when the network fails or a load is slow, on bundled data as on live data.
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

    /// Runs a load of `url` in these conditions: nil when it is held in flight (`hold`, used once), the simulated
    /// failure when the network is not online, else `body`'s result.
    public mutating func load<T: Sendable>(
        url: URL,
        now: Date,
        _ body: () async throws(FeatureError) -> T
    ) async throws(FeatureError) -> T? {
        if holdNextLoad {
            holdNextLoad = false
            return nil
        }
        switch network {
        case .online, .quotaExhausted:
            return try await body()
        case .offline:
            throw .network(.offlineNotCached(url: url.absoluteString))
        case .failing:
            throw .network(.httpStatus(url: url.absoluteString, status: 503))
        case .rateLimited:
            throw .network(.rateLimited(url: url.absoluteString, resetsAt: now.addingTimeInterval(15 * 60)))
        }
    }
}
