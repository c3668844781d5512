import FeatureKit
import Foundation
import Networking
import Testing

@testable import FeatureSpecials

@Suite struct SpecialsViewModelTests {
    @Test func formatsUSDAndHidesAnEqualOriginalPriceGivenTiles() throws {
        let tiles = SpecialsViewModel.tiles(for: try Fixtures.realFeed())

        #expect(tiles[0].price == "$1.00")
        #expect(tiles[0].originalPrice == "$2.00")
        #expect(tiles[0].discount == "$1.00")
        #expect(tiles[3].price == "$3.92")
        #expect(tiles[3].originalPrice == nil)
        #expect(tiles[3].discount == nil)
        #expect(tiles[20].discount == "$0.28")
        #expect(SpecialTileViewModel.currency(Decimal(string: "1234.5") ?? 0) == "$1,234.50")
    }

    @Test func startsLoadingThenShowsTilesGivenALoad() throws {
        let feed = try Fixtures.realFeed()
        var model = SpecialsViewModel()
        #expect(model.state == .loading)

        model.reduce(.loaded(feed, isStale: false))

        #expect(model.state == .loaded(SpecialsViewModel.tiles(for: feed)))
        #expect(model.lastChange == nil)
    }

    @Test func isEmptyGivenAFeedWithoutValidItems() throws {
        var model = SpecialsViewModel()

        model.reduce(.loaded(try ManagerSpecials(data: Fixtures.body(items: ["1"])), isStale: false))

        #expect(model.state == .empty)
        #expect(model.issues == [SpecialsIssue(index: 0, field: "*", reason: .notAnObject)])
    }

    @Test func isStaleGivenACachedResponsePastFreshness() throws {
        let feed = try Fixtures.realFeed()
        var model = SpecialsViewModel()

        model.reduce(.loaded(feed, isStale: true))

        #expect(model.state == .loadedStale(SpecialsViewModel.tiles(for: feed)))
    }

    @Test func failsWithAMessageGivenAnErrorBeforeAnyData() {
        var model = SpecialsViewModel()
        let error = FeatureError.network(.httpStatus(url: "https://example.com/backup", status: 500))

        model.reduce(.failed(error))

        #expect(
            model.state
                == .failed(LoadFailure(.serverProblem, detail: "Server answered 500 for https://example.com/backup."))
        )
    }

    @Test func keepsTilesAsStaleGivenARefreshThatFails() throws {
        let feed = try Fixtures.realFeed()
        var model = SpecialsViewModel()
        model.reduce(.loaded(feed, isStale: false))

        model.reduce(.loadingStarted)
        model.reduce(.failed(.network(.offlineNotCached(url: "https://example.com"))))

        #expect(model.state == .loadedStale(SpecialsViewModel.tiles(for: feed)))
    }

    @Test func recordsTheDiffGivenARefresh() throws {
        let feed = try Fixtures.realFeed()
        var model = SpecialsViewModel()
        model.reduce(.loaded(feed, isStale: false))
        var next = feed
        next.items.removeFirst()
        next.sourceIndices = Array(next.items.indices)

        model.reduce(.loaded(next, isStale: false))

        #expect(model.lastChange == SpecialsDiff(removed: [0]))
    }
}
