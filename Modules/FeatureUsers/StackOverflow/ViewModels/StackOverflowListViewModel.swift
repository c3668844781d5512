public import FeatureKit
public import Foundation

/// The paged Stack Overflow list as a plain value driven by events.
///
/// It asks for the next page when the visible range comes within ``threshold`` rows of the end, never asks for a page
/// that is loaded or in flight, stops when `has_more` is false, holds off until a `backoff` has passed, and says so
/// clearly when the API quota is exhausted. A failed page is asked for again on the next scroll, without duplicating
/// users already shown.
public struct StackOverflowListViewModel: Sendable, Equatable {
    /// What the screen shows besides the rows.
    public enum State: Sendable, Equatable {
        case idle
        case loading
        case loaded
        case loadingMore
        case empty
        /// Offline, showing cached pages.
        case stale
        case failed(LoadFailure)
        case quotaExhausted
    }

    /// A page to load, not before a time (a server `backoff`), or at once.
    public struct PageRequest: Sendable, Equatable {
        public var page: Int
        public var notBefore: Date?

        /// A request for `page`, not before `notBefore`.
        public init(page: Int, notBefore: Date? = nil) {
            self.page = page
            self.notBefore = notBefore
        }
    }

    public private(set) var state: State = .idle
    public private(set) var users: [StackOverflowUser] = []
    public private(set) var loadedPages: Set<Int> = []
    public private(set) var pageInFlight: Int?
    public private(set) var hasMore = true
    public private(set) var selectedUserID: Int?
    /// No request before this time (from the last page's `backoff`).
    public private(set) var notBefore: Date?
    /// Rows from the end at which the next page is requested.
    public var threshold: Int

    /// Creates an empty list.
    public init(threshold: Int = 5) {
        self.threshold = threshold
    }

    /// The next page number to load.
    public var nextPage: Int { (loadedPages.max() ?? 0) + 1 }

    /// The first page, when nothing is loaded yet.
    public mutating func start() -> PageRequest? {
        guard loadedPages.isEmpty, pageInFlight == nil else { return nil }
        state = .loading
        pageInFlight = 1
        return PageRequest(page: 1, notBefore: notBefore)
    }

    /// The user scrolled: returns the page to load when the last visible row is near the end.
    public mutating func visibleRangeChanged(lastVisibleIndex: Int) -> PageRequest? {
        guard hasMore, pageInFlight == nil, state != .quotaExhausted, !loadedPages.isEmpty,
            lastVisibleIndex >= users.count - threshold
        else { return nil }
        let page = nextPage
        pageInFlight = page
        state = .loadingMore
        return PageRequest(page: page, notBefore: notBefore)
    }

    /// A page arrived. Users already shown (by id) are not added twice.
    public mutating func pageLoaded(_ page: StackOverflowPage, number: Int, stale: Bool, now: Date) {
        guard pageInFlight == number, !loadedPages.contains(number) else { return }
        pageInFlight = nil
        loadedPages.insert(number)
        let known = Set(users.map(\.id))
        users += page.items.filter { !known.contains($0.id) }
        hasMore = page.hasMore
        notBefore = page.backoff.map { now.addingTimeInterval(TimeInterval($0)) }
        if page.quotaRemaining == 0 {
            hasMore = false
            state = .quotaExhausted
        } else if users.isEmpty {
            state = .empty
        } else {
            state = stale ? .stale : .loaded
        }
    }

    /// A page failed; the next scroll asks for it again.
    public mutating func pageFailed(number: Int, failure: LoadFailure) {
        guard pageInFlight == number else { return }
        pageInFlight = nil
        state = .failed(failure)
    }

    /// A refresh of the first page arrived: it replaces the list.
    public mutating func refreshed(_ page: StackOverflowPage, stale: Bool, now: Date) {
        pageInFlight = nil
        loadedPages = [1]
        users = page.items
        hasMore = page.hasMore
        notBefore = page.backoff.map { now.addingTimeInterval(TimeInterval($0)) }
        state = page.quotaRemaining == 0 ? .quotaExhausted : users.isEmpty ? .empty : stale ? .stale : .loaded
    }

    /// A refresh failed: users shown stay, as stale; with none, the failure shows.
    public mutating func refreshFailed(_ failure: LoadFailure) {
        pageInFlight = nil
        state = users.isEmpty ? .failed(failure) : .stale
    }

    /// Selects a user (nil to deselect).
    public mutating func select(userID: Int?) {
        selectedUserID = userID.flatMap { id in users.contains { $0.id == id } ? id : nil }
    }

    /// The message to show for the current state, if any.
    public var message: String? {
        switch state {
        case .quotaExhausted: "Stack Exchange's daily request quota is used up; more users can be loaded tomorrow."
        case .failed(let failure): failure.sentence(loading: "users")
        case .stale: "Offline: showing saved users."
        case .empty: "No users."
        default: nil
        }
    }
}
