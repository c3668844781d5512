import CatalogServer
import FeatureKit
import Foundation
import Testing

/// A layout cannot offer a tap its model does not take: every action of every story of every feature, on every
/// device and orientation, is an event the story's live screen accepts, value included. (Features attach typed
/// events; this also covers the chrome's own controls and anything written by hand.)
@Suite struct StoryActionTests {
    @Test func everyActionOfEveryStoryIsAnEventItsModelTakes() async throws {
        var checked = 0
        for served in try TestServer.features() {
            for story in served.feature.stories {
                let screen = try await served.feature.liveScreen(story: story.name, context: served.context)
                for device in DeviceProfile.all {
                    for orientation in ScreenOrientation.allCases {
                        let document = try await screen.document(
                            device: device,
                            orientation: orientation,
                            context: served.context
                        )
                        for action in document.allActions {
                            checked += 1
                            #expect(
                                screen.accepts(action.screenEvent),
                                "\(served.name) \(story.name) \(device.name) \(orientation): \(action.screenEvent)"
                            )
                        }
                    }
                }
            }
        }
        #expect(checked > 1_000, "\(checked) actions checked")
    }

    @Test func aMisspeltOrMistypedEventIsRefusedWithWhatItTakes() async throws {
        let trending = try #require(try TestServer.features().first { $0.name == "trending" })
        let screen = try await trending.feature.liveScreen(story: "loaded", context: trending.context)
        #expect(!screen.accepts(ScreenEvent("load_more")))
        #expect(!screen.accepts(ScreenEvent("open", "abc")))
        #expect(!screen.accepts(ScreenEvent("timeframe", "year")))
        #expect(screen.accepts(ScreenEvent("timeframe", "week")))
        var copy = screen
        do {
            try await copy.apply([ScreenEvent("open", "abc")], context: trending.context)
            Issue.record("open:abc was taken")
        } catch {
            #expect("\(error)" == "trending: open takes an item number (0, 1, 2…); got \"abc\".")
        }
        do {
            try await copy.apply([ScreenEvent("open", "1000")], context: trending.context)
            Issue.record("open:1000 was taken")
        } catch {
            #expect("\(error)".hasPrefix("trending: open takes an item number 0–"), "\(error)")
        }
        do {
            try await copy.apply([ScreenEvent("delete-favourite", "x")], context: trending.context)
            Issue.record("delete-favourite:x was taken")
        } catch {
            #expect(
                "\(error)" == "trending: delete-favourite takes the id of a repository in the favourites; got \"x\"."
            )
        }
    }
}
