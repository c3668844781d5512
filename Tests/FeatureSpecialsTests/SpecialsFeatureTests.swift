import FeatureKit
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

@Suite struct SpecialsFeatureTests {
    @Test func describesItselfGivenTheCatalog() {
        let feature = SpecialsFeature()

        #expect(feature.name == "specials")
        #expect(feature.screens == ["list"])
        #expect(
            feature.endpoints.map(\.absoluteString) == [
                "https://raw.githubusercontent.com/Swiftly-Systems/code-exercise-ios/master/backup"
            ]
        )
    }

    @Test func servesTheFeedAndEveryImageGivenTheBundledTransport() async throws {
        let feature = SpecialsFeature()
        let transport = feature.bundledTransport()
        let context = try Fixtures.context(transport: transport)

        let images = try await feature.images(context: context)

        #expect(images.count == 21)
        #expect(
            images[0]
                == FeatureImage(
                    id: "special-0",
                    url: images[0].url,
                    label: "Noodle Dish with Roasted Black Bean Sauce",
                    tileSize: 393
                )
        )
        for url in Set(images.map(\.url)) {
            let response = try await transport.send(HTTPRequest(url: url))
            #expect(response.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(url) is a PNG")
        }
    }

    @Test func laysOutTheListGivenTheBundledFeed() async throws {
        let context = try Fixtures.context()
        let device = try #require(DeviceProfile.named("ipad-10"))

        let document = try await SpecialsFeature().layout(LayoutRequest(device: device), context: context)

        let tiles = document.items(ofKind: .specialTile)
        #expect(tiles.count == 21)
        #expect(tiles.last?.id == "special-20")
        let bar = try #require(document.item("navigation-bar"))
        #expect(
            bar.parts.contains { part in
                if case .text(let run) = part { return run.text == SpecialsLayout.title }
                return false
            }
        )
    }

    @Test func loadsThroughTheBaseURLGivenAnOverride() async throws {
        // Given a fixture transport that only knows the overridden host
        let body = Fixtures.body(items: [Fixtures.item(), Fixtures.item(["price": "\"x\""])])
        let transport = FixtureTransport(fixtures: [
            "http://127.0.0.1:8080/Swiftly-Systems/code-exercise-ios/master/backup": .init(body: .data(body))
        ])
        var context = try Fixtures.context(transport: transport)
        context.baseURL = URL(string: "http://127.0.0.1:8080")

        // When
        let (feed, isStale) = try await SpecialsFeature().loadFeed(context: context)

        // Then
        #expect(feed.items.count == 1)
        #expect(feed.issues == [SpecialsIssue(index: 1, field: "price", reason: .notAPrice("x"))])
        #expect(!isStale)
    }

    @Test func showsTheErrorWithARetryButtonGivenAServerError() async throws {
        let context = try Fixtures.context(transport: MockTransport([MockTransport.response(404)]))

        let document = try await SpecialsFeature().screen(ScreenRequest(device: DeviceProfile.all[0]), context: context)

        // The status stays in the document's data, never in a drawn run.
        let message = try #require(document.item("error"))
        #expect(message.diagnostic?.contains("404") == true)
        #expect(
            !message.parts.contains { part in
                if case .text(let run) = part { return run.text.contains("404") || run.text.contains("://") }
                return false
            }
        )
        #expect(document.item("error-button")?.action == LayoutAction(event: "retry"))
        #expect(document.items(ofKind: .specialTile).isEmpty)
    }

    @Test func throwsUnknownScreenGivenADetailRequest() async throws {
        let context = try Fixtures.context()

        await #expect(throws: FeatureError.unknownScreen(feature: "specials", screen: "detail", available: ["list"])) {
            try await SpecialsFeature().layout(
                LayoutRequest(device: DeviceProfile.all[0], screen: "detail"),
                context: context
            )
        }
    }
}
