public import Foundation
import LayoutKit
import Networking
import ScreenChecks
import ScreenControls
import Synchronization

/// What a story's network has done, as a value a session keeps between events: its own HTTP cache (in memory, so a
/// story's output never depends on what a cache directory holds), the held load, and the sleeps the client's retries
/// asked for (recorded, not slept, so a failing story costs no time).
public struct StoryNetwork: Sendable {
    /// The story's cache entries.
    public private(set) var cache: [String: Data] = [:]
    /// Every back-off the client asked for, in seconds.
    public private(set) var recordedSleeps: [TimeInterval] = []

    /// An empty network.
    public init() {}

    /// What this story's loads hold of decoded values that the feature client's shared ``DecodedValues`` does not
    /// count (none given, a body too large to keep there, or one it dropped since). Copies of a network share it.
    private let tally = DecodeTally()

    /// The estimated bytes of the decoded values this story holds on its own (see ``tally``).
    public var privateDecodedBytes: Int { tally.bytes }

    /// The bytes of the responses the story's cache holds.
    public var cacheBytes: Int { cache.values.reduce(0) { $0 + $1.count } }

    /// Runs `body` with `context`'s client replaced by the story's: the feature's client under the story's
    /// conditions (``FaultInjectingTransport``) with this network's cache and clock. What the load changed is kept.
    mutating func run<Result>(
        context: FeatureContext,
        conditions: inout ScreenConditions,
        alter: @escaping @Sendable (HTTPResponse, FeedAlteration) -> HTTPResponse,
        rateLimited: @escaping @Sendable (HTTPRequest, Date, TimeInterval) -> HTTPResponse,
        _ body: (FeatureContext) async throws(FeatureError) -> Result
    ) async throws(FeatureError) -> Result {
        let base = context.client.configuration
        let store = MemoryHTTPCacheStore(entries: cache)
        let sleeps = SleepLog()
        let holds = HoldSwitch(conditions.holdNextLoad)
        // A rate limit's answer names a time from the clock, and offline mode answers from the cache without a
        // request to record: neither is something to reuse.
        if conditions.network == .rateLimited || base.offline { context.reads?.recordFailure() }
        var story = context
        story.client = HTTPClient(
            configuration: .init(
                transport: FaultInjectingTransport(
                    base: ClientTransport(context.client, reads: context.reads),
                    conditions: conditions,
                    alter: alter,
                    rateLimited: rateLimited,
                    now: context.now
                ),
                // Offline mode reads what the feature's own cache holds, as outside stories.
                cache: base.offline ? base.cache : HTTPCache(storage: store),
                retry: base.retry,
                clock: NetworkClock(now: context.now, sleep: { seconds in sleeps.record(seconds) }),
                offline: base.offline,
                logger: base.logger,
                // Without a shared store every decoded body is the story's own: a store that keeps nothing counts it.
                decodedValues: (base.decodedValues ?? DecodedValues(byteLimit: 0)).tallying(into: tally),
                maxDecodedBodyBytes: base.maxDecodedBodyBytes
            )
        )
        story.holds = holds
        defer {
            cache = store.snapshot
            recordedSleeps += sleeps.recorded
            conditions.holdNextLoad = holds.isHolding
        }
        return try await body(story)
    }
}

/// Whether the next load stays in flight (`hold`): taken by the first load that asks.
public final class HoldSwitch: Sendable {
    private let holding: Mutex<Bool>

    /// A switch, holding or not.
    public init(_ holding: Bool) {
        self.holding = Mutex(holding)
    }

    /// Whether the switch still holds.
    public var isHolding: Bool { holding.withLock { $0 } }

    /// True once if the switch held: the caller leaves its load in flight.
    public func take() -> Bool {
        holding.withLock { holding in
            defer { holding = false }
            return holding
        }
    }
}

extension FeatureContext {
    /// Runs a load, or leaves it in flight (nil) when the story holds the next load (`hold`): the screen then shows
    /// it loading. Outside stories every load runs.
    public func load<Value>(_ body: () async throws(FeatureError) -> Value) async throws(FeatureError) -> Value? {
        if let holds, holds.take() { return nil }
        return try await body()
    }
}

/// The back-offs a story's client asked for.
private final class SleepLog: Sendable {
    private let sleeps = Mutex<[TimeInterval]>([])

    var recorded: [TimeInterval] { sleeps.withLock { $0 } }

    func record(_ seconds: TimeInterval) {
        sleeps.withLock { $0.append(seconds) }
    }
}
