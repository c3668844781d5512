import FeatureKit
import FeatureTestSupport
import Foundation
import Networking
import Testing

/// What a feature gets by default from the protocol's extension points: `fetch` lists its images and refuses what
/// it cannot honour, a rate-limited API answers as plain HTTP does, and only `loaded` is audited at every text size.
@Suite struct FeatureExtensionPointTests {
    /// The smallest feature: two images from a fixture feed, no screens of its own.
    struct TwoImages: CatalogFeature {
        let name = "two-images"
        let summary = "Two pictures."
        let endpoints: [URL] = []
        let screens = ["list"]
        let stories = Story.common

        func bundledTransport() -> FixtureTransport { FixtureTransport(fixtures: [:]) }

        func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
            [
                FeatureImage(id: "a", url: URL(filePath: "/a.png"), label: "A", tileSize: 40),
                FeatureImage(id: "b", url: URL(filePath: "/b.png"), label: "B", tileSize: 40),
            ]
        }

        func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
            throw .unknownStory(feature: name, story: story, available: [])
        }
    }

    func context() -> FeatureContext {
        let client = HTTPClient(configuration: .init(transport: FixtureTransport(fixtures: [:]), retry: .none))
        return FeatureContext(client: client, measurer: EstimatedTextMeasurer())
    }

    @Test func fetchListsTheImagesAsRowsAndRecords() async throws {
        let result = try await TwoImages().fetch(FetchRequest(), context: context())
        #expect(result.rows.map(\.title) == ["A", "B"])
        #expect(result.rows.first?.detail == "tile 40 pt")
        #expect(result.records.count == 2 && result.failure == nil)
        let first = try #require(result.records.first as? FeatureImageRecord)
        #expect(first.id == "a" && first.url == "file:///a.png")
    }

    @Test(arguments: [
        FetchRequest(pages: 2), FetchRequest(page: 1), FetchRequest(query: "x"), FetchRequest(variant: "week"),
    ])
    func fetchRefusesWhatTheDataDoesNotHave(request: FetchRequest) async throws {
        let refusal = FeatureError.unsupportedFetch(
            feature: "two-images",
            reason: "its data has no pages, queries or variants"
        )
        await #expect(throws: refusal) {
            try await TwoImages().fetch(request, context: context())
        }
    }

    @Test func aScreenOpensThroughTheProtocolAndAnUnknownOneIsNil() {
        let feature = TwoImages()
        #expect(feature.events(opening: "list", item: nil) == [])
        #expect(feature.events(opening: "list", item: 3) == [ScreenEvent("open", "3")])
        #expect(feature.events(opening: "detail", item: nil) == nil)
        #expect(feature.imageSource(cache: URL(filePath: "/tmp"), context: context()) == nil)
    }

    @Test func theDefaultRateLimitedAnswerIsPlainHTTP() {
        struct Model: ScreenModel {
            enum Event: ScreenEventType {
                case appear
                static let plainEvents: [(name: String, event: Event)] = [("appear", .appear)]
                static let valuedNames: [String] = []
                init?(valued event: ScreenEvent, feature: String) throws(FeatureError) { nil }
                var valuedForm: ScreenEvent? { nil }
                var replacesEarlierOfItsKind: Bool { false }
            }
            mutating func apply(_ event: Event, context: FeatureContext) async throws(FeatureError) {}
        }
        let request = HTTPRequest(url: URL(filePath: "/feed.json"))
        let reset = Date(timeIntervalSince1970: 900)
        let response = Model.rateLimitedResponse(to: request, resetsAt: reset, retryAfter: 900)
        #expect(response.status == 429)
        #expect(response.headers["Retry-After"] == "900")
        #expect(response.headers["X-RateLimit-Remaining"] == nil)
    }

    @Test func onlyLoadedIsAuditedAtEveryTextSizeUnlessMarkedAndTheMarkIsNotRecorded() throws {
        #expect(Story.common.filter(\.auditsEveryTextSize).map(\.name) == ["loaded"])
        let detail = Story("detail", "A detail.", events: [ScreenEvent("open", "0")], auditsEveryTextSize: true)
        #expect(detail.auditsEveryTextSize)
        let json = try JSONEncoder().encode(detail)
        #expect(!(String(data: json, encoding: .utf8) ?? "").contains("auditsEveryTextSize"))
        let decoded = try JSONDecoder().decode(Story.self, from: json)
        #expect(decoded.name == "detail" && !decoded.auditsEveryTextSize)
    }
}
