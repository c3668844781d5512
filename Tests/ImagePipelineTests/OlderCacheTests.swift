import Foundation
import ImageCache
import ImagePipeline
import Testing

/// A thumbnail cache written by the tool of the commit before issue #52 (`Fixtures/cache-af2d4ff`, made once with
/// that commit's `thumbnails --input` on the Display P3 JPEG and committed; `made-by.json` says how) is not answered
/// from: that code's entry is whole and readable, yet today's pipeline, asked for the same picture and recipe,
/// makes the thumbnail itself.
@Suite struct OlderCacheTests {
    struct MadeBy: Decodable {
        var url: String
        var source: String
        var size: Int
        var quality: Int
        var key: String
    }

    @Test func aCacheOfTheCommitBeforeIsNotAnsweredFromForATaggedPicture() async throws {
        let fixture = try Fixtures.root.appendingPathComponent("cache-af2d4ff")
        let madeBy = try JSONDecoder().decode(
            MadeBy.self,
            from: Data(contentsOf: fixture.appendingPathComponent("made-by.json"))
        )
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("older-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("thumbnails"), to: directory)

        // Given the older code's entry, whole: it is what that code answered its second run from
        let disk = try DiskCache(configuration: .init(directory: directory))
        let older = try #require(disk.data(forKey: madeBy.key), "the fixture's entry reads back")
        #expect(older.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG thumbnail")

        // When today's pipeline is asked for the same picture with the same recipe over that cache
        let loader = MockDataLoader(data: try Fixtures.data(madeBy.source))
        let pipeline = ImagePipeline(
            configuration: .init(
                dataLoader: loader,
                resultCache: TieredCache(memory: MemoryCache(), disk: disk, codec: DataCodec())
            )
        )
        let recipe = ImageRecipe(
            width: madeBy.size,
            height: madeBy.size,
            fit: .cover,
            format: .png,
            quality: madeBy.quality
        )
        let request = ImageRequest(url: try #require(URL(string: madeBy.url)), recipe: recipe)
        let response = try await pipeline.thumbnail(for: request)

        // Then it is not from the cache: it decoded, under a key of its own identity
        #expect(response.cacheTier == nil && pipeline.statistics.decodes == 1)
        #expect(response.cacheKey != madeBy.key && pipeline.ownsKey(response.cacheKey))
        #expect(!pipeline.ownsKey(madeBy.key), "cache stats counts the older entry as other code's")
        // and a second ask is answered from what it stored.
        let again = try await pipeline.thumbnail(for: request)
        #expect(again.cacheTier != nil && again.data == response.data)
    }
}
