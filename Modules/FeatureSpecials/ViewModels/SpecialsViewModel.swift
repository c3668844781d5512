public import FeatureKit

/// The list screen's state as a plain value: a pure ``reduce(_:)`` turns load events into a ``State``, and a refresh
/// also records what changed.
///
/// ```swift
/// var model = SpecialsViewModel()
/// model.reduce(.loaded(feed, isStale: response.isStale))
/// if case .loaded(let tiles) = model.state { … }
/// ```
public struct SpecialsViewModel: Sendable, Equatable {
    /// What the screen shows.
    public enum State: Sendable, Equatable {
        case loading
        case loaded([SpecialTileViewModel])
        /// The feed loaded but has no showable item.
        case empty
        /// Nothing to show, with a sentence for the user.
        case failed(LoadFailure)
        /// Served from the cache past its freshness (offline or the network failed).
        case loadedStale([SpecialTileViewModel])
    }

    /// What happened.
    public enum Event: Sendable, Equatable {
        case loadingStarted
        case loaded(ManagerSpecials, isStale: Bool)
        case failed(FeatureError)
    }

    /// What the screen shows now.
    public private(set) var state: State
    /// The last feed shown, kept across a failed refresh.
    public private(set) var feed: ManagerSpecials?
    /// What the last successful load changed compared to the one before.
    public private(set) var lastChange: SpecialsDiff?

    /// A model that is loading.
    public init() {
        state = .loading
    }

    /// The tiles on screen, if any.
    public var tiles: [SpecialTileViewModel] {
        switch state {
        case .loaded(let tiles), .loadedStale(let tiles): tiles
        case .loading, .empty, .failed: []
        }
    }

    /// Problems found in the shown feed.
    public var issues: [SpecialsIssue] {
        feed?.issues ?? []
    }

    /// Applies `event`. A failure while tiles are shown keeps them (as stale) instead of blanking the screen.
    public mutating func reduce(_ event: Event) {
        switch event {
        case .loadingStarted:
            if feed == nil { state = .loading }
        case .loaded(let new, let isStale):
            lastChange = feed.map { SpecialsDiff(old: $0.items, new: new.items) }
            feed = new
            let tiles = Self.tiles(for: new)
            state = tiles.isEmpty ? .empty : isStale ? .loadedStale(tiles) : .loaded(tiles)
        case .failed(let error):
            if let feed, !feed.items.isEmpty {
                state = .loadedStale(Self.tiles(for: feed))
            } else {
                state = .failed(LoadFailure(error))
            }
        }
    }

    /// The tile view models of `feed`, identified by feed position.
    public static func tiles(for feed: ManagerSpecials) -> [SpecialTileViewModel] {
        zip(feed.items, feed.sourceIndices).map { SpecialTileViewModel(special: $0, index: $1) }
    }
}
