import FeatureKit
import Foundation
import Networking
import Testing

@testable import FeatureSpecials

/// Story conditions act below the HTTP client, so what a story shows is what the client's real cache, retries and
/// revalidation make of a failing network, with the sleeps of its back-off recorded, never slept.
@Suite struct SpecialsConditionTests {
    func session() -> ScreenSession<SpecialsScreenModel> {
        ScreenSession(feature: "specials", model: SpecialsScreenModel())
    }

    @Test func aFailingServerIsRetriedWithRecordedSleepsThenReported() async throws {
        var session = session()
        let events = try ScreenEvent.list(parsing: "appear,network:failing,refresh")
        try await session.apply(events, context: try Fixtures.context())
        // The default policy makes three attempts: two back-offs, each handed to the story's clock, whose sleep
        // records and returns (no wall-clock bound here: under load the suite's own scheduling took 60 s once).
        #expect(session.network.recordedSleeps.count == 2)
        #expect(session.network.recordedSleeps.allSatisfy { $0 > 0 }, "back-offs the policy asked for")
        #expect(
            session.model.lastError == .network(.httpStatus(url: SpecialsFeature.liveURL.absoluteString, status: 503))
        )
        // The tiles loaded before stay, under a banner saying the refresh failed.
        #expect(!session.model.list.tiles.isEmpty)
        #expect(session.model.staleReason != nil && session.model.staleReason != .offline)
    }

    @Test func offlineAfterALoadShowsWhatTheStorysCacheHolds() async throws {
        var session = session()
        try await session.apply(
            try ScreenEvent.list(parsing: "appear,network:offline,refresh"),
            context: Fixtures.context()
        )
        #expect(session.model.staleReason == .offline)
        #expect(!session.model.list.tiles.isEmpty)
        #expect(session.network.cache.count == 1, "the feed, in the story's own cache")
    }

    @Test func offlineBeforeAnyLoadIsTheOfflineState() async throws {
        var session = session()
        try await session.apply(try ScreenEvent.list(parsing: "network:offline,appear"), context: Fixtures.context())
        #expect(session.model.lastError?.isOffline == true)
        #expect(session.model.list.tiles.isEmpty)
    }

    @Test func aChangedFeedIsTheFeaturesOwnRewriteOfItsJSON() async throws {
        var session = session()
        try await session.apply(
            try ScreenEvent.list(parsing: "appear,feed:changed,refresh"),
            context: Fixtures.context()
        )
        let feed = try #require(session.model.list.feed)
        let original = try Fixtures.realFeed()
        #expect(feed.items.count == original.items.count - 1)
        #expect(feed.items.last?.name == "New this week: " + (original.items.last?.name ?? ""))
    }

    @Test func aHeldLoadStaysInFlight() async throws {
        var session = session()
        try await session.apply(try ScreenEvent.list(parsing: "hold,appear"), context: Fixtures.context())
        #expect(session.network.cache.isEmpty, "nothing was asked")
        #expect(session.model.list.tiles.isEmpty)
        #expect(!session.conditions.holdNextLoad, "the hold was taken")
    }
}
