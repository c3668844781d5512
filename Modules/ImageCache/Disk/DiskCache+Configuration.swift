public import Foundation

extension DiskCache {
    /// Where a disk cache lives and how much it may hold.
    public struct Configuration: Sendable {
        /// The cache's own directory; created if missing.
        public var directory: URL
        /// The most bytes the entries may take; least recently used entries are evicted on write beyond it.
        public var sizeLimit: Int
        /// After an eviction, the total is brought down to this fraction of the limit, so that a run of writes at
        /// the limit does not list the directory on every write.
        public var evictionTarget: Double
        /// How long an entry lives when `store` is not given an expiry, or nil for no expiry.
        public var defaultTimeToLive: TimeInterval?
        /// The clock that decides expiry.
        public var clock: CacheClock

        /// Creates a configuration.
        public init(
            directory: URL,
            sizeLimit: Int = 512 << 20,
            evictionTarget: Double = 0.9,
            defaultTimeToLive: TimeInterval? = nil,
            clock: CacheClock = .system
        ) {
            self.directory = directory
            self.sizeLimit = sizeLimit
            self.evictionTarget = min(1, max(0, evictionTarget))
            self.defaultTimeToLive = defaultTimeToLive
            self.clock = clock
        }
    }

    /// What `verify()` found.
    public struct VerificationReport: Sendable, Equatable, Codable {
        /// Entries read and checked.
        public var checked: Int
        /// Entries removed because they were corrupt, truncated, misnamed or expired.
        public var removed: Int

        /// Creates a report.
        public init(checked: Int, removed: Int) {
            self.checked = checked
            self.removed = removed
        }
    }
}
