import Foundation
import Testing

@testable import ImageCache

#if canImport(Glibc)
    import Glibc
#endif

@Suite struct DiskCacheTests {
    @Test func storesAndReadsBackAcrossInstances() throws {
        let directory = try TemporaryDirectory()
        let writer = try DiskCache(configuration: .init(directory: directory.url))
        let payload = Data((0..<10_000).map { UInt8($0 % 251) })
        try writer.store(payload, forKey: "https://example.com/a.png?page=1")
        try writer.store(Data("other".utf8), forKey: "https://example.com/a.png?page=2")

        let reader = try DiskCache(configuration: .init(directory: directory.url))
        #expect(reader.data(forKey: "https://example.com/a.png?page=1") == payload)
        #expect(reader.data(forKey: "https://example.com/a.png?page=2") == Data("other".utf8))
        #expect(reader.data(forKey: "absent") == nil)
        #expect(reader.statistics.hits == 2)
        #expect(reader.statistics.misses == 1)
        #expect(reader.statistics.entries == 2)
    }

    @Test func namesFilesByHashNeverByKey() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data("x".utf8), forKey: "../../etc/passwd")
        let files = entryFiles(in: directory.url)
        #expect(files.count == 1)
        let name = try #require(files.first?.lastPathComponent)
        #expect(name.count == 64)
        #expect(name.allSatisfy { $0.isHexDigit })
        #expect(files.first?.deletingLastPathComponent().lastPathComponent == String(name.prefix(2)))
    }

    @Test func flippedByteReadsAsMissAndIsRemoved() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(repeating: 7, count: 4096), forKey: "k")
        let file = try #require(entryFiles(in: directory.url).first)
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count - 100] ^= 0x01
        try bytes.write(to: file)

        #expect(cache.data(forKey: "k") == nil)
        #expect(entryFiles(in: directory.url).isEmpty)
    }

    @Test(arguments: [0, 10, 55, 56, 57, 2000, 4151])
    func truncatedEntryReadsAsMissAndIsRemoved(length: Int) throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(repeating: 9, count: 4096), forKey: "k")
        let file = try #require(entryFiles(in: directory.url).first)
        let bytes = try Data(contentsOf: file)
        try bytes.prefix(length).write(to: file)

        #expect(cache.data(forKey: "k") == nil)
        #expect(entryFiles(in: directory.url).isEmpty)
    }

    @Test func expiredEntryIsAMissGivenInjectedClock() throws {
        let directory = try TemporaryDirectory()
        let clock = ManualClock()
        let cache = try DiskCache(
            configuration: .init(directory: directory.url, defaultTimeToLive: 60, clock: clock.cacheClock)
        )
        try cache.store(Data("fresh".utf8), forKey: "k")
        clock.advance(by: 59)
        #expect(cache.data(forKey: "k") == Data("fresh".utf8))
        clock.advance(by: 2)
        #expect(cache.data(forKey: "k") == nil)
        #expect(entryFiles(in: directory.url).isEmpty)
    }

    @Test func sizeLimitHoldsAfterThousandsOfWrites() throws {
        let directory = try TemporaryDirectory()
        let limit = 256 * 1024
        let cache = try DiskCache(configuration: .init(directory: directory.url, sizeLimit: limit))
        for index in 0..<3_000 {
            try cache.store(Data(repeating: UInt8(index % 256), count: 1_000 + index % 500), forKey: "key-\(index)")
        }
        let onDisk = entryFiles(in: directory.url).reduce(0) { total, url in
            total + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
        #expect(onDisk <= limit)
        #expect(cache.statistics.cost == onDisk)
        #expect(cache.statistics.evictions > 0)
        // The most recent writes survive eviction.
        #expect(cache.data(forKey: "key-2999") == Data(repeating: UInt8(2999 % 256), count: 1_000 + 2999 % 500))
        #expect(cache.data(forKey: "key-0") == nil)
    }

    @Test func evictsLeastRecentlyReadFirst() throws {
        let directory = try TemporaryDirectory()
        let entrySize = 1_000 + 56 + 5
        let cache = try DiskCache(
            configuration: .init(directory: directory.url, sizeLimit: entrySize * 3, evictionTarget: 1)
        )
        // Each write pushes the entries already there 10 s into the past (instead of sleeping between writes), so
        // every entry has its own time: a is oldest, then b, then c.
        for key in ["key-a", "key-b", "key-c"] {
            for file in entryFiles(in: directory.url) {
                let time = try file.resourceValues(forKeys: [.contentModificationDateKey])
                let older = try #require(time.contentModificationDate).addingTimeInterval(-10)
                try FileManager.default.setAttributes([.modificationDate: older], ofItemAtPath: file.path)
            }
            try cache.store(Data(count: 1_000), forKey: key)
        }
        // Given "key-a" was read after "key-b" was written
        #expect(cache.data(forKey: "key-a") != nil)
        // When a fourth entry needs room
        try cache.store(Data(count: 1_000), forKey: "key-d")
        // Then "key-b" goes
        #expect(cache.data(forKey: "key-b") == nil)
        #expect(cache.data(forKey: "key-a") != nil)
        #expect(cache.data(forKey: "key-d") != nil)
    }

    @Test func verifyRemovesDamagedEntriesAndKeepsGoodOnes() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        for index in 0..<10 { try cache.store(Data(repeating: 1, count: 500), forKey: "k\(index)") }
        let files = entryFiles(in: directory.url)
        try Data("garbage".utf8).write(to: files[0])
        try Data().write(to: files[1])

        let report = cache.verify()
        #expect(report == DiskCache.VerificationReport(checked: 10, removed: 2))
        #expect(entryFiles(in: directory.url).count == 8)
    }

    @Test func removeAndRemoveAllDeleteEntries() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data("a".utf8), forKey: "a")
        try cache.store(Data("b".utf8), forKey: "b")
        cache.remove(forKey: "a")
        #expect(cache.data(forKey: "a") == nil)
        #expect(cache.data(forKey: "b") != nil)
        try cache.removeAll()
        #expect(cache.statistics.entries == 0)
    }

    @Test func concurrentTasksWritingAndReadingLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<100 {
                        let key = "w\(worker)-\(index)"
                        try cache.store(Data(key.utf8), forKey: key)
                        #expect(cache.data(forKey: key) == Data(key.utf8))
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.statistics.entries == 800)
    }

    @Test func refusesAnUnusableDirectory() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("plain-file")
        try Data().write(to: file)
        #expect(throws: ImageCacheError.self) {
            try DiskCache(configuration: .init(directory: file))
        }
    }
}

/// Cache maintenance acts only on names inside the cache directory: links are removed as links, never followed,
/// and nothing that is not a regular file is ever opened for a blocking read.
@Suite struct DiskCacheContainmentTests {
    @Test func aSymlinkedFolderInTheCacheIsRemovedAsALinkAndItsTargetIsUntouched() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let precious = outside.url.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: precious)
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(repeating: 7, count: 100), forKey: "a")
        // A sub-folder of entries replaced by a link to a folder the cache does not own.
        let link = directory.url.appendingPathComponent("entries/zz")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.url)

        #expect(cache.statistics.entries == 1)
        let report = cache.verify()
        #expect(report.removed == 1)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside.url)
        try cache.removeAll()
        _ = try cache.prune()
        #expect(try Data(contentsOf: precious) == Data("keep me".utf8))
        #expect(cache.data(forKey: "a") == nil)
    }

    @Test func aFolderSwappedForALinkBetweenScanAndRemovalIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url, sizeLimit: 1 << 20))
        try cache.store(Data(repeating: 7, count: 100), forKey: "a")
        let scan = cache.scan()
        let entry = try #require(scan.entries.first)
        let inode = try #require(POSIXFile.status(entry.path)).inode
        // Between the scan and the removal, the entry's folder becomes a link to a folder holding a file of the
        // same name: the removal must fail rather than delete that file.
        let folder = URL(fileURLWithPath: entry.path).deletingLastPathComponent()
        let name = URL(fileURLWithPath: entry.path).lastPathComponent
        let precious = outside.url.appendingPathComponent(name)
        try Data("keep me".utf8).write(to: precious)
        try FileManager.default.removeItem(at: folder)
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside.url)

        // Every removal, eviction and rename goes through this primitive.
        #expect(!POSIXFile.unlink(entry.path, under: cache.rootPath))
        #expect(cache.evict(downTo: 0) == 0)
        #expect(
            cache.removeForeign(
                DiskCache.Scan(foreign: [(entry.path, POSIXFile.Status(size: 0, inode: 0, modified: timespec()))])
            ) == 0
        )
        cache.removeIfUnchanged(path: entry.path, inode: inode)
        #expect(try Data(contentsOf: precious) == Data("keep me".utf8))
        // Writing an entry into the linked folder is refused too, rather than landing outside the cache.
        #expect(throws: ImageCacheError.self) { try cache.store(Data(repeating: 1, count: 10), forKey: "a") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == [name])
    }

    @Test func aFIFOInAnEntrysPlaceIsAMissAndIsRemovedWithoutBlocking() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        try cache.store(Data(repeating: 1, count: 100), forKey: "k")
        let path = try #require(entryFiles(in: directory.url).first).path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(cache.data(forKey: "k") == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(mkfifo(path, 0o600) == 0)
        #expect(cache.verify().removed == 1)
    }

    @Test func temporaryFilesOfAKilledWriterAreSweptByVerify() throws {
        let directory = try TemporaryDirectory()
        let cache = try DiskCache(configuration: .init(directory: directory.url))
        let leftover = directory.url.appendingPathComponent("tmp/\(UUID().uuidString)")
        try Data(count: 10).write(to: leftover)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-120)],
            ofItemAtPath: leftover.path
        )
        _ = cache.verify()
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func aLinkInPlaceOfTheEntriesFolderIsRefused() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("entries"),
            withDestinationURL: outside.url
        )
        #expect(throws: ImageCacheError.self) { try DiskCache(configuration: .init(directory: directory.url)) }
    }
}
