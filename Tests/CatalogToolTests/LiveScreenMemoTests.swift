import FeatureKit
import FeatureTestSupport
import Networking
import Synchronization
import Testing

@testable import CatalogTool

/// The gallery's `LiveScreenMemo`: a story's screens, asked for at once on many devices, share one live screen (its
/// feed loaded once) and are each the document `CatalogFeature.screen(_:context:)` makes alone.
@Suite struct LiveScreenMemoTests {
    /// Passes requests on and counts them.
    final class Counting: HTTPTransporting {
        let upstream: any HTTPTransporting
        let sent = Mutex(0)
        init(_ upstream: any HTTPTransporting) { self.upstream = upstream }
        func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
            sent.withLock { $0 += 1 }
            return try await upstream.send(request)
        }
    }

    private static func context(_ transport: any HTTPTransporting) -> FeatureContext {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: transport, retry: .none)),
            measurer: EstimatedTextMeasurer()
        )
    }

    @Test(arguments: ["stackoverflow", "specials"])
    func aStorysScreensShareOneLiveScreenAndAreTheDocumentsScreenMakes(featureName: String) async throws {
        let feature = try #require(CatalogEnvironment.features.first { $0.name == featureName })
        let screens = DeviceProfile.all.prefix(3).flatMap { device in
            ScreenOrientation.allCases.map { (device, $0) }
        }
        for story in feature.stories.prefix(3).map(\.name) {
            // Given every screen of the story asked for at once through one memo
            let shared = Counting(feature.bundledTransport())
            let memo = LiveScreenMemo()
            let context = Self.context(shared)
            let documents = try await withThrowingTaskGroup(of: (Int, LayoutDocument).self) { group in
                for (index, (device, orientation)) in screens.enumerated() {
                    group.addTask {
                        let live = try await memo.screen(feature: feature, story: story, context: context)
                        return (
                            index, try await live.document(device: device, orientation: orientation, context: context)
                        )
                    }
                }
                var documents: [Int: LayoutDocument] = [:]
                for try await (index, document) in group { documents[index] = document }
                return documents
            }
            // When each is also made alone, with a transport of its own
            var alone = 0
            for (index, (device, orientation)) in screens.enumerated() {
                let own = Counting(feature.bundledTransport())
                let request = ScreenRequest(device: device, orientation: orientation, story: story)
                let document = try await feature.screen(request, context: Self.context(own))
                // Then the documents are the same, and the shared screen sent fewer requests than the screens alone
                #expect(documents[index] == document, "\(featureName) \(story) \(device.name) \(orientation)")
                alone += own.sent.withLock { $0 }
            }
            let together = shared.sent.withLock { $0 }
            #expect(
                alone == 0 || together < alone,
                "\(featureName) \(story): \(together) requests shared, \(alone) alone"
            )
        }
    }
}
