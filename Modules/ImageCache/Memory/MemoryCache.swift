public import Foundation
import Synchronization

/// An in-memory LRU cache bounded by total cost and entry count, safe to use from many tasks at once.
///
/// Every operation is O(1): a dictionary finds the node, and an intrusive doubly linked list kept in one array
/// orders nodes from most to least recently used.
///
/// ```swift
/// let cache = MemoryCache<String, Data>(costLimit: 64 << 20, countLimit: 500)
/// cache.set(data, forKey: "avatar-1", cost: data.count)
/// let hit = cache.value(forKey: "avatar-1")
/// ```
public final class MemoryCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// Limits and expiry for a memory cache.
    public struct Configuration: Sendable {
        /// The most total cost kept; the least recently used entries go first when it is exceeded.
        public var costLimit: Int
        /// The most entries kept.
        public var countLimit: Int
        /// How long an entry lives after it is set, or nil for no expiry.
        public var timeToLive: TimeInterval?
        /// The clock that decides expiry.
        public var clock: CacheClock

        /// Creates a configuration.
        public init(
            costLimit: Int = .max,
            countLimit: Int = .max,
            timeToLive: TimeInterval? = nil,
            clock: CacheClock = .system
        ) {
            self.costLimit = costLimit
            self.countLimit = countLimit
            self.timeToLive = timeToLive
            self.clock = clock
        }
    }

    private let configuration: Configuration
    private let storage: Mutex<LRUStorage<Key, Value>>

    /// Creates a cache with the given limits.
    public init(configuration: Configuration) {
        self.configuration = configuration
        self.storage = Mutex(LRUStorage())
    }

    /// Creates a cache with a cost limit, a count limit and an optional time to live.
    public convenience init(
        costLimit: Int = .max,
        countLimit: Int = .max,
        timeToLive: TimeInterval? = nil,
        clock: CacheClock = .system
    ) {
        self.init(
            configuration: Configuration(
                costLimit: costLimit,
                countLimit: countLimit,
                timeToLive: timeToLive,
                clock: clock
            )
        )
    }

    /// Returns the value for `key` and marks it most recently used, or nil (a miss) if absent or expired.
    public func value(forKey key: Key) -> Value? {
        // Until something can expire, the clock (a system call) is not read on the hot path.
        let clock = configuration.clock
        let hasTimeToLive = configuration.timeToLive != nil
        return storage.withLock { storage in
            storage.value(forKey: key, now: hasTimeToLive || storage.hasExpiries ? clock.now() : nil)
        }
    }

    /// Stores `value` under `key` with a cost, evicting least recently used entries over the limits. The entry
    /// expires at `expiresAt` or after the configured time to live, whichever comes first.
    public func set(_ value: Value, forKey key: Key, cost: Int = 1, expiresAt: Date? = nil) {
        let configured = configuration.timeToLive.map { configuration.clock.now().addingTimeInterval($0) }
        let expiry = [configured, expiresAt].compactMap { $0 }.min()
        let limits = (cost: configuration.costLimit, count: configuration.countLimit)
        storage.withLock { $0.set(value, forKey: key, cost: max(0, cost), expiry: expiry, limits: limits) }
    }

    /// Removes the value for `key`, returning it if it was there.
    @discardableResult
    public func removeValue(forKey key: Key) -> Value? {
        storage.withLock { $0.remove(key) }
    }

    /// Removes every entry; the counters are kept.
    public func removeAll() {
        storage.withLock { $0.removeAll() }
    }

    /// The current entries, cost and counters.
    public var statistics: CacheStatistics {
        storage.withLock { $0.statistics }
    }
}
