public import FeatureKit
import Foundation
public import Networking

/// The specials screen as one value: the list's view model, whether a refresh is in flight over the tiles, and why
/// the tiles shown may be stale. Events: `appear`, `refresh`/`retry`.
public struct SpecialsScreenModel: ScreenModel {
    public private(set) var list = SpecialsViewModel()
    /// A refresh is in flight while tiles are shown (the pull-to-refresh spinner).
    public private(set) var refreshing = false
    /// Why the tiles shown may be out of date, when they may.
    public private(set) var staleReason: StaleReason?
    /// The last load's failure, nil after a success.
    public private(set) var lastError: FeatureError?
    let feature: SpecialsFeature

    /// A model for `feature`, before its first load.
    public init(feature: SpecialsFeature = SpecialsFeature()) {
        self.feature = feature
    }

    public mutating func apply(_ event: SpecialsEvent, context: FeatureContext) async throws(FeatureError) {
        // Every event (appear, refresh, retry) loads the feed.
        switch event {
        case .appear, .refresh, .retry: break
        }
        list.reduce(.loadingStarted)
        let feature = self.feature
        do throws(FeatureError) {
            guard
                let (feed, isStale) = try await context.load({ () async throws(FeatureError) in
                    try await feature.loadFeed(context: context)
                })
            else {
                refreshing = list.feed != nil
                return
            }
            refreshing = false
            lastError = nil
            list.reduce(.loaded(feed, isStale: isStale))
            staleReason = isStale ? .offline : nil
        } catch {
            refreshing = false
            lastError = error
            list.reduce(.failed(error))
            staleReason = list.tiles.isEmpty ? nil : StaleReason(error)
        }
    }

    /// The feed as a story's condition has it: emptied, or updated (the first two specials sold out and a new one
    /// added at the end, half the canvas wide).
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        JSONFeed.rewritingObject(response) { feed in
            let items = feed["managerSpecials"] as? [Any] ?? []
            switch alteration.variant {
            case .normal:
                break
            case .empty:
                feed["managerSpecials"] = [Any]()
            case .changed:
                var changed = JSONFeed.changed(items)
                if var added = items.last as? [String: Any] {
                    added["display_name"] = "New this week: " + (added["display_name"] as? String ?? "")
                    added["width"] = max(1, (feed["canvasUnit"] as? Int ?? 2) / 2)
                    changed.append(added)
                }
                feed["managerSpecials"] = changed
            }
        }
    }
}
