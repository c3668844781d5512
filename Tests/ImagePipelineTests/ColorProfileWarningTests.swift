import Foundation
import ImagePipeline
import Logging
import Synchronization
import Testing

/// A colour profile that cannot be used leaves the picture decoded as sRGB, and the pipeline says so in its log,
/// naming the file, for thumbnails and for drawn pictures alike (`image info` says it in `colorProfile.problem`).
@Suite struct ColorProfileWarningTests {
    /// Keeps every message logged through it.
    final class Messages: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func add(_ line: String) { lines.withLock { $0.append(line) } }
    }

    struct Capture: LogHandler {
        let messages: Messages
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            messages.add("\(event.level) \(event.message)")
        }
    }

    struct Bytes: ImageDataLoading {
        let data: Data
        func loadData(for url: URL) async throws -> Data { data }
    }

    @Test func aDamagedProfileIsAWarningNamingTheFile() async throws {
        let base = try Fixtures.data("jpeg/baseline.jpg")
        let damaged = ColorProfileTests.tagged(base, profile: [UInt8](repeating: 0x41, count: 900))
        let messages = Messages()
        let pipeline = ImagePipeline(
            configuration: .init(
                dataLoader: Bytes(data: damaged),
                resultCache: nil,
                logger: Logger(label: "test") { _ in Capture(messages: messages) }
            )
        )
        let url = URL(fileURLWithPath: "/photos/damaged.jpg")
        _ = try await pipeline.thumbnail(for: ImageRequest(url: url, recipe: ImageRecipe(width: 32, height: 32)))
        _ = try await pipeline.pixels(for: ImageRequest(url: url, recipe: ImageRecipe(width: 16, height: 16)))
        let warnings = messages.all.filter {
            $0.hasPrefix("warning /photos/damaged.jpg: ") && $0.hasSuffix("decoded as sRGB")
        }
        #expect(warnings.count == 2, "\(messages.all)")
        // An untagged picture logs nothing.
        let quiet = Messages()
        let plain = ImagePipeline(
            configuration: .init(
                dataLoader: Bytes(data: base),
                resultCache: nil,
                logger: Logger(label: "test") { _ in Capture(messages: quiet) }
            )
        )
        _ = try await plain.thumbnail(for: ImageRequest(url: url, recipe: ImageRecipe(width: 32, height: 32)))
        #expect(quiet.all.isEmpty, "\(quiet.all)")
    }
}
