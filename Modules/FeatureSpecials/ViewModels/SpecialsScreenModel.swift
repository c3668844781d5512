public import FeatureKit
import Foundation

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

    public mutating func apply(
        _ event: SpecialsEvent,
        conditions: inout ScreenConditions,
        context: FeatureContext
    ) async throws(FeatureError) {
        // Every event (appear, refresh, retry) loads the feed.
        switch event {
        case .appear, .refresh, .retry: break
        }
        list.reduce(.loadingStarted)
        let feature = self.feature
        let kind = conditions.feed
        do throws(FeatureError) {
            guard
                let (feed, isStale) = try await conditions.load(
                    url: context.feed(SpecialsFeature.liveURL),
                    now: context.now(),
                    { () async throws(FeatureError) in try await feature.loadFeed(context: context) }
                )
            else {
                refreshing = list.feed != nil
                return
            }
            refreshing = false
            lastError = nil
            list.reduce(.loaded(Self.adjust(feed, kind), isStale: isStale))
            staleReason = isStale ? .offline : nil
        } catch {
            refreshing = false
            lastError = error
            list.reduce(.failed(error))
            staleReason = list.tiles.isEmpty ? nil : StaleReason(error)
        }
    }

    /// The feed as the story's condition has it: as loaded, emptied, or updated (the first two specials sold out
    /// and a new one added at the end).
    static func adjust(_ feed: ManagerSpecials, _ kind: ScreenConditions.Feed) -> ManagerSpecials {
        switch kind {
        case .normal:
            return feed
        case .empty:
            return ManagerSpecials(canvasUnit: feed.canvasUnit, items: [])
        case .changed:
            var items = Array(feed.items.dropFirst(2))
            if var added = feed.items.last {
                added.name = "New this week: " + added.name
                added.width = max(1, feed.canvasUnit / 2)
                items.append(added)
            }
            return ManagerSpecials(canvasUnit: feed.canvasUnit, items: items)
        }
    }
}
