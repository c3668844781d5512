public import FeatureKit

/// The card list as a plain value driven by events: states, the cards, and the selected one.
public struct UserCardsViewModel: Sendable, Equatable {
    /// Screen state.
    public enum State: Sendable, Equatable {
        case loading
        case loaded
        case stale
        case empty
        case failed(LoadFailure)
        /// Offline with nothing loaded before.
        case offline
    }

    public private(set) var state: State = .loading
    public private(set) var users: [User] = []
    /// Entries that had to be patched (bad avatar URLs) or skipped, to show or log.
    public private(set) var issues: [FeedIssue] = []
    public private(set) var selectedUserID: Int?
    /// Why the cards shown may be out of date, when they may.
    public private(set) var staleReason: StaleReason?

    /// Creates a view model in the loading state.
    public init() {}

    /// Applies a loaded list; `stale` when it came from the cache while offline.
    public mutating func loaded(_ list: UserList, stale: Bool = false) {
        users = list.users
        issues = list.issues
        state = list.users.isEmpty ? .empty : stale ? .stale : .loaded
        staleReason = stale ? .offline : nil
    }

    /// Applies a load failure: cards already shown stay (as stale, with the reason); otherwise offline or failed.
    public mutating func failed(_ error: FeatureError) {
        if !users.isEmpty {
            state = .stale
            staleReason = StaleReason(error)
        } else {
            state = error.isOffline ? .offline : .failed(LoadFailure(error))
        }
    }

    /// Applies a failure of a known kind; cards already shown stay (as stale).
    public mutating func failed(_ failure: LoadFailure) {
        state = users.isEmpty ? .failed(failure) : .stale
    }

    /// Selects a card (nil to deselect); an unknown id deselects.
    public mutating func select(userID: Int?) {
        selectedUserID = userID.flatMap { id in users.contains { $0.id == id } ? id : nil }
    }
}
