import Foundation
import ImageCache
import ImagePipeline

/// One of the tool's caches as `cache stats|verify|prune|clear` treats it: a disk cache (thumbnails, bitmaps, HTTP,
/// avatars) or the render cache's files.
enum ToolCache {
    /// A disk cache; `pipelineKeys` when its keys are an image pipeline's (``ImagePipeline/ownsKey(_:)``).
    case disk(DiskCache, pipelineKeys: Bool)
    case renders(RenderCacheFiles)

    /// What the running build's caches are keyed by: its pipeline's identity and its renderer's tag.
    struct Identities {
        var pipeline: ImagePipeline
        /// nil when the renderer cannot be made here (no fonts): its entries are then not told apart.
        var renderTag: String?
    }

    /// Entries of the running build and of other code or settings, for a cache whose keys carry the code's
    /// identity; nil for one whose entries do not depend on our code (HTTP responses, avatars as downloaded).
    func census(_ identities: Identities) -> (current: Int, other: Int, otherBytes: Int)? {
        switch self {
        case .disk(let cache, true):
            let census = cache.census(keysWhere: identities.pipeline.ownsKey)
            return (census.matching.entries, census.other.entries, census.other.bytes)
        case .disk(_, false):
            return nil
        case .renders(let files):
            guard let tag = identities.renderTag else { return nil }
            let census = files.census(currentTag: tag)
            return (census.current.entries, census.other.entries, census.other.bytes)
        }
    }

    /// Removes the entries of other code or settings (see ``census(_:)``); how many went.
    func removeOthers(_ identities: Identities) -> Int {
        switch self {
        case .disk(let cache, true):
            let pipeline = identities.pipeline
            return cache.removeEntries(keysWhere: { !pipeline.ownsKey($0) })
        case .disk(_, false):
            return 0
        case .renders(let files):
            guard let tag = identities.renderTag else { return 0 }
            return files.removeOthers(currentTag: tag)
        }
    }

    /// Entries and bytes held.
    var statistics: (entries: Int, bytes: Int) {
        switch self {
        case .disk(let cache, _):
            let statistics = cache.statistics
            return (statistics.entries, statistics.cost)
        case .renders(let files):
            return files.statistics
        }
    }

    /// Checks every entry, removing corrupt ones.
    func verify() -> (checked: Int, removed: Int) {
        switch self {
        case .disk(let cache, _):
            let report = cache.verify()
            return (report.checked, report.removed)
        case .renders(let files):
            return files.verify()
        }
    }

    /// Removes corrupt and expired entries and enforces the size limit; how many went.
    func prune() throws -> Int {
        switch self {
        case .disk(let cache, _): try cache.prune()
        case .renders(let files): files.prune()
        }
    }

    /// Removes every entry.
    func removeAll() throws {
        switch self {
        case .disk(let cache, _): try cache.removeAll()
        case .renders(let files): try files.removeAll()
        }
    }
}
