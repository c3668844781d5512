import ColorManagement
import Foundation
import ImageCache
import ImagePipeline
import Testing

/// Caches follow the code (issue #52): the pipeline's identity in every key is what its code and settings make of
/// fixed probe pictures, so a pipeline whose colour handling differs (here the rendering intent, injected through the
/// configuration, not edited into the source) misses every cache another one wrote and makes its own result.
@Suite struct PipelineIdentityTests {
    static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("identity-\(UUID().uuidString)")
    }

    /// A tagged picture whose pixels the intent changes: a CMYK JPEG whose profile has a table for each intent (a
    /// matrix-shaper RGB profile, as Adobe RGB's, converts alike in both).
    static let tagged = ImageRequest(
        url: URL(fileURLWithPath: "/virtual/cmyk-profile.jpg"),
        recipe: ImageRecipe(width: 24, height: 16, format: .png)
    )

    @Test func theIdentityIsStableAndMovesWithTheColourIntent() {
        let perceptual = ImagePipeline().identity
        #expect(perceptual.count == 64)
        #expect(ImagePipeline().identity == perceptual, "computed from outputs, so the same code gives the same one")
        let relative = ImagePipeline(configuration: .init(colorIntent: .relativeColorimetric)).identity
        #expect(relative != perceptual)
    }

    @Test func theRecipeKeyNamesColourHandlingAndOrientation() {
        let canonical = ImageRecipe(width: 8, height: 8).canonical
        #expect(canonical.contains("color=srgb/perceptual") && canonical.contains("orient=exif"))
        #expect(
            ImageRecipe(width: 8, height: 8, colorIntent: .relativeColorimetric).canonical.contains(
                "color=srgb/relative"
            )
        )
    }

    @Test func theThumbnailCacheMissesGivenAnotherIntent() async throws {
        // Given a disk cache filled by a pipeline converting perceptually
        let directory = Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loader = MockDataLoader(data: try Fixtures.data("color/cmyk-profile.jpg"))
        func pipeline(_ intent: RenderingIntent) throws -> ImagePipeline {
            let disk = try DiskCache(configuration: .init(directory: directory))
            let cache = TieredCache(memory: MemoryCache(), disk: disk, codec: DataCodec())
            return ImagePipeline(configuration: .init(dataLoader: loader, resultCache: cache, colorIntent: intent))
        }
        let old = try await pipeline(.perceptual).thumbnail(for: Self.tagged)

        // When a pipeline with relative colorimetric asks for the same picture
        let newer = try pipeline(.relativeColorimetric)
        let new = try await newer.thumbnail(for: Self.tagged)

        // Then it is not answered from the cache, and its bytes are what an empty cache gives
        #expect(new.cacheTier == nil && newer.statistics.decodes == 1)
        #expect(new.cacheKey != old.cacheKey)
        let fresh = try await ImagePipeline(
            configuration: .init(dataLoader: loader, resultCache: nil, colorIntent: .relativeColorimetric)
        ).thumbnail(for: Self.tagged)
        #expect(new.data == fresh.data)
        #expect(new.data != old.data, "the intent changes this picture's pixels")
        // And the same settings again are warm
        let again = try await pipeline(.perceptual).thumbnail(for: Self.tagged)
        #expect(again.cacheTier == .disk && again.data == old.data)
    }

    @Test func theBitmapStoreMissesGivenAnotherIntent() async throws {
        let directory = Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loader = MockDataLoader(data: try Fixtures.data("color/cmyk-profile.jpg"))
        func pipeline(_ intent: RenderingIntent) throws -> ImagePipeline {
            let store = try DiskCache(configuration: .init(directory: directory))
            return ImagePipeline(
                configuration: .init(dataLoader: loader, resultCache: nil, bitmapStore: store, colorIntent: intent)
            )
        }
        let old = try await pipeline(.perceptual).pixels(for: Self.tagged)
        let newer = try pipeline(.relativeColorimetric)
        let new = try await newer.pixels(for: Self.tagged)
        #expect(newer.statistics.decodes == 1 && newer.statistics.cacheHits == 0)
        #expect(new != old)
        let warm = try pipeline(.perceptual)
        #expect(try await warm.pixels(for: Self.tagged) == old)
        #expect(warm.statistics.decodes == 0 && warm.statistics.cacheHits == 1)
    }

    @Test func everyTaggedFixtureDecodes() throws {
        for name in [
            "adobe-rgb.png", "p3-nclx.avif", "p3-nclx.heic", "rgb16.png", "p3.jpg", "p3.png", "cmyk-profile.jpg",
        ] {
            let data = try Fixtures.data("color/\(name)")
            let thumbnail = try Thumbnailer.render(data, source: name, recipe: ImageRecipe(width: 16, height: 16))
            #expect(thumbnail.width == 16 && thumbnail.height == 16, "\(name)")
        }
    }
}
