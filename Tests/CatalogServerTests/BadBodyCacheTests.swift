import CatalogFeatures
import CatalogServer
import FeatureKit
import Foundation
import ImageCache
import Networking
import Synchronization
import Testing

/// A 200 body that fails to decode is never served from the HTTP cache again, whatever feature loaded it.
@Suite struct BadBodyCacheTests {
    /// Answers every request with a body no feature can decode, cacheable for an hour, until `recover()`; then
    /// as the bundled data does. Counts what it is asked after recovering.
    final class BrokenThenRecovered: HTTPTransporting {
        private let recovered: any HTTPTransporting
        private let state = Mutex((recovered: false, askedAfter: 0))

        init(recovered: any HTTPTransporting) {
            self.recovered = recovered
        }

        func recover() { state.withLock { $0.recovered = true } }
        var askedAfterRecovery: Int { state.withLock { $0.askedAfter } }

        func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
            let isRecovered = state.withLock { state in
                if state.recovered { state.askedAfter += 1 }
                return state.recovered
            }
            if isRecovered { return try await recovered.send(request) }
            return HTTPResponse(
                status: 200,
                headers: ["Content-Type": "application/json", "Cache-Control": "max-age=3600"],
                body: Data(#"{"unexpected": true}"#.utf8),
                url: request.url
            )
        }
    }

    @Test(arguments: FeatureRegistry.names)
    func aBodyThatFailsToDecodeIsAskedForAgain(name: String) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-body-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let feature = try #require(try TestServer.features().first { $0.name == name })
        let bundled = feature.feature.bundledTransport(now: { TestServer.now })
        let transport = BrokenThenRecovered(recovered: bundled)
        let cache = HTTPCache(disk: try DiskCache(configuration: .init(directory: directory)))
        var context = feature.context
        context.client = HTTPClient(configuration: .init(transport: transport, cache: cache, retry: .none))
        let request = ScreenRequest(device: try #require(DeviceProfile.all.first), orientation: .portrait)
        // Given a load that got an undecodable body (cacheable for an hour)
        let broken = try await feature.feature.screen(request, context: context)
        // When the server has recovered
        transport.recover()
        let recovered = try await feature.feature.screen(request, context: context)
        // Then the feed is asked for again and the screen differs from the broken one
        #expect(transport.askedAfterRecovery > 0, "\(name)")
        #expect(recovered != broken, "\(name)")
    }
}
