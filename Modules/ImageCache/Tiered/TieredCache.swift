public import Foundation

/// A memory cache in front of a disk cache: reads try memory, then disk (promoting the value), writes go to both.
/// Writes and removals may wait for the disk tier's lock; async code uses ``suspending`` to suspend instead.
///
/// ```swift
/// let cache = TieredCache(memory: MemoryCache(costLimit: 32 << 20), disk: disk, codec: JSONCodec<Profile>())
/// try cache.store(profile, forKey: "user-7")
/// let profile = cache.value(forKey: "user-7")
/// ```
public final class TieredCache<Codec: CacheCodec>: Sendable {
    /// The memory tier.
    public let memory: MemoryCache<String, Codec.Value>
    /// The disk tier, or nil for memory only.
    public let disk: DiskCache?
    /// How values become bytes for the disk tier.
    public let codec: Codec

    /// Creates a tiered cache.
    public init(memory: MemoryCache<String, Codec.Value>, disk: DiskCache?, codec: Codec) {
        self.memory = memory
        self.disk = disk
        self.codec = codec
    }

    /// Where a value was found.
    public enum Tier: String, Sendable, Codable {
        case memory
        case disk
    }

    /// Returns the value for `key` from memory or disk, or nil. Bytes on disk that do not decode are removed.
    public func value(forKey key: String) -> Codec.Value? {
        lookup(key)?.value
    }

    /// Returns the value for `key` and the tier that held it.
    public func lookup(_ key: String) -> (value: Codec.Value, tier: Tier)? {
        if let value = memory.value(forKey: key) { return (value, .memory) }
        guard let disk, let (data, expiry) = disk.entry(forKey: key) else { return nil }
        guard let value = try? codec.decode(data) else {
            disk.remove(forKey: key)
            return nil
        }
        // Promoted with the disk entry's expiry, so memory never serves what disk would refuse.
        memory.set(value, forKey: key, cost: codec.cost(of: value), expiresAt: expiry)
        return (value, .disk)
    }

    /// Stores `value` in memory and on disk.
    public func store(_ value: Codec.Value, forKey key: String, expiresAt: Date? = nil) throws(ImageCacheError) {
        memory.set(value, forKey: key, cost: codec.cost(of: value), expiresAt: expiresAt)
        guard let disk else { return }
        try disk.store(try encoded(value, forKey: key), forKey: key, expiresAt: expiresAt)
    }

    /// The disk tier's bytes for `value`.
    func encoded(_ value: Codec.Value, forKey key: String) throws(ImageCacheError) -> Data {
        do {
            return try codec.encode(value)
        } catch {
            throw .encodingFailed(key: key, reason: "\(error)")
        }
    }

    /// Removes `key` from both tiers.
    public func remove(forKey key: String) {
        memory.removeValue(forKey: key)
        disk?.remove(forKey: key)
    }
}
