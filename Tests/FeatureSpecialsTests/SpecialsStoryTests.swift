import FeatureKit
import FeatureTestSupport
import Foundation
import Networking
import Testing

@testable import FeatureSpecials

/// Every specials story on every device and orientation keeps the screen rules and shows its state.
@Suite struct SpecialsStoryTests {
    @Test(arguments: SpecialsStories.all.map(\.name))
    func keepsTheScreenRulesOnEveryDevice(story: String) async throws {
        for cell in try await StoryMatrix.render(SpecialsFeature(), story: story, context: Fixtures.context()) {
            let label = "\(story) on \(cell.device.name) \(cell.orientation.rawValue)"
            let document = cell.document
            #expect(ScreenCheck.violations(in: document) == [], "\(label)")
            let tiles = document.items(ofKind: "special-tile")
            switch story {
            case "loaded": #expect(tiles.count == 21)
            case "loading": #expect(document.item("loading") != nil && tiles.isEmpty)
            case "empty": #expect(document.item("empty") != nil && tiles.isEmpty)
            case "error": #expect(document.item("error-button")?.action == LayoutAction(event: "retry"))
            case "offline":
                #expect(document.item("offline-banner") != nil)
                #expect(tiles.count == 21)
            case "refreshing":
                #expect(document.item("refreshing")?.kind == "activity-indicator")
                #expect(tiles.count == 21)
                #expect(tiles.allSatisfy { $0.frame.minY >= (document.item("refreshing")?.frame.maxY ?? .infinity) })
            case "stale":
                #expect(document.item("stale-banner") != nil)
                #expect(tiles.count == 21)
            case "changed":
                #expect(document.item("changed-banner") != nil)
                #expect(tiles.count == 20)
            default:
                Issue.record("no expectation for story \(story)")
            }
        }
    }

    @Test func theStoriesEventsDriveTheViewModel() async throws {
        let context = try Fixtures.context()
        let feature = SpecialsFeature()
        func model(_ story: String) async throws -> SpecialsScreenModel {
            var session = ScreenSession(feature: feature.name, model: SpecialsScreenModel(feature: feature))
            try await session.apply(try feature.story(named: story).events, context: context)
            try await session.settle(context: context)
            return session.model
        }
        #expect(try await model("loading").list.state == .loading)
        #expect(try await model("refreshing").refreshing)
        #expect(try await model("offline").staleReason == .offline)
        guard case .refreshFailed = try await model("stale").staleReason else {
            Issue.record("stale story has no failed refresh")
            return
        }
        let changed = try #require(try await model("changed").list.lastChange)
        #expect(changed.inserted.count == 1 && changed.removed.count >= 2)
    }
}
