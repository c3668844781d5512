public import FeatureKit
import Foundation
import Networking

/// The Mario cards screen as one value. Events: `appear`, `refresh`/`retry`, `open:N` (select card N), `back`
/// (deselect).
public struct UserCardsScreenModel: ScreenModel {
    public private(set) var cards = UserCardsViewModel()
    let feature: UsersFeature

    /// A model for `feature`, before its first load.
    public init(feature: UsersFeature = UsersFeature()) {
        self.feature = feature
    }

    public mutating func apply(
        _ event: UserCardsEvent,
        conditions: inout ScreenConditions,
        context: FeatureContext
    ) async throws(FeatureError) {
        switch event {
        case .appear, .refresh, .retry:
            let feature = self.feature
            do throws(FeatureError) {
                guard
                    let (list, stale) = try await conditions.load(
                        url: context.feed(UsersFixtures.cardsURL),
                        now: context.now(),
                        { () async throws(FeatureError) in try await feature.loadUsers(context: context) }
                    )
                else { return }
                switch conditions.feed {
                case .normal: cards.loaded(list, stale: stale)
                case .empty: cards.loaded(UserList(users: [], issues: []), stale: stale)
                case .changed:
                    cards.loaded(UserList(users: Array(list.users.dropFirst(2)), issues: list.issues), stale: stale)
                }
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
}
