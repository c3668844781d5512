import CatalogServer
import FeatureKit
import Foundation
import Networking
import Testing

/// A live screen that takes events one at a time (as `serve` does on each tap) reaches the same document as a
/// replay of the story and all the events (as `catalog-tool layout` makes it), at every step, for every story of
/// every feature and for walks through the apps' controls.
@Suite struct LiveScreenTests {
    /// Taps through each feature: every prefix is compared.
    static let walks: [(feature: String, story: String, events: String)] = [
        (
            "trending", "loaded",
            "timeframe:week,load-more,open:2,favourite,back,tab:favourites,open:0,back,tab:trending"
        ),
        ("trending", "loading", "network:offline,refresh,network:online,retry,search:otter,search:"),
        ("trending", "favourites", "delete-favourite:1091063979,tab:trending,timeframe:month"),
        ("recipes", "loaded", "open:3,open-link,back,back,open:12,back"),
        ("recipes", "error", "network:online,retry,open:0"),
        ("specials", "loaded", "feed:changed,refresh,network:failing,refresh"),
        ("users", "loaded", "open:2,back,open:5"),
        ("stackoverflow", "loaded", "load-more,open:1,back,avatars:loading,avatars:loaded,refresh"),
    ]

    @Test(arguments: 0..<walks.count)
    func tapsOneAtATimeGiveTheReplaysDocument(walk index: Int) async throws {
        let walk = Self.walks[index]
        let served = try #require(try TestServer.features().first { $0.name == walk.feature })
        let events = try ScreenEvent.list(parsing: walk.events)
        var live = try await served.feature.liveScreen(story: walk.story, context: served.context)
        for (device, orientation) in [("iphone-15", ScreenOrientation.portrait), ("ipad-pro-13", .landscape)] {
            let profile = try #require(DeviceProfile.named(device))
            #expect(
                try await live.document(device: profile, orientation: orientation, context: served.context)
                    == (try await served.feature.screen(
                        ScreenRequest(device: profile, orientation: orientation, story: walk.story),
                        context: served.context
                    ))
            )
        }
        for step in 1...events.count {
            try await live.apply([events[step - 1]], context: served.context)
            #expect(live.events == Array(events.prefix(step)))
            let profile = try #require(DeviceProfile.named(step.isMultiple(of: 2) ? "ipad-10" : "iphone-se"))
            let replay = try await served.feature.screen(
                ScreenRequest(device: profile, story: walk.story, events: Array(events.prefix(step))),
                context: served.context
            )
            let incremental = try await live.document(device: profile, orientation: .portrait, context: served.context)
            #expect(incremental == replay, "\(walk.feature) \(walk.story) after \(events.prefix(step))")
        }
    }

    @Test func aRejectedEventLeavesTheScreenAsItWas() async throws {
        let served = try #require(try TestServer.features().first { $0.name == "trending" })
        var live = try await served.feature.liveScreen(story: "loaded", context: served.context)
        try await live.apply([ScreenEvent("open", "1")], context: served.context)
        let device = try #require(DeviceProfile.named("iphone-15"))
        let before = try await live.document(device: device, orientation: .portrait, context: served.context)
        await #expect(throws: FeatureError.self) {
            try await live.apply([ScreenEvent("back"), ScreenEvent("open", "99")], context: served.context)
        }
        #expect(live.events == [ScreenEvent("open", "1")])
        #expect(try await live.document(device: device, orientation: .portrait, context: served.context) == before)
    }
}
