public import FeatureKit
import Foundation
public import Networking

/// The Stack Overflow screens as one value: the paged list's view model, whether avatars are still downloading,
/// and the user whose detail is open. Events: `appear`, `refresh`/`retry`, `load-more`, `open:N`, `back`,
/// `avatars:loading|loaded`.
public struct StackOverflowScreenModel: ScreenModel {
    public private(set) var list = StackOverflowListViewModel()
    public private(set) var avatarsLoading = false
    /// The user whose detail is open.
    public private(set) var openID: Int?
    let feature: StackOverflowFeature

    /// A model for `feature`, before its first load.
    public init(feature: StackOverflowFeature = StackOverflowFeature()) {
        self.feature = feature
    }

    /// The open user.
    public var openUser: StackOverflowUser? {
        openID.flatMap { id in list.users.first { $0.id == id } }
    }

    public mutating func apply(_ event: StackOverflowEvent, context: FeatureContext) async throws(FeatureError) {
        switch event {
        case .appear:
            if let request = list.start() {
                await load(request.page, refresh: false, context: context)
            }
        case .refresh, .retry:
            if list.users.isEmpty, let request = list.start() {
                await load(request.page, refresh: false, context: context)
            } else if list.pageInFlight == nil {
                await load(1, refresh: true, context: context)
            }
        case .loadMore:
            if let request = list.visibleRangeChanged(lastVisibleIndex: max(0, list.users.count - 1)) {
                await load(request.page, refresh: false, context: context)
            }
        case .open(let index):
            guard list.users.indices.contains(index) else {
                throw .eventItemOutOfRange(feature: feature.name, event: "open", index: index, count: list.users.count)
            }
            openID = list.users[index].id
            list.select(userID: openID)
        case .back:
            openID = nil
            list.select(userID: nil)
        case .avatars(let state):
            avatarsLoading = state == .loading
        }
    }

    /// Loads page `number`; a held load stays in flight.
    private mutating func load(
        _ number: Int,
        refresh: Bool,
        context: FeatureContext
    ) async {
        let pager = StackOverflowPager(client: context.client, baseURL: context.baseURL, feedURL: context.feedURL)
        let request = StackOverflowListViewModel.PageRequest(page: number, notBefore: list.notBefore)
        do throws(FeatureError) {
            let loaded = try await context.load { () async throws(FeatureError) -> (StackOverflowPage, Bool) in
                do throws(NetworkingError) {
                    return try await pager.fetch(request)
                } catch {
                    throw .network(error)
                }
            }
            guard let loaded else { return }
            let page = loaded.0
            if refresh {
                list.refreshed(page, stale: loaded.1, now: context.now())
            } else {
                list.pageLoaded(page, number: number, stale: loaded.1, now: context.now())
            }
        } catch {
            if refresh {
                list.refreshFailed(LoadFailure(error))
            } else {
                list.pageFailed(number: number, failure: LoadFailure(error))
            }
            lastError = error
        }
    }

    /// The last load's failure.
    public private(set) var lastError: FeatureError?

    /// Emptied: no users and no more pages; updated: the first two users gone; quota used up: `quota_remaining` 0.
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        JSONFeed.rewritingObject(response) { page in
            let items = page["items"] as? [Any] ?? []
            switch alteration.variant {
            case .normal:
                break
            case .empty:
                page["items"] = [Any]()
                page["has_more"] = false
            case .changed:
                page["items"] = JSONFeed.changed(items)
            }
            if alteration.quotaExhausted { page["quota_remaining"] = 0 }
        }
    }
}
