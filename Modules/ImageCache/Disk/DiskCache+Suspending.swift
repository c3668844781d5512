import AsyncPrimitives
public import Foundation

/// The cache's operations for async callers, as ``DiskCache/suspending``: each suspends the caller while the cache's own thread waits for the
/// directory's lock (another process may hold it for as long as it likes) or rescans the directory, so no thread of
/// the cooperative pool is ever held by a cache wait. Reads take no lock and run in the calling task; only the
/// removal of a damaged entry goes to the cache's thread.
///
/// ```swift
/// try await cache.suspending.store(bytes, forKey: "https://example.com/a.png")
/// let hit = await cache.suspending.data(forKey: "https://example.com/a.png")
/// ```
///
/// Each has the name and parameters of its synchronous twin on ``DiskCache``. They live on a view rather than
/// beside their twins because Swift prefers an `async` overload in async code and would then reject every existing
/// synchronous call there that is not marked `await`: the synchronous API stays source-compatible.
extension DiskCache {
    /// The operations that may wait for the directory's lock, suspending the caller instead of blocking its thread.
    public var suspending: Suspending { Suspending(cache: self) }

    /// A view of a ``DiskCache`` whose operations suspend instead of blocking.
    public struct Suspending: Sendable {
        /// The cache acted on.
        public let cache: DiskCache

        /// Returns the bytes stored under `key`, or nil, as ``DiskCache/data(forKey:)`` does, without blocking.
        public func data(forKey key: String) async -> Data? {
            await entry(forKey: key)?.data
        }

        /// Returns the bytes stored under `key` with the entry's expiry, or nil, without blocking.
        public func entry(forKey key: String) async -> (data: Data, expiresAt: Date?)? {
            switch cache.read(key) {
            case .hit(let data, let expiry): return (data, expiry)
            case .miss: return nil
            case .damaged(let path, let inode):
                await cache.worker.run { cache.removeHoldingLock(path: path, ifInode: inode) }
                return nil
            }
        }

        /// Stores `data` under `key`, replacing any entry and evicting beyond the limit, suspending (not blocking)
        /// while the lock is held elsewhere.
        /// - Parameter expiresAt: when the entry stops being served; defaults to the configured time to live.
        public func store(_ data: Data, forKey key: String, expiresAt: Date? = nil) async throws(ImageCacheError) {
            let write = try cache.prepareWrite(data, forKey: key, expiresAt: expiresAt)
            try await cache.worker.run { () throws(ImageCacheError) in try cache.commitHoldingLock(write) }
        }

        /// Removes the entry for `key`, if any, without blocking.
        public func remove(forKey key: String) async {
            let path = cache.entryPath(for: key)
            await cache.worker.run { cache.removeHoldingLock(path: path, ifInode: nil) }
        }

        /// Removes every entry, without blocking.
        public func removeAll() async throws(ImageCacheError) {
            try await cache.worker.run { () throws(ImageCacheError) in try cache.removeAllHoldingLock() }
        }

        /// Checks every entry as ``DiskCache/verify()`` does, on the cache's thread.
        public func verify() async -> VerificationReport {
            await cache.worker.run { cache.verifyOnWorker() }
        }

        /// Removes expired entries and enforces the size limit as ``DiskCache/prune()`` does, on the cache's thread.
        @discardableResult
        public func prune() async throws(ImageCacheError) -> Int {
            try await cache.worker.run { () throws(ImageCacheError) in try cache.pruneOnWorker() }
        }
    }
}
