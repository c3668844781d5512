public import FeatureKit
import Foundation
public import Networking

/// The Mario cards screen as one value. Events: `appear`, `refresh`/`retry`, `open:N` (select card N), `back`
/// (deselect).
public struct UserCardsScreenModel: ScreenModel {
    public private(set) var cards = UserCardsViewModel()
    let feature: UsersFeature

    /// A model for `feature`, before its first load.
    public init(feature: UsersFeature = UsersFeature()) {
        self.feature = feature
    }

    public mutating func apply(_ event: UserCardsEvent, context: FeatureContext) async throws(FeatureError) {
        switch event {
        case .appear, .refresh, .retry:
            let feature = self.feature
            do throws(FeatureError) {
                guard
                    let (list, stale) = try await context.load({ () async throws(FeatureError) in
                        try await feature.loadUsers(context: context)
                    })
                else { return }
                cards.loaded(list, stale: stale)
            } catch {
                cards.failed(error)
            }
        case .open(let index):
            guard cards.users.indices.contains(index) else {
                throw .eventItemOutOfRange(feature: feature.name, event: "open", index: index, count: cards.users.count)
            }
            cards.select(userID: cards.users[index].id)
        case .back:
            cards.select(userID: nil)
        }
    }

    /// Emptied: no users; updated: the first two users gone, the rest in the same order.
    public static func alterFeed(_ response: HTTPResponse, _ alteration: FeedAlteration) -> HTTPResponse {
        JSONFeed.rewritingArray(response) { users in
            switch alteration.variant {
            case .normal: break
            case .empty: users = []
            case .changed: users = JSONFeed.changed(users)
            }
        }
    }
}
