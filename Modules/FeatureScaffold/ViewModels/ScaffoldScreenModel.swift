public import FeatureKit
import Foundation
public import Networking

/// The Scaffold screens as one value: the list's state, its items and the open one. Events: `appear`,
/// `refresh`/`retry`, `open:N`, `back`.
public struct ScaffoldScreenModel: ScreenModel {
    /// What the list shows.
    public enum State: Sendable, Equatable {
        case loading
        case loaded
        /// Items shown may be out of date, for ``staleReason``.
        case stale
        case empty
        /// Nothing loaded, for a reason said by kind (offline, a server problem, unreadable data…).
        case failed(LoadFailure)
        /// Offline with nothing loaded before.
        case offline
    }

    public private(set) var state: State = .loading
    public private(set) var items: [ScaffoldItem] = []
    /// The item whose detail is open, if any.
    public private(set) var openIndex: Int?
    /// Why the items shown may be out of date, when they may.
    public private(set) var staleReason: StaleReason?
    let feature: ScaffoldFeature

    /// A model for `feature`, before its first load.
    public init(feature: ScaffoldFeature = ScaffoldFeature()) {
        self.feature = feature
    }

    public mutating func apply(_ event: ScaffoldEvent, context: FeatureContext) async throws(FeatureError) {
        switch event {
        case .appear, .refresh, .retry:
            let feature = self.feature
            do throws(FeatureError) {
                guard
                    let (items, stale) = try await context.load({ () async throws(FeatureError) in
                        try await feature.loadItems(context: context)
                    })
                else { return }
                self.items = items
                state = items.isEmpty ? .empty : stale ? .stale : .loaded
                staleReason = stale ? .offline : nil
                if let openIndex, !items.indices.contains(openIndex) { self.openIndex = nil }
            } catch {
                if items.isEmpty {
                    state = error.isOffline ? .offline : .failed(LoadFailure(error))
                } else {
                    state = .stale
                    staleReason = StaleReason(error)
                }
            }
        case .open(let index):
            guard items.indices.contains(index) else {
                throw .eventItemOutOfRange(feature: feature.name, event: "open", index: index, count: items.count)
            }
            openIndex = index
        case .back:
            openIndex = nil
        }
    }

    /// Emptied: no items; updated: the first two items gone, the rest in the same order.
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        JSONFeed.rewritingArray(response) { items in
            switch alteration.variant {
            case .normal: break
            case .empty: items = []
            case .changed: items = JSONFeed.changed(items)
            }
        }
    }
}
