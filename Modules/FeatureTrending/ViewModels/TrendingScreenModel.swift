public import FeatureKit
public import Foundation
public import Networking

/// The trending screens as one value: the list's view model, the tab (Trending | Favourites), the favourites, and
/// the repository open in the detail.
///
/// Events: `appear`, `refresh`/`retry`, `timeframe:day|week|month`, `search:TEXT`, `load-more` (scrolled to the
/// end; `search` filters the visible tab's rows), `open:N` (row N of the visible tab), `back`, `tab:trending|favourites`, `favourite:ID` (toggle; without a
/// value, the open repository), `delete-favourite:ID`. Favourites start as the data directory holds them; the events
/// change this session's copy only, never the user's saved favourites.
public struct TrendingScreenModel: ScreenModel {
    /// The tabs.
    public enum Tab: String, Sendable, CaseIterable {
        case trending
        case favourites
    }

    public private(set) var list: TrendingListViewModel
    public private(set) var tab = Tab.trending
    /// Favourites, newest first.
    public private(set) var favourites: [Repository] = []
    /// What the Favourites tab's search field holds (the Trending tab's is the list's `query`).
    public private(set) var favouritesQuery = ""
    /// Why the saved favourites could not be read on `appear` (the tab then has none), or nil.
    public private(set) var favouritesError: FavoritesError?
    /// The repository whose detail is open (pushed on compact widths, beside the list on regular ones).
    public private(set) var openID: Int?
    let feature: TrendingFeature

    /// A model for `feature`'s timeframe, before its first load.
    public init(feature: TrendingFeature = TrendingFeature()) {
        self.feature = feature
        self.list = TrendingListViewModel(timeframe: feature.timeframe)
    }

    /// The rows of the visible tab.
    public var cells: [TrendingCell] {
        switch tab {
        case .trending: list.cells
        case .favourites: favourites.matching(favouritesQuery).map { TrendingCell($0, isFavorite: true) }
        }
    }

    /// The open repository's detail.
    public var detail: TrendingDetail? {
        guard let openID else { return nil }
        let repository = (list.repositories + favourites).first { $0.id == openID }
        return repository.map { TrendingDetail($0, isFavorite: favourites.contains { $0.id == openID }) }
    }

    public mutating func apply(_ event: TrendingEvent, context: FeatureContext) async throws(FeatureError) {
        switch event {
        case .appear:
            switch await feature.savedFavorites(context: context) {
            case .success(let saved): (favourites, favouritesError) = (saved, nil)
            case .failure(let error): (favourites, favouritesError) = ([], error)
            }
            list.setFavorites(Set(favourites.map(\.id)))
            if list.select(list.timeframe) { await loadPage(nil, context: context) }
        case .refresh, .retry:
            if list.refreshStarted() { await loadPage(nil, context: context) }
        case .timeframe(let timeframe):
            tab = .trending
            openID = nil
            if list.select(timeframe) { await loadPage(nil, context: context) }
        case .search(let query):
            // Each tab searches its own rows: searching Favourites stays on Favourites.
            switch tab {
            case .trending: list.query = query
            case .favourites: favouritesQuery = query
            }
            openID = nil
        case .loadMore:
            if let next = list.visibleRangeChanged(lastVisibleIndex: max(0, list.cells.count - 1)) {
                await loadPage(next, context: context)
            }
        case .open(let index):
            let cells = self.cells
            guard cells.indices.contains(index) else {
                throw .eventItemOutOfRange(feature: feature.name, event: "open", index: index, count: cells.count)
            }
            openID = cells[index].id
        case .back:
            openID = nil
        case .tab(let tab):
            self.tab = tab
            openID = nil
        case .favourite(let given):
            guard let id = given ?? openID,
                let repository = list.repositories.first(where: { $0.id == id })
                    ?? favourites.first(where: { $0.id == id })
            else {
                throw .invalidEventValue(
                    feature: feature.name,
                    event: event.screenEvent,
                    expected: "the id of a loaded repository (or none, with a repository open)"
                )
            }
            if favourites.contains(where: { $0.id == id }) {
                favourites.removeAll { $0.id == id }
            } else {
                favourites.insert(repository, at: 0)
            }
            list.setFavorites(Set(favourites.map(\.id)))
        case .deleteFavourite(let id):
            guard favourites.contains(where: { $0.id == id }) else {
                throw .invalidEvent(
                    feature: feature.name,
                    event: event.screenEvent,
                    expected: favourites.map { String($0.id) }
                )
            }
            favourites.removeAll { $0.id == id }
            if openID == id { openID = nil }
            list.setFavorites(Set(favourites.map(\.id)))
        }
    }

    /// Loads a page (`nil`: the first of the timeframe); a held load stays in flight.
    private mutating func loadPage(_ url: URL?, context: FeatureContext) async {
        let first = TrendingQuery(timeframe: list.timeframe).request(now: context.now(), baseURL: context.baseURL)
        var request = first
        if let url {
            request.url = url
        } else if let feedURL = context.feedURL {
            request.url = feedURL
        }
        do throws(FeatureError) {
            let loaded = try await context.load { () async throws(FeatureError) -> (SearchPage, URL?, Bool) in
                let endpoint = Endpoint<SearchPage>(request: request, configureDecoder: SearchPage.configure)
                do throws(NetworkingError) {
                    let (page, response) = try await context.client.decode(endpoint)
                    var next = LinkHeader.url(for: "next", in: response.headers["Link"])
                    if let baseURL = context.baseURL { next = next?.replacingBase(with: baseURL) }
                    return (page, next, response.isStale)
                } catch {
                    throw .network(error)
                }
            }
            guard let (page, next, stale) = loaded else { return }
            list.pageLoaded(page, next: next, stale: stale)
        } catch {
            if case .network(let networkError) = error {
                list.failed(networkError)
            } else {
                list.failed(LoadFailure(error))
            }
        }
    }

    /// Emptied: no repositories and no next page; updated: the first two repositories gone.
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        var altered = JSONFeed.rewritingObject(response) { page in
            let items = page["items"] as? [Any] ?? []
            switch alteration.variant {
            case .normal: break
            case .empty: page["items"] = [Any]()
            case .changed: page["items"] = JSONFeed.changed(items)
            }
        }
        if alteration.variant == .empty { altered.headers["Link"] = nil }
        return altered
    }

    /// GitHub's answer once its rate limit is used up: 403 with the exhausted `X-RateLimit-*` headers.
    public static func rateLimitedResponse(
        to request: HTTPRequest,
        resetsAt: Date,
        retryAfter: TimeInterval
    ) -> HTTPResponse {
        HTTPResponse(
            status: 403,
            headers: [
                "Content-Type": "application/json", "X-RateLimit-Limit": "60", "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset": String(Int(resetsAt.timeIntervalSince1970)),
            ],
            body: Data(#"{"message":"API rate limit exceeded"}"#.utf8),
            url: request.url
        )
    }
}
