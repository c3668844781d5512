import FeatureKit
import Foundation
import Networking

/// The `/layout.json|svg|png` answers made lately, each with what its screen read (``ScreenReads``): a repeated
/// request is answered from here while every feed it read gives the same body again (the client's HTTP cache answers
/// a fresh feed without the network) and every local file it read is unchanged, so a repeated screen costs a lookup
/// and a hash of its feed, not a load, a decode and a layout (issue #42). Bounded in bytes, least recently used out,
/// and in age: pictures are not among the reads, so a PNG is made again at least every ``lifetime``.
actor LayoutCache {
    private struct Entry {
        var payload: ServerRoutes.LayoutPayload
        var reads: [ScreenReads.Read]
        var made: ContinuousClock.Instant
        var lastUsed: ContinuousClock.Instant
        var bytes: Int
    }

    private let byteLimit: Int
    private let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var entries: [String: Entry] = [:]
    /// The sum of the held answers' bytes.
    private(set) var bytes = 0
    /// Answers given from the cache, for tests and figures.
    private(set) var hits = 0

    init(byteLimit: Int, lifetime: Duration, now: @escaping @Sendable () -> ContinuousClock.Instant) {
        self.byteLimit = max(0, byteLimit)
        self.lifetime = lifetime
        self.now = now
    }

    /// How many answers are held.
    var count: Int { entries.count }

    /// The answer held for `key` if what it read still reads the same through `client`; a stale one is dropped.
    func payload(for key: String, client: HTTPClient) async -> ServerRoutes.LayoutPayload? {
        guard let entry = entries[key] else { return nil }
        guard now() - entry.made < lifetime else {
            remove(key)
            return nil
        }
        let current = await ScreenReads.areCurrent(entry.reads, client: client)
        // A check cut short by a cancelled request says nothing about the entry.
        if Task.isCancelled { return nil }
        // Another request may have replaced the entry while the reads were checked: only this one is judged.
        guard var held = entries[key], held.made == entry.made else { return current ? entry.payload : nil }
        guard current else {
            remove(key)
            return nil
        }
        held.lastUsed = now()
        entries[key] = held
        hits += 1
        return held.payload
    }

    /// Keeps `payload` for `key` with what its screen read; nothing when the screen cannot be reused (`reads` nil) or
    /// the answer alone is past the limit.
    func store(_ payload: ServerRoutes.LayoutPayload, for key: String, reads: [ScreenReads.Read]?) {
        guard let reads else { return }
        let bytes = payload.body.count + key.utf8.count + 256 * reads.count
        remove(key)
        guard bytes <= byteLimit else { return }
        while !entries.isEmpty, self.bytes + bytes > byteLimit,
            let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            remove(oldest)
        }
        let moment = now()
        entries[key] = Entry(payload: payload, reads: reads, made: moment, lastUsed: moment, bytes: bytes)
        self.bytes += bytes
    }

    private func remove(_ key: String) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        bytes -= entry.bytes
    }
}
