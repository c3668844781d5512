import Foundation
import ScreenReview

/// The render cache's files (`CACHE/renders/<2 hex>/<key>.png` beside `<key>.sha256`) as `cache` sees them: counted,
/// verified against their digests, pruned to a size limit (least recently used out: a hit touches its entry) and
/// cleared. Nothing outside `directory` is read or removed; only names this cache writes are.
struct RenderCacheFiles: Sendable {
    /// The render cache's size limit: 512 MiB, like each disk cache.
    static let defaultLimit = 512 << 20

    let directory: URL
    var limit = Self.defaultLimit

    /// One entry: its PNG, its size with its digest, when it was last used.
    struct Entry {
        var png: URL
        var bytes: Int
        var used: Date
        var digest: URL { png.deletingPathExtension().appendingPathExtension("sha256") }
    }

    /// Every entry with a PNG of our naming (`<64 hex>.png` under a two-hex folder).
    func entries() -> [Entry] {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
        var found: [Entry] = []
        for folder in folders where folder.count == 2 && folder.allSatisfy(\.isHexDigit) {
            let path = directory.appendingPathComponent(folder)
            guard let names = try? manager.contentsOfDirectory(atPath: path.path) else { continue }
            for name in names where name.hasSuffix(".png") && name.dropLast(4).count == 64 {
                let png = path.appendingPathComponent(name)
                guard
                    let values = try? png.resourceValues(forKeys: [
                        .fileSizeKey, .contentModificationDateKey, .isRegularFileKey,
                    ]),
                    values.isRegularFile == true
                else { continue }
                let digestBytes =
                    (try? manager.attributesOfItem(atPath: png.deletingPathExtension().path + ".sha256"))?[.size]
                    as? Int ?? 0
                found.append(
                    Entry(
                        png: png,
                        bytes: (values.fileSize ?? 0) + digestBytes,
                        used: values.contentModificationDate ?? .distantPast
                    )
                )
            }
        }
        return found
    }

    /// Entries and bytes held.
    var statistics: (entries: Int, bytes: Int) {
        let all = entries()
        return (all.count, all.reduce(0) { $0 + $1.bytes })
    }

    /// Hashes every entry again; removes those whose PNG does not match its digest (or has none).
    func verify() -> (checked: Int, removed: Int) {
        var removed = 0
        let all = entries()
        for entry in all {
            let digest = try? String(contentsOf: entry.digest, encoding: .utf8)
            guard let png = try? Data(contentsOf: entry.png), let digest, FileDigest.sha256(png) == digest else {
                remove(entry)
                removed += 1
                continue
            }
        }
        return (all.count, removed)
    }

    /// Removes damaged entries, then the least recently used until the cache is within ``limit``; how many went.
    func prune() -> Int {
        verify().removed + evictToLimit()
    }

    /// Removes the least recently used entries until the cache is within ``limit`` (no hashing: what `gallery`
    /// does after each run); how many went.
    func evictToLimit() -> Int {
        var removed = 0
        var all = entries().sorted { $0.used > $1.used }
        var total = all.reduce(0) { $0 + $1.bytes }
        while total > limit, let oldest = all.popLast() {
            remove(oldest)
            total -= oldest.bytes
            removed += 1
        }
        return removed
    }

    /// Removes every entry (the folder goes; it is made again by the next render).
    func removeAll() throws {
        guard FileManager.default.fileExists(atPath: directory.path) else { return }
        try FileManager.default.removeItem(at: directory)
    }

    private func remove(_ entry: Entry) {
        try? FileManager.default.removeItem(at: entry.png)
        try? FileManager.default.removeItem(at: entry.digest)
    }
}
