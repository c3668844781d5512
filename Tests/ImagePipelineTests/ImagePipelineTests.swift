import Foundation
import ImageCache
import ImagePipeline
import Synchronization
import Testing

/// A loader that serves one file's bytes and counts calls.
final class MockDataLoader: ImageDataLoading {
    let data: Data
    let calls = Mutex(0)

    init(data: Data) {
        self.data = data
    }

    func loadData(for url: URL) async throws -> Data {
        calls.withLock { $0 += 1 }
        return data
    }
}

@Suite struct ImagePipelineTests {
    @Test func cacheKeyChangesWithRecipeAndContent() {
        let recipe = ImageRecipe(width: 256, height: 256)
        let pipeline = ImagePipeline()
        let base = pipeline.cacheKey(sourceIdentity: "a", content: Data([1]), recipe: recipe)
        #expect(base == pipeline.cacheKey(sourceIdentity: "a", content: Data([1]), recipe: recipe))
        var other = recipe
        other.quality = 90
        #expect(base != pipeline.cacheKey(sourceIdentity: "a", content: Data([1]), recipe: other))
        other = recipe
        other.crop = .attention
        #expect(base != pipeline.cacheKey(sourceIdentity: "a", content: Data([1]), recipe: other))
        #expect(base != pipeline.cacheKey(sourceIdentity: "a", content: Data([2]), recipe: recipe))
        #expect(base != pipeline.cacheKey(sourceIdentity: "b", content: Data([1]), recipe: recipe))
    }

    @Test func concurrentRequestsForOneKeyDecodeOnce() async throws {
        let loader = MockDataLoader(data: try Fixtures.data("jpeg/large.jpg"))
        let pipeline = ImagePipeline(configuration: .init(dataLoader: loader, resultCache: nil))
        let request = ImageRequest(url: URL(string: "https://example.com/large.jpg")!, recipe: .thumbnail(size: 64))
        let responses = try await withThrowingTaskGroup(of: ImageResponse.self) { group in
            for _ in 0..<8 { group.addTask { try await pipeline.thumbnail(for: request) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(responses.count == 8)
        #expect(Set(responses.map(\.data)).count == 1)
        #expect(pipeline.statistics.decodes == 1)
    }

    @Test func secondRequestIsServedFromTheDiskCache() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let loader = MockDataLoader(data: try Fixtures.data("jpeg/baseline.jpg"))
        func makePipeline() throws -> ImagePipeline {
            let disk = try DiskCache(configuration: .init(directory: directory))
            let cache = TieredCache(memory: MemoryCache(), disk: disk, codec: DataCodec())
            return ImagePipeline(configuration: .init(dataLoader: loader, resultCache: cache))
        }
        let request = ImageRequest(url: URL(fileURLWithPath: "/virtual/baseline.jpg"), recipe: .thumbnail(size: 32))
        let first = try await makePipeline().thumbnail(for: request)
        #expect(first.cacheTier == nil)
        // A new pipeline (a new process) finds it on disk.
        let secondPipeline = try makePipeline()
        let second = try await secondPipeline.thumbnail(for: request)
        #expect(second.cacheTier == .disk)
        #expect(second.data == first.data)
        #expect(secondPipeline.statistics.decodes == 0)
        #expect(second.width == 32 && second.format == .jpeg)
    }

    @Test func missingFileIsALoadingError() async {
        let pipeline = ImagePipeline()
        let request = ImageRequest(url: URL(fileURLWithPath: "/nonexistent/x.png"), recipe: .thumbnail(size: 32))
        await #expect(
            throws: ImagePipelineError.loadingFailed(
                source: "/nonexistent/x.png",
                reason: "no such file or directory"
            )
        ) {
            try await pipeline.thumbnail(for: request)
        }
    }
}
