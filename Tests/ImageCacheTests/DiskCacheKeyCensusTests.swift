import Foundation
import Testing

@testable import ImageCache

/// Entries counted and removed by what their keys say (`cache stats` per code identity, `cache prune`'s removal of
/// what other code wrote; issue #52).
@Suite struct DiskCacheKeyCensusTests {
    @Test func countsEntriesOnEachSideOfATestOnTheirKeys() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(count: 100), forKey: "thumb-aaaa-1")
        try cache.store(Data(count: 200), forKey: "thumb-aaaa-2")
        try cache.store(Data(count: 300), forKey: "thumb-bbbb-1")
        // A key longer than the first read of a header: read to its stated length, not taken for damage.
        let long = "thumb-aaaa-" + String(repeating: "x", count: 10_000)
        try cache.store(Data(count: 10), forKey: long)
        let census = cache.census(keysWhere: { $0.hasPrefix("thumb-aaaa-") })
        #expect(census.matching.entries == 3)
        #expect(census.other.entries == 1)
        // Bytes are the files' (header and key included), so a census adds up to the statistics.
        #expect(census.matching.bytes + census.other.bytes == cache.statistics.cost)
        #expect(census.other.bytes > 300 && census.other.bytes < 400)
    }

    @Test func aFileThatIsNotAnEntryCountsAsOther() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(count: 10), forKey: "thumb-aaaa-1")
        let folder = directory.url.appending(path: "entries/00")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not an entry".utf8).write(to: folder.appending(path: String(repeating: "0", count: 64)))
        let census = cache.census(keysWhere: { _ in true })
        #expect(census.matching.entries == 1)
        #expect(census.other.entries == 1)
    }

    @Test func removesTheEntriesWhoseKeysPassAndKeepsTheRest() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data([1]), forKey: "thumb-aaaa-1")
        try cache.store(Data([2]), forKey: "thumb-bbbb-1")
        try cache.store(Data([3]), forKey: "thumb-bbbb-2")
        #expect(cache.removeEntries(keysWhere: { !$0.hasPrefix("thumb-aaaa-") }) == 2)
        #expect(cache.data(forKey: "thumb-aaaa-1") == Data([1]))
        #expect(cache.data(forKey: "thumb-bbbb-1") == nil)
        #expect(cache.statistics.entries == 1)
        // The size ledger follows the removals: a store after them is not evicted by bytes that are gone.
        #expect(cache.census(keysWhere: { _ in true }).other.entries == 0)
    }
}
