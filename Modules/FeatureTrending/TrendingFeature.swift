public import FeatureKit
public import Foundation
public import Networking

/// Trending GitHub repositories as a catalog feature: the day's list (with the detail beside it on tablets), a
/// repository's detail, and the favourites kept in the data directory.
public struct TrendingFeature: CatalogFeature {
    public let name = "trending"
    public let summary =
        "GitHub repositories created in the last day/week/month by stars; favourites kept offline in SQLite."
    public let screens = ["list", "detail", "favourites"]
    public var endpoints: [URL] { [TrendingQuery.endpoint] }
    /// The timeframe laid out and fetched.
    public var timeframe: Timeframe
    /// The favourites stores opened so far, shared by copies of this value: one connection per data directory.
    let favoriteStores = FavoritesStores()

    /// Creates the feature.
    public init(timeframe: Timeframe = .day) {
        self.timeframe = timeframe
    }

    public func bundledTransport() -> FixtureTransport {
        // The pages are read at the bundled data's moment, the clock the tool gives the feature with them.
        TrendingFixtures.transport(now: { FeatureContext.bundledDataMoment })
    }

    /// The bundled pages, read at the moment `now` gives (the search's dates follow it).
    public func bundledTransport(now: @escaping @Sendable () -> Date) -> FixtureTransport {
        TrendingFixtures.transport(now: now)
    }

    /// Loads up to `maxPages` pages of the timeframe's list, following `Link` headers.
    public func repositories(context: FeatureContext, maxPages: Int = 1) async throws(FeatureError) -> (
        repositories: [Repository], stale: Bool
    ) {
        let query = TrendingQuery(timeframe: timeframe)
        var repositories: [Repository] = []
        var pages = 0
        var stale = false
        do {
            for try await page in query.pages(
                client: context.client,
                now: context.now(),
                baseURL: context.baseURL,
                feedURL: context.feedURL
            ) {
                repositories += page.items
                stale = stale || page.isStale
                pages += 1
                if pages >= maxPages { break }
            }
        } catch let error as NetworkingError {
            throw .network(error)
        } catch {
            // The pager throws only networking errors, or cancellation from its back-off sleep.
            throw .network(
                .cancelled(url: query.request(now: context.now(), baseURL: context.baseURL).url.absoluteString)
            )
        }
        return (repositories, stale)
    }

    /// Page `number` (1-based) of the timeframe's search alone, as the API pages it (``TrendingQuery/perPage`` a
    /// page): one request, whatever the page. With a feed URL (which names its own first page) only page 1 exists.
    public func repositories(context: FeatureContext, page number: Int) async throws(FeatureError) -> (
        repositories: [Repository], stale: Bool
    ) {
        let query = TrendingQuery(timeframe: timeframe)
        var request = query.request(now: context.now(), page: number, baseURL: context.baseURL)
        if let feedURL = context.feedURL {
            guard number == 1 else {
                throw .invalidEventValue(
                    feature: name,
                    event: ScreenEvent("page", String(number)),
                    expected: "1 with a feed URL (the feed names only its first page)"
                )
            }
            request.url = feedURL
        }
        let endpoint = Endpoint<SearchPage>(request: request, configureDecoder: SearchPage.configure)
        do {
            let response = try await context.client.data(for: endpoint.request)
            let page = try endpoint.decode(response.body, url: response.url.absoluteString)
            return (page.items, response.isStale)
        } catch {
            throw .network(error)
        }
    }

    /// The favourites store in the context's data directory (the same store on every call), or nil when there is
    /// none.
    public func favorites(context: FeatureContext) throws(FeatureError) -> FavoritesStore? {
        guard let directory = context.dataDirectory else { return nil }
        do {
            return try favoriteStores.store(in: directory.appendingPathComponent("trending"))
        } catch {
            throw .invalidData(feature: name, cause: error)
        }
    }

    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        try await repositories(context: context).repositories.compactMap { repository in
            repository.owner.avatarURL.map {
                FeatureImage(id: "owner-\(repository.owner.login)", url: $0, label: repository.fullName, tileSize: 44)
            }
        }
    }

    public var stories: [Story] { TrendingStories.all }

    /// `favourites` (or `favorites`) is the favourites tab; the others as every feature opens them.
    public func events(opening screen: String, item: Int?) -> [ScreenEvent]? {
        switch screen {
        case "favourites", "favorites":
            [TrendingEvent.tab(.favourites).screenEvent] + (item.map { [TrendingEvent.open($0).screenEvent] } ?? [])
        case "detail": [TrendingEvent.open(item ?? 0).screenEvent]
        case "list": item.map { [TrendingEvent.open($0).screenEvent] } ?? []
        default: nil
        }
    }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: TrendingScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            TrendingScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
