public import FeatureKit
public import Foundation
public import Networking

/// The trending list as a plain value driven by events: the timeframe picker, pages loaded as the user scrolls
/// (sorted by stars, stably), favourites marked, search, and offline and rate-limit states.
public struct TrendingListViewModel: Sendable, Equatable {
    /// What the screen shows besides the rows.
    public enum State: Sendable, Equatable {
        case loading
        case loaded
        case loadingMore
        case empty
        /// Showing cached pages without a connection.
        case offline(message: String)
        /// The search API's rate limit is used up; loaded rows stay.
        case rateLimited(resetsAt: Date?)
        case failed(LoadFailure)
    }

    public private(set) var timeframe: Timeframe
    public private(set) var state: State = .loading
    public private(set) var repositories: [Repository] = []
    public private(set) var favorites: Set<Int> = []
    public private(set) var nextPage: URL?
    public private(set) var pageInFlight = false
    public private(set) var pagesLoaded = 0
    public var query = ""
    /// Rows from the end at which the next page is requested.
    public var threshold: Int

    /// Creates a list for `timeframe`.
    public init(timeframe: Timeframe = .day, threshold: Int = 5) {
        self.timeframe = timeframe
        self.threshold = threshold
    }

    /// The rows to show: loaded repositories sorted by stars, filtered by the search text.
    public var cells: [TrendingCell] {
        repositories.sortedByStars().matching(query).map { TrendingCell($0, isFavorite: favorites.contains($0.id)) }
    }

    /// Switches timeframe: everything loaded for the old one is dropped; returns true when a load should start.
    public mutating func select(_ timeframe: Timeframe) -> Bool {
        guard timeframe != self.timeframe || pagesLoaded == 0 else { return false }
        self.timeframe = timeframe
        repositories = []
        nextPage = nil
        pagesLoaded = 0
        pageInFlight = true
        state = .loading
        return true
    }

    /// Whether scrolling to `lastVisibleIndex` should load the next page (never while one is in flight).
    public mutating func visibleRangeChanged(lastVisibleIndex: Int) -> URL? {
        guard !pageInFlight, let next = nextPage, lastVisibleIndex >= cells.count - threshold else { return nil }
        pageInFlight = true
        state = .loadingMore
        return next
    }

    /// A page arrived, with the URL of the next one (from the `Link` header) if any.
    public mutating func pageLoaded(_ page: SearchPage, next: URL?, stale: Bool) {
        pageInFlight = false
        pagesLoaded += 1
        let known = Set(repositories.map(\.id))
        repositories += page.items.filter { !known.contains($0.id) }
        // The search API never returns more than 1,000 results.
        nextPage = repositories.count >= TrendingQuery.resultCap ? nil : next
        if repositories.isEmpty {
            state = .empty
        } else if stale {
            state = .offline(
                message:
                    "Offline: showing the list saved \(timeframe.rawValue == "day" ? "today" : "earlier"); favourites are always available."
            )
        } else {
            state = .loaded
        }
    }

    /// A load failed; what was loaded stays.
    public mutating func failed(_ error: NetworkingError) {
        pageInFlight = false
        switch error {
        case .rateLimited(_, let resetsAt):
            state = .rateLimited(resetsAt: resetsAt)
        case .offlineNotCached where repositories.isEmpty:
            state = .offline(
                message: "Offline and this list was never loaded: connect to load it. Favourites are available."
            )
        case .offlineNotCached:
            state = .offline(
                message: "You're offline. Showing the list loaded earlier. Favourites are always available."
            )
        default:
            state = .failed(LoadFailure(error))
        }
    }

    /// A load failed for a reason that is not the network's (unusable data).
    public mutating func failed(_ failure: LoadFailure) {
        pageInFlight = false
        state = .failed(failure)
    }

    /// A refresh of the first page started: rows stay until it answers.
    public mutating func refreshStarted() -> Bool {
        guard !pageInFlight else { return false }
        pageInFlight = true
        if repositories.isEmpty { state = .loading }
        return true
    }

    /// Marks favourites in the list.
    public mutating func setFavorites(_ ids: Set<Int>) {
        favorites = ids
    }
}
