import CatalogServer
import FeatureKit
import Foundation
import Networking
import ScreenRendering
import Testing

/// `/layout.json`, `.svg` and `.png` answer what `catalog-tool layout` writes for the same arguments: the feature's
/// `screen(_:context:)` rendered by `LayoutRenderers`, byte for byte, for every story of every feature.
@Suite struct ServedLayoutTests {
    @Test func everyStoryOfEveryFeatureIsServedAsTheCLIsJSON() async throws {
        let server = try await TestServer()
        var checked = 0
        for served in server.features {
            for story in served.feature.stories {
                for (device, orientation) in [("iphone-15", ScreenOrientation.portrait), ("ipad-10", .landscape)] {
                    let query =
                        "feature=\(served.name)&story=\(story.name)&device=\(device)&orientation=\(orientation.rawValue)"
                    let response = try await server.get("/layout.json?\(query)")
                    let profile = try #require(DeviceProfile.named(device))
                    let expected = try LayoutRenderers.json(
                        try await served.feature.screen(
                            ScreenRequest(device: profile, orientation: orientation, story: story.name),
                            context: served.context
                        )
                    )
                    #expect(response.status == 200, "\(query)")
                    #expect(response.headers["Content-Type"] == "application/json")
                    #expect(response.body == expected, "\(query)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 2 * 30)
        await server.stop()
    }

    @Test func eventsInTheQueryAreTheCLIsEvents() async throws {
        let server = try await TestServer()
        let trending = try server.feature("trending")
        let events = "timeframe:week,load-more,open:3"
        let response = try await server.get("/layout.json?feature=trending&events=\(events)")
        let expected = try LayoutRenderers.json(
            try await trending.feature.screen(
                ScreenRequest(
                    device: try #require(DeviceProfile.named("iphone-15")),
                    events: try ScreenEvent.list(parsing: events)
                ),
                context: trending.context
            )
        )
        #expect(response.status == 200)
        #expect(response.body == expected)
        let document = try JSONDecoder().decode(LayoutDocument.self, from: response.body)
        #expect(document.screen == "detail")
        #expect(document.events?.map(\.description) == ["timeframe:week", "load-more", "open:3"])
        await server.stop()
    }

    @Test func svgAndPNGAreTheCLIsToo() async throws {
        let server = try await TestServer()
        let recipes = try server.feature("recipes")
        let request = ScreenRequest(
            device: try #require(DeviceProfile.named("iphone-se")),
            orientation: .landscape,
            story: "detail"
        )
        let document = try await recipes.feature.screen(request, context: recipes.context)
        let query = "feature=recipes&story=detail&device=iphone-se&orientation=landscape"
        let svg = try await server.get("/layout.svg?\(query)")
        #expect(svg.status == 200)
        #expect(svg.headers["Content-Type"] == "image/svg+xml")
        #expect(svg.body == LayoutRenderers.svg(document))
        let png = try await server.get("/layout.png?\(query)")
        #expect(png.status == 200)
        #expect(png.headers["Content-Type"] == "image/png")
        let expected = try await LayoutRenderers.png(
            document,
            pipeline: recipes.pipeline,
            measurer: recipes.text
        )
        #expect(png.body == expected)
        await server.stop()
    }
}
