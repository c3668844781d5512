import Foundation
import ImageCache
import ImagePipeline
import ScreenReview
import Testing
import TextEngine

@testable import CatalogTool

/// `cache stats` tells, per store, this build's entries from those other code or settings made, and `cache prune`
/// removes the latter (issue #52, item 5).
@Suite struct CacheIdentityTests {
    /// A render-cache entry named `name` (without `.png`) under `renders`.
    func renderEntry(_ name: String, in renders: URL) throws {
        let folder = renders.appending(path: String(name.suffix(64).prefix(2)))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let png = Data(repeating: 7, count: 64)
        try png.write(to: folder.appending(path: "\(name).png"))
        try Data(FileDigest.sha256(png).utf8).write(to: folder.appending(path: "\(name).sha256"))
    }

    /// The `--json` line of `cache` named `name`.
    func line(_ name: String, in stdout: String) throws -> [String: Int] {
        let text = try #require(stdout.split(separator: "\n").first { $0.contains(#""cache":"\#(name)""#) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return object.compactMapValues { $0 as? Int }
    }

    @Test func statsCountOtherCodesEntriesAndPruneRemovesThem() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appending(path: "cache")
        let pipeline = ImagePipeline()
        let thumbnails = try DiskCache(configuration: .init(directory: cache.appending(path: "thumbnails")))
        let current = pipeline.keyPrefix + String(repeating: "a", count: 64)
        try thumbnails.store(Data([1]), forKey: current)
        // A key of the code before the pipeline's identity was computed, and one of a pipeline of other settings.
        try thumbnails.store(Data([2]), forKey: "thumb-" + String(repeating: "b", count: 64))
        try thumbnails.store(Data([3]), forKey: "thumb-0123456789abcdef-" + String(repeating: "c", count: 64))
        let avatars = try DiskCache(configuration: .init(directory: cache.appending(path: "avatars")))
        try avatars.store(Data([4]), forKey: "avatar/1-abc")
        let renders = cache.appending(path: "renders")
        let tag = try? RenderCache(cacheDirectory: cache, measurer: TextMeasurer(), pipelineIdentity: pipeline.identity)
            .tag
        if let tag { try renderEntry(tag + "-" + String(repeating: "d", count: 64), in: renders) }
        try renderEntry(String(repeating: "e", count: 64), in: renders)

        let stats = try await ToolProcess.run(["cache", "stats", "--json"], cache: cache, in: scratch.url)
        #expect(stats.status == 0, "\(stats.stderr)")
        let before = try line("thumbnails", in: stats.stdout)
        #expect(before["entries"] == 3 && before["current"] == 1 && before["other"] == 2, "\(stats.stdout)")
        // Avatars are pictures as downloaded: no code of ours made them, so they are not split.
        #expect(try line("avatars", in: stats.stdout)["current"] == nil)
        if tag != nil {
            let rendersBefore = try line("renders", in: stats.stdout)
            #expect(rendersBefore["current"] == 1 && rendersBefore["other"] == 1, "\(stats.stdout)")
        }

        let prune = try await ToolProcess.run(["cache", "prune", "--json"], cache: cache, in: scratch.url)
        #expect(prune.status == 0, "\(prune.stderr)")
        let after = try line("thumbnails", in: prune.stdout)
        #expect(after["entries"] == 1 && after["other"] == 0 && after["removed"] == 2, "\(prune.stdout)")
        #expect(thumbnails.data(forKey: current) == Data([1]))
        #expect(avatars.data(forKey: "avatar/1-abc") == Data([4]))
        if tag != nil {
            let rendersAfter = try line("renders", in: prune.stdout)
            #expect(rendersAfter["entries"] == 1 && rendersAfter["current"] == 1, "\(prune.stdout)")
        }
    }

    @Test func renderEntryNamesAreTaggedOrOfOlderCode() {
        let hash = String(repeating: "f", count: 64)
        #expect(RenderCacheFiles.tag(ofName: "0123456789abcdef-\(hash).png") == .some("0123456789abcdef"))
        #expect(RenderCacheFiles.tag(ofName: "\(hash).png") == .some(nil))
        #expect(RenderCacheFiles.tag(ofName: "\(hash).sha256") == nil)
        #expect(RenderCacheFiles.tag(ofName: "notes.png") == nil)
        #expect(RenderCacheFiles.tag(ofName: "0123-\(hash).png") == nil)
    }
}
