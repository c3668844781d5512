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

    /// One entry: its PNG, its size with its digest, when it was last used, the renderer tag its name starts with
    /// (``RenderCache/tag``; nil for a name older code wrote, `<64 hex>.png`).
    struct Entry {
        var png: URL
        var bytes: Int
        var used: Date
        var tag: String?
        var digest: URL { png.deletingPathExtension().appendingPathExtension("sha256") }
    }

    /// The renderer tag of an entry's PNG name (`<16 hex>-<64 hex>.png`), `.some(nil)` for an untagged name older
    /// code wrote (`<64 hex>.png`), nil for a name this cache does not write.
    static func tag(ofName name: String) -> String?? {
        guard name.hasSuffix(".png") else { return nil }
        let stem = name.dropLast(4)
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return nil }
        switch parts.map(\.count) {
        case [64]: return .some(nil)
        case [16, 64]: return .some(String(parts[0]))
        default: return nil
        }
    }

    /// Every entry with a PNG of our naming (`<16 hex>-<64 hex>.png` or, from older code, `<64 hex>.png`, under a
    /// two-hex folder).
    func entries() -> [Entry] {
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: directory.path) else { return [] }
        var found: [Entry] = []
        for folder in folders where folder.count == 2 && folder.allSatisfy(\.isHexDigit) {
            let path = directory.appendingPathComponent(folder)
            guard let names = try? manager.contentsOfDirectory(atPath: path.path) else { continue }
            for name in names {
                guard let tag = Self.tag(ofName: name) else { continue }
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
                        used: values.contentModificationDate ?? .distantPast,
                        tag: tag
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

    /// Entries and bytes of the renderer tagged `tag`, and of every other (older code's, other settings').
    func census(currentTag tag: String) -> (current: (entries: Int, bytes: Int), other: (entries: Int, bytes: Int)) {
        var current = (entries: 0, bytes: 0)
        var other = (entries: 0, bytes: 0)
        for entry in entries() {
            if entry.tag == tag {
                current = (current.entries + 1, current.bytes + entry.bytes)
            } else {
                other = (other.entries + 1, other.bytes + entry.bytes)
            }
        }
        return (current, other)
    }

    /// Removes every entry not of the renderer tagged `tag`; how many went.
    func removeOthers(currentTag tag: String) -> Int {
        let others = entries().filter { $0.tag != tag }
        others.forEach(remove)
        return others.count
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
