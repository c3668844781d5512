import FeatureKit
import Foundation
import ImageCache
import Networking
import Testing

/// Each story runs on its own in-memory HTTP cache: its document is byte for byte the same whether the feature's
/// cache directory is empty or full of earlier answers.
@Suite struct StoryCacheIndependenceTests {
    @Test func everyStoryIsTheSameWithAnEmptyAndAFullCacheDirectory() async throws {
        let device = try #require(DeviceProfile.named("iphone-15"))
        for (feature, plain) in try ReferenceDocumentTests.features() {
            let directory = FileManager.default.temporaryDirectory.appending(path: "story-cache-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let disk = try DiskCache(configuration: .init(directory: directory))
            var cached = plain
            var configuration = plain.client.configuration
            configuration.cache = HTTPCache(disk: disk)
            cached.client = HTTPClient(configuration: configuration)
            var first: [Data] = []
            // Empty directory, then the same directory after every story has filled it.
            for pass in 0..<2 {
                for (index, story) in feature.stories.enumerated() {
                    let json = try await feature.screen(
                        ScreenRequest(device: device, story: story.name),
                        context: cached
                    )
                    .jsonData()
                    if pass == 0 {
                        first.append(json)
                    } else {
                        #expect(json == first[index], "\(feature.name) \(story.name) differs with a full cache")
                    }
                }
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count > 0, "filled")
        }
    }
}
