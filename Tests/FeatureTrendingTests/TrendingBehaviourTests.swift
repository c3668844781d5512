import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import ImageCache
import Networking
import Testing

/// The day list's bundled repositories, through the bundled transport.
func bundledRepositories(_ timeframe: Timeframe = .day) async throws -> [Repository] {
    let now = try instant("2026-11-20T09:00:00Z")
    let client = HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none))
    var repositories: [Repository] = []
    for try await page in TrendingQuery(timeframe: timeframe).pages(client: client, now: now) {
        repositories += page.items
    }
    return repositories
}

func scratchDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("trending-\(UUID().uuidString)")
}

@Suite struct FavoritesTests {
    @Test func persistAcrossStoreInstancesWithFullSnapshots() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repositories = try await bundledRepositories()
        do {
            let store = try FavoritesStore(directory: directory)
            try await store.add(repositories[0], at: Date(timeIntervalSince1970: 1))
            try await store.add(repositories[1], at: Date(timeIntervalSince1970: 2))
            try await store.add(repositories[1], at: Date(timeIntervalSince1970: 3))
        }
        // A new instance (a restart) reads the same file; snapshots are whole, newest first.
        let reopened = try FavoritesStore(directory: directory)
        #expect(try await reopened.all() == [repositories[1], repositories[0]])
        #expect(try await reopened.contains(id: repositories[0].id))
        try await reopened.remove(id: repositories[0].id)
        try await reopened.remove(id: 424_242)
        #expect(try await reopened.ids() == [repositories[1].id])
    }

    @Test func concurrentConnectionsToOneFileLoseNothing() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repositories = try await bundledRepositories(.month)
        // Separate stores are separate SQLite connections, locking the file as separate processes do.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    let store = try FavoritesStore(directory: directory)
                    for (index, repository) in repositories.enumerated() where index % 4 == worker {
                        try await store.add(repository)
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await FavoritesStore(directory: directory).ids() == Set(repositories.map(\.id)))
    }

    @Test func unwritableDirectoryIsAClearError() throws {
        #expect(throws: FavoritesError.self) { try FavoritesStore(directory: URL(fileURLWithPath: "/proc/forbidden")) }
    }

    @Test func theFeatureKeepsTheStoreFailureAsATypedCause() throws {
        // A data directory that is a regular file: the store cannot make its folder inside it.
        let file = scratchDirectory()
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let context = FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport())),
            measurer: EstimatedTextMeasurer(),
            dataDirectory: file
        )
        #expect {
            try TrendingFeature().favorites(context: context)
        } throws: { error in
            guard case .invalidData(let feature, let cause) = error as? FeatureError,
                case .database(let path, _)? = cause as? FavoritesError
            else { return false }
            return feature == "trending" && path.hasPrefix(file.path)
        }
    }
}

@Suite struct TrendingSearchTests {
    @Test func matchesOwnerNameAndDescriptionIgnoringCaseAndAccents() async throws {
        let repositories = try await bundledRepositories()
        let accented = try #require(repositories.first { ($0.description ?? "").contains("é") })
        #expect(repositories.matching("CAFE").contains(accented))
        #expect(repositories.matching(accented.owner.login.uppercased()).contains(accented))
        #expect(repositories.matching("").count == repositories.count)
        #expect(repositories.matching("zzz-no-such-thing").isEmpty)
        let both = repositories.matching("\(accented.owner.login) \(accented.name)")
        #expect(both == [accented])
    }
}

@Suite struct TrendingViewModelTests {
    func page(_ repositories: [Repository]) -> SearchPage {
        SearchPage(totalCount: repositories.count, incompleteResults: false, items: repositories)
    }

    @Test func pagesSortFavouriteAndStop() async throws {
        let all = try await bundledRepositories(.week)
        var model = TrendingListViewModel(timeframe: .week, threshold: 5)
        let started = model.select(.week)
        #expect(started)
        let next = try #require(URL(string: "https://api.github.com/search/repositories?page=2"))
        model.pageLoaded(page(Array(all.prefix(30))), next: next, stale: false)
        #expect(model.state == .loaded)
        #expect(
            zip(model.cells, model.cells.dropFirst()).allSatisfy {
                Int($0.stars.filter(\.isNumber)) ?? 0 >= Int($1.stars.filter(\.isNumber)) ?? 0
            }
        )
        let far = model.visibleRangeChanged(lastVisibleIndex: 3)
        #expect(far == nil)
        let near = model.visibleRangeChanged(lastVisibleIndex: 26)
        #expect(near == next)
        let again = model.visibleRangeChanged(lastVisibleIndex: 29)
        #expect(again == nil, "never the same page twice")
        model.pageLoaded(page(Array(all.dropFirst(30))), next: nil, stale: false)
        #expect(model.repositories.count == all.count)
        let end = model.visibleRangeChanged(lastVisibleIndex: all.count - 1)
        #expect(end == nil, "last page")
        model.setFavorites([all[3].id])
        #expect(model.cells.filter(\.isFavorite).map(\.id) == [all[3].id])
        model.query = all[3].name
        #expect(model.cells.map(\.id) == [all[3].id])
    }

    @Test func rateLimitAndOfflineKeepWhatWasLoaded() async throws {
        let all = try await bundledRepositories()
        var model = TrendingListViewModel()
        _ = model.select(.day)
        model.pageLoaded(page(all), next: URL(string: "https://x.test/2"), stale: false)
        let reset = Date(timeIntervalSince1970: 1_700_000_600)
        _ = model.visibleRangeChanged(lastVisibleIndex: all.count - 1)
        model.failed(.rateLimited(url: "u", resetsAt: reset))
        #expect(model.state == .rateLimited(resetsAt: reset))
        #expect(model.repositories.count == all.count)
        model.failed(.offlineNotCached(url: "u"))
        guard case .offline(let message) = model.state else {
            Issue.record("expected offline, got \(model.state)")
            return
        }
        #expect(message.contains("Favourites"))
        // Switching timeframe starts over.
        let restarted = model.select(.month)
        #expect(restarted)
        #expect(model.repositories.isEmpty && model.state == .loading)
    }

    @Test func cellsAndDetailAreFormattedForPeople() async throws {
        let all = try await bundledRepositories()
        let missing = try #require(all.first { $0.description == nil })
        #expect(TrendingCell(missing, isFavorite: false).description == TrendingCell.noDescription)
        let detail = TrendingDetail(all[0], isFavorite: true)
        #expect(detail.created.contains("November 2026"))
        #expect(detail.url.absoluteString.hasPrefix("https://github.com/"))
    }

    @Test func offlineClientServesCachedPagesAsStale() async throws {
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let now = try instant("2026-11-20T09:00:00Z")
        let cache = HTTPCache(disk: try DiskCache(configuration: .init(directory: directory)))
        let online = HTTPClient(
            configuration: .init(transport: TrendingFixtures.transport(now: { now }), cache: cache, retry: .none)
        )
        let request = TrendingQuery(timeframe: .day).request(now: now)
        _ = try await online.send(request)
        let offline = HTTPClient(
            configuration: .init(transport: FixtureTransport(fixtures: [:]), cache: cache, offline: true)
        )
        let response = try await offline.send(request)
        #expect(response.fromCache && response.isStale)
        await #expect(
            throws: NetworkingError.offlineNotCached(
                url: TrendingQuery(timeframe: .month).request(now: now).url.absoluteString
            )
        ) {
            try await offline.send(TrendingQuery(timeframe: .month).request(now: now))
        }
    }
}

@Suite struct TrendingLayoutTests {
    @Test(arguments: DeviceProfile.all.flatMap { device in ScreenOrientation.allCases.map { (device, $0) } })
    func listAloneOnCompactAndSideBySideOnRegular(device: DeviceProfile, orientation: ScreenOrientation) async throws {
        let now = try instant("2026-11-20T09:00:00Z")
        let context = FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none)),
            measurer: EstimatedTextMeasurer(),
            now: { now }
        )
        let regular = device.sizeClass(in: orientation) == .regular
        // On regular widths an open item shows beside the list; on compact ones it is pushed instead.
        let document = try await TrendingFeature().layout(
            LayoutRequest(device: device, orientation: orientation, item: regular ? 0 : nil),
            context: context
        )
        let safe = try #require(document.safeArea)
        let rows = document.items(ofKind: .trendingRow)
        try #require(rows.count == 12)
        let listWidth = rows[0].frame.width
        #expect(regular ? listWidth < safe.width : listWidth == safe.width)
        if regular {
            let detail = try #require(document.items(ofKind: .trendingDetail).first)
            #expect(detail.frame.minX >= rows[0].frame.maxX - 0.01)
            #expect(rows[0].selected == .item)
            #expect(document.items(ofKind: .divider).count == 1)
        }
        for row in rows {
            for part in row.parts { #expect(row.frame.contains(part.frame), "\(row.id)") }
        }
        let detail = try await TrendingFeature().layout(
            LayoutRequest(device: device, orientation: orientation, screen: "detail", item: 2),
            context: context
        )
        #expect(detail.items(ofKind: .trendingDetail).count == 1)
    }
}
