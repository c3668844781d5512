import Foundation
import ImageCache

/// One of the tool's caches as `cache stats|verify|prune|clear` treats it: a disk cache (thumbnails, bitmaps, HTTP,
/// avatars) or the render cache's files.
enum ToolCache {
    case disk(DiskCache)
    case renders(RenderCacheFiles)

    /// Entries and bytes held.
    var statistics: (entries: Int, bytes: Int) {
        switch self {
        case .disk(let cache):
            let statistics = cache.statistics
            return (statistics.entries, statistics.cost)
        case .renders(let files):
            return files.statistics
        }
    }

    /// Checks every entry, removing corrupt ones.
    func verify() -> (checked: Int, removed: Int) {
        switch self {
        case .disk(let cache):
            let report = cache.verify()
            return (report.checked, report.removed)
        case .renders(let files):
            return files.verify()
        }
    }

    /// Removes corrupt and expired entries and enforces the size limit; how many went.
    func prune() throws -> Int {
        switch self {
        case .disk(let cache): try cache.prune()
        case .renders(let files): files.prune()
        }
    }

    /// Removes every entry.
    func removeAll() throws {
        switch self {
        case .disk(let cache): try cache.removeAll()
        case .renders(let files): try files.removeAll()
        }
    }
}
