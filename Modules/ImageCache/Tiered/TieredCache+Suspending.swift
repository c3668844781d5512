public import Foundation

extension TieredCache {
    /// The operations that may wait for the disk tier's lock, suspending the caller instead of blocking its thread
    /// (see ``DiskCache/Suspending``).
    public var suspending: Suspending { Suspending(cache: self) }

    /// A view of a ``TieredCache`` whose operations suspend instead of blocking.
    ///
    /// ```swift
    /// try await cache.suspending.store(profile, forKey: "user-7")
    /// let profile = await cache.suspending.value(forKey: "user-7")
    /// ```
    public struct Suspending: Sendable {
        /// The cache acted on.
        public let cache: TieredCache

        /// Returns the value for `key` from memory or disk, or nil, as ``TieredCache/value(forKey:)`` does.
        public func value(forKey key: String) async -> Codec.Value? {
            await lookup(key)?.value
        }

        /// Returns the value for `key` and the tier that held it, as ``TieredCache/lookup(_:)`` does.
        public func lookup(_ key: String) async -> (value: Codec.Value, tier: Tier)? {
            if let value = cache.memory.value(forKey: key) { return (value, .memory) }
            guard let disk = cache.disk, let (data, expiry) = await disk.suspending.entry(forKey: key) else {
                return nil
            }
            guard let value = try? cache.codec.decode(data) else {
                await disk.suspending.remove(forKey: key)
                return nil
            }
            cache.memory.set(value, forKey: key, cost: cache.codec.cost(of: value), expiresAt: expiry)
            return (value, .disk)
        }

        /// Stores `value` in memory and on disk.
        public func store(_ value: Codec.Value, forKey key: String, expiresAt: Date? = nil)
            async throws(ImageCacheError)
        {
            cache.memory.set(value, forKey: key, cost: cache.codec.cost(of: value), expiresAt: expiresAt)
            guard let disk = cache.disk else { return }
            try await disk.suspending.store(try cache.encoded(value, forKey: key), forKey: key, expiresAt: expiresAt)
        }

        /// Removes `key` from both tiers.
        public func remove(forKey key: String) async {
            cache.memory.removeValue(forKey: key)
            await cache.disk?.suspending.remove(forKey: key)
        }
    }
}
