public import Foundation
import ImageCache
import Synchronization

/// Where an ``HTTPCache`` keeps its entries: on disk (ImageCache's verified store, shared by processes) or in memory
/// (a story's own cache, which starts empty so its output never depends on what a disk cache holds).
public protocol HTTPCacheStoring: Sendable {
    func data(forKey key: String) async -> Data?
    func store(_ data: Data, forKey key: String) async throws
    func remove(forKey key: String) async
}

/// The disk store: ImageCache's `DiskCache`, used through its suspending API so no call blocks the caller's thread.
struct DiskHTTPCacheStore: HTTPCacheStoring {
    let disk: DiskCache

    func data(forKey key: String) async -> Data? { await disk.suspending.data(forKey: key) }
    func store(_ data: Data, forKey key: String) async throws { try await disk.suspending.store(data, forKey: key) }
    func remove(forKey key: String) async { await disk.suspending.remove(forKey: key) }
}

/// Entries in memory, bounded by count (the oldest stored goes first). Its contents can be taken out as a value and
/// put back into a new store, so that a copy of a story's state has a cache of its own.
public final class MemoryHTTPCacheStore: HTTPCacheStoring {
    /// At most this many entries are kept.
    public static let maxEntries = 256

    private let entries: Mutex<[String: Data]>
    private let order: Mutex<[String]>

    /// A store holding `entries` (from ``snapshot``).
    public init(entries: [String: Data] = [:]) {
        self.entries = Mutex(entries)
        self.order = Mutex(Array(entries.keys).sorted())
    }

    /// The entries, as a value.
    public var snapshot: [String: Data] { entries.withLock { $0 } }

    public func data(forKey key: String) async -> Data? { entries.withLock { $0[key] } }

    public func store(_ data: Data, forKey key: String) async throws {
        let evicted: String? = order.withLock { order in
            order.removeAll { $0 == key }
            order.append(key)
            return order.count > Self.maxEntries ? order.removeFirst() : nil
        }
        entries.withLock { entries in
            entries[key] = data
            if let evicted { entries[evicted] = nil }
        }
    }

    public func remove(forKey key: String) async {
        order.withLock { $0.removeAll { $0 == key } }
        _ = entries.withLock { $0.removeValue(forKey: key) }
    }
}
