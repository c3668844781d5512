import Foundation
import ImageCache
import ImagePipeline
import Testing

/// `ImagePipeline.Configuration.bitmapStore`: a picture resized for a canvas is kept on disk as a `BitmapArchive`,
/// and a later pipeline (a later run) gets the same pixels without decoding; a damaged or foreign entry is resized
/// again, never drawn.
@Suite struct BitmapStoreTests {
    private func makeDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bitmaps-\(UUID().uuidString)")
    }

    private func pipeline(_ loader: MockDataLoader, store directory: URL) throws -> ImagePipeline {
        let store = try DiskCache(configuration: .init(directory: directory))
        return ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil, bitmapStore: store))
    }

    private let request = ImageRequest(
        url: URL(fileURLWithPath: "/virtual/basn6a08.png"),
        recipe: ImageRecipe(width: 21, height: 13, fit: .cover)
    )

    @Test func aLaterPipelineGetsTheSamePixelsWithoutDecoding() async throws {
        let directory = makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loader = MockDataLoader(data: try Fixtures.data("pngsuite/basn6a08.png"))
        let first = try pipeline(loader, store: directory)
        let drawn = try await first.pixels(for: request)
        #expect(first.statistics.decodes == 1)
        let later = try pipeline(loader, store: directory)
        let kept = try await later.pixels(for: request)
        #expect(kept == drawn)
        #expect(later.statistics.decodes == 0 && later.statistics.cacheHits == 1)
    }

    @Test func aDamagedOrForeignEntryIsResizedAgain() async throws {
        let loader = MockDataLoader(data: try Fixtures.data("pngsuite/basn6a08.png"))
        let expected = try await ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil))
            .pixels(for: request)
        let key = ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil)).cacheKey(
            sourceIdentity: request.url.absoluteString,
            content: loader.data,
            recipe: request.recipe
        )
        var archive = BitmapArchive.data(for: expected)
        var wrongSize = archive
        wrongSize[5] &+= 1  // the width one more than the pixels hold
        var foreign = archive
        foreign[0] = UInt8(ascii: "X")
        archive.removeLast()
        for (name, entry) in [("truncated", archive), ("wrong size", wrongSize), ("foreign", foreign)] {
            let directory = makeDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try DiskCache(configuration: .init(directory: directory)).store(entry, forKey: key)
            let pipeline = try pipeline(loader, store: directory)
            #expect(try await pipeline.pixels(for: request) == expected, "\(name)")
            #expect(pipeline.statistics.decodes == 1, "\(name)")
        }
    }

    @Test func anArchiveReadsBackAndOneOverThePixelLimitIsRefused() {
        let buffer = PixelBuffer(width: 3, height: 2, pixels: (0..<24).map(UInt8.init), hasAlpha: false)
        let data = BitmapArchive.data(for: buffer)
        #expect(BitmapArchive.buffer(from: data, maxPixels: 6) == buffer)
        #expect(BitmapArchive.buffer(from: data, maxPixels: 5) == nil)
        #expect(BitmapArchive.buffer(from: Data(), maxPixels: 6) == nil)
    }
}
