import CatalogFeatures
import FeatureKit
import Foundation
import Networking
import Testing
import TextEngine

/// Issue #42: sessions on one feed share its decoded value (one per feed body) instead of decoding a copy each, and a
/// session's estimate counts only what it holds of its own.
@Suite struct SharedFeedTests {
    private func context(_ feature: any CatalogFeature, shared: DecodedValues?) throws -> FeatureContext {
        let transport = feature.bundledTransport(now: { TestServer.now })
        let client = HTTPClient(configuration: .init(transport: transport, retry: .none, decodedValues: shared))
        return FeatureContext(client: client, measurer: try TextMeasurer(), now: { TestServer.now })
    }

    @Test func sessionsOnOneFeedHoldOneDecodedValue() async throws {
        let feature = try #require(FeatureRegistry.all.first { $0.name == "users" })
        let shared = DecodedValues(byteLimit: 64 << 20)
        let sharing = try context(feature, shared: shared)
        // `selected` opens a card, so the screen loads (and keeps) the feed as a session's first event would.
        var screens: [LiveScreen] = []
        for _ in 0..<3 { screens.append(try await feature.liveScreen(story: "selected", context: sharing)) }
        #expect(shared.count == 1, "the sessions decoded \(shared.count) values of one feed")
        #expect(shared.hits == 2, "the second and third sessions decoded the feed again")

        // Each session's estimate is its responses and 16 KiB: the decoded feed is counted once, in the store. Alone,
        // a session also carries its decoded feed, estimated from the body (users.json).
        let alone = try await feature.liveScreen(story: "selected", context: try context(feature, shared: nil))
        let feed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Modules/FeatureUsers/UserCards/Fixtures/users/users.json")
        let bodyBytes = try Data(contentsOf: feed).count
        for screen in screens {
            #expect(alone.estimatedBytes - screen.estimatedBytes == bodyBytes * DecodedValues.bytesPerBodyByte)
        }
        #expect(shared.bytes == bodyBytes * DecodedValues.bytesPerBodyByte)
    }
}
