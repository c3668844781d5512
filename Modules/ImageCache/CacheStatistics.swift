/// Counters of a cache tier: what it holds and how it has been used by this process.
public struct CacheStatistics: Sendable, Equatable, Codable {
    /// Entries held now.
    public var entries: Int
    /// Total cost (memory) or bytes (disk) held now.
    public var cost: Int
    /// Lookups that found a value.
    public var hits: Int
    /// Lookups that found nothing, an expired value or a corrupt entry.
    public var misses: Int
    /// Entries removed to respect the limits.
    public var evictions: Int

    /// Creates a set of counters.
    public init(entries: Int = 0, cost: Int = 0, hits: Int = 0, misses: Int = 0, evictions: Int = 0) {
        self.entries = entries
        self.cost = cost
        self.hits = hits
        self.misses = misses
        self.evictions = evictions
    }

    /// Hits over lookups, or 0 before any lookup.
    public var hitRate: Double {
        hits + misses == 0 ? 0 : Double(hits) / Double(hits + misses)
    }
}
