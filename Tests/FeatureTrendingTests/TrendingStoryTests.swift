import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import Networking
import Testing

/// Every trending story on every device and orientation keeps the screen rules and shows its state; the view model
/// reached by the story's own events is in the state the story names.
@Suite struct TrendingStoryTests {
    func context() throws -> FeatureContext {
        let now = try instant("2026-11-20T09:00:00Z")
        return FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none)),
            measurer: EstimatedTextMeasurer(),
            now: { now }
        )
    }

    @Test func listsTheStoriesTheIssueAsksFor() {
        let names = Set(TrendingFeature().stories.map(\.name))
        for name in [
            "loaded", "loading", "empty", "error", "offline", "day", "week", "month", "search", "loading-more",
            "rate-limited", "detail", "favourites", "favourite-detail",
        ] {
            #expect(names.contains(name), "missing story \(name)")
        }
    }

    @Test(arguments: TrendingStories.all.map(\.name))
    func keepsTheScreenRulesOnEveryDevice(story: String) async throws {
        let cells = try await StoryMatrix.render(TrendingFeature(), story: story, context: context())
        #expect(cells.count == DeviceProfile.all.count * 2)
        for cell in cells {
            let label = "\(story) on \(cell.device.name) \(cell.orientation.rawValue)"
            #expect(ScreenCheck.violations(in: cell.document) == [], "\(label)")
            #expect(cell.document.story == story)
            let tabs = try #require(cell.document.item("tab-bar"), "\(label): tab bar")
            expectState(
                story,
                cell.document,
                tabs: tabs,
                regular: cell.device.sizeClass(in: cell.orientation) == .regular
            )
        }
    }

    func expectState(_ story: String, _ document: LayoutDocument, tabs: LayoutItem, regular: Bool) {
        let rows = document.items(ofKind: .trendingRow)
        let timeframe = document.item("timeframe")
        switch story {
        case "loaded", "day":
            #expect(timeframe?.selected == .segment("day"))
            #expect(rows.count == 12)
            #expect(rows.allSatisfy { $0.action?.event == "open" })
        case "week", "month":
            #expect(timeframe?.selected == .segment(story))
            #expect(timeframe?.segments?.map(\.value) == ["day", "week", "month"])
            #expect(rows.count == 30)
        case "loading":
            #expect(document.items(ofKind: .activityIndicator).count == 1)
            #expect(rows.isEmpty)
        case "empty":
            #expect(document.item("empty") != nil)
        case "error":
            #expect(document.item("error") != nil)
            #expect(document.item("error-button")?.action == LayoutAction(event: "retry"))
        case "offline":
            #expect(document.item("offline-banner") != nil)
            #expect(rows.count == 12)
        case "search":
            #expect(document.item("search")?.action?.value == "otter")
            #expect(rows.count == 2)
        case "loading-more":
            let list = document.sections.first { $0.id == "list" }
            #expect(list?.items.last?.kind == .activityIndicator)
            #expect(rows.count == 30)
        case "rate-limited":
            #expect(document.item("rate-limit-banner") != nil)
            #expect(rows.count == 30)
        case "detail":
            #expect(document.item("favourite")?.action?.event == "favourite")
            #expect(document.item("repository-link")?.href?.hasPrefix("https://github.com/") == true)
            if regular {
                #expect(rows.filter { $0.selected == .item }.count == 1)
                #expect(document.item("divider") != nil)
            } else {
                #expect(document.item("back")?.action == LayoutAction(event: "back"))
            }
        case "favourites":
            #expect(tabs.selected == .segment("favourites"))
            #expect(rows.count == 2)
            for row in rows {
                let id = row.id.replacingOccurrences(of: "repo-", with: "")
                #expect(document.item("delete-\(id)")?.action == LayoutAction(event: "delete-favourite", value: id))
            }
        case "favourites-search":
            // Searching Favourites filters its rows and stays on the tab.
            #expect(tabs.selected == .segment("favourites"))
            #expect(rows.map(\.id) == ["repo-1091063979"])
            #expect(document.item("search")?.accessibility?.value == "otter")
        case "favourite-detail":
            #expect(tabs.selected == .segment("favourites"))
            #expect(document.item("favourite") != nil)
        default:
            Issue.record("no expectation for story \(story)")
        }
    }

    @Test func theStoriesEventsDriveTheViewModel() async throws {
        let context = try context()
        let feature = TrendingFeature()
        func session(_ story: String) async throws -> ScreenSession<TrendingScreenModel> {
            var session = ScreenSession(feature: feature.name, model: TrendingScreenModel(feature: feature))
            try await session.apply(try feature.story(named: story).events, context: context)
            try await session.settle(context: context)
            return session
        }
        func model(_ story: String) async throws -> TrendingScreenModel { try await session(story).model }
        #expect(try await model("loading").list.state == .loading)
        #expect(try await model("week").list.timeframe == .week)
        let more = try await model("loading-more")
        #expect(more.list.state == .loadingMore && more.list.pageInFlight)
        guard case .rateLimited(let resetsAt) = try await model("rate-limited").list.state else {
            Issue.record("rate-limited story is not rate limited")
            return
        }
        #expect(resetsAt != nil)
        let favourites = try await model("favourites")
        #expect(favourites.tab == .favourites && favourites.favourites.count == 2)
        guard case .offline = try await model("offline").list.state else {
            Issue.record("offline story is not offline")
            return
        }
        #expect(try await model("empty").list.state == .empty)
        // Deleting a favourite from the Favourites tab removes its row.
        var session = try await session("favourites")
        let first = try #require(favourites.favourites.first?.id)
        try await session.apply(ScreenEvent("delete-favourite", String(first)), context: context)
        #expect(session.model.favourites.map(\.id) == [try #require(favourites.favourites.last?.id)])
    }

    @Test func unknownStoriesAndEventsAreTypedErrors() async throws {
        let context = try context()
        let device = try #require(DeviceProfile.named("iphone-15"))
        await #expect(
            throws: FeatureError.unknownStory(
                feature: "trending",
                story: "nope",
                available: TrendingStories.all.map(\.name)
            )
        ) {
            try await TrendingFeature().screen(ScreenRequest(device: device, story: "nope"), context: context)
        }
        await #expect {
            try await TrendingFeature().screen(
                ScreenRequest(device: device, events: [ScreenEvent("fly")]),
                context: context
            )
        } throws: { error in
            guard case .unknownEvent(_, "fly", let available) = error as? FeatureError else { return false }
            return available.contains("timeframe")
        }
        await #expect(throws: FeatureError.self) {
            try await TrendingFeature().screen(
                ScreenRequest(device: device, events: [ScreenEvent("timeframe", "year")]),
                context: context
            )
        }
        await #expect(
            throws: FeatureError.eventItemOutOfRange(feature: "trending", event: "open", index: 99, count: 12)
        ) {
            try await TrendingFeature().screen(
                ScreenRequest(device: device, events: [ScreenEvent("open", "99")]),
                context: context
            )
        }
    }
}
