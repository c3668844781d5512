import Foundation
import ImageCache
import ScreenReview
import Testing

@testable import CatalogTool

/// `cache` covers every cache the tool writes (the render cache and the avatar store too), the render cache keeps a
/// size limit, and a cache directory that is a file is named as such (issue #42).
@Suite struct CacheCoverageTests {
    /// A render-cache entry of `bytes` bytes under `directory`, used at `used`.
    func entry(_ index: Int, bytes: Int, in directory: URL, used: Date) throws -> URL {
        let key = String(repeating: String(format: "%02x", index), count: 32)
        let folder = directory.appending(path: String(key.prefix(2)))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = Data(repeating: UInt8(index), count: bytes)
        let file = folder.appending(path: "\(key).png")
        try png.write(to: file)
        try Data(FileDigest.sha256(png).utf8).write(to: folder.appending(path: "\(key).sha256"))
        try FileManager.default.setAttributes([.modificationDate: used], ofItemAtPath: file.path)
        return file
    }

    @Test func renderCacheEntriesAreVerifiedAndHeldToTheLimitLeastRecentlyUsedFirst() throws {
        let scratch = try Scratch()
        let directory = scratch.url.appending(path: "renders")
        let now = Date()
        let old = try entry(1, bytes: 1000, in: directory, used: now.addingTimeInterval(-300))
        let recent = try entry(2, bytes: 1000, in: directory, used: now)
        let damaged = try entry(3, bytes: 1000, in: directory, used: now)
        var bytes = try Data(contentsOf: damaged)
        bytes[500] ^= 0xFF
        try bytes.write(to: damaged)
        var files = RenderCacheFiles(directory: directory)
        #expect(files.statistics.entries == 3)
        #expect(files.verify() == (checked: 3, removed: 1))
        files.limit = 1500
        #expect(files.evictToLimit() == 1)
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(FileManager.default.fileExists(atPath: recent.path))
        try files.removeAll()
        #expect(files.statistics.entries == 0)
    }

    @Test func statsListTheRenderCacheAndTheAvatarStore() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appending(path: "cache")
        _ = try entry(7, bytes: 64, in: cache.appending(path: "renders"), used: Date())
        let avatars = try DiskCache(configuration: .init(directory: cache.appending(path: "avatars")))
        try avatars.store(Data([1, 2, 3]), forKey: "avatar/1-abc")
        let output = try await ToolProcess.run(["cache", "stats", "--json"], cache: cache, in: scratch.url)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(#""cache":"renders""#) && output.stdout.contains(#""cache":"avatars""#))
        let cleared = try await ToolProcess.run(["cache", "clear"], cache: cache, in: scratch.url)
        #expect(cleared.status == 0 && cleared.stdout.contains("renders: 0 entries"), "\(cleared.stdout)")
        #expect(RenderCacheFiles(directory: cache.appending(path: "renders")).statistics.entries == 0)
    }

    @Test func aCacheDirectoryThatIsAFileIsNamed() async throws {
        let scratch = try Scratch()
        let file = scratch.url.appending(path: "not-a-directory")
        try Data("x".utf8).write(to: file)
        let output = try await ToolProcess.run(["cache", "clear"], cache: file, in: scratch.url)
        #expect(output.status != 0)
        #expect(output.stderr.contains(file.path) && output.stderr.contains("not a directory"), "\(output.stderr)")
        #expect(!output.stdout.contains("no caches yet"))
    }
}
