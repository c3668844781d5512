public import FeatureKit
public import Foundation
public import Networking

/// The Mario card list as a catalog feature.
public struct UsersFeature: CatalogFeature {
    public let name = "users"
    public let summary = "User cards: avatar and name; full-width rows on phones, three per row on tablets."
    public let screens = ["list", "detail"]
    /// None: the challenge's list lives only in its README (bundled here); `--feed-url` reads one from anywhere.
    public var endpoints: [URL] { [] }

    /// Creates the feature.
    public init() {}

    public func bundledTransport() -> FixtureTransport { UsersFixtures.transport() }

    /// Loads the cards, with the entries that had to be patched.
    public func users(context: FeatureContext) async throws(FeatureError) -> UserList {
        try await loadUsers(context: context).list
    }

    /// Loads the cards and says whether they came stale from the cache.
    public func loadUsers(context: FeatureContext) async throws(FeatureError) -> (list: UserList, stale: Bool) {
        do {
            // Through the client's decoding path, so a body that is not a user list is dropped from the cache.
            let (list, response) = try await context.client.data(
                for: HTTPRequest(url: context.feed(UsersFixtures.cardsURL))
            ) { response in try UserList(json: response.body) }
            return (list, response.isStale)
        } catch let error as NetworkingError {
            throw .network(error)
        } catch let error as FeedDecodingError {
            throw .invalidData(feature: name, cause: error)
        } catch {
            throw .network(.transport(url: context.feed(UsersFixtures.cardsURL).absoluteString, reason: "\(error)"))
        }
    }

    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        try await users(context: context).users.compactMap { user in
            user.avatar.map { FeatureImage(id: "user-\(user.id)", url: $0, label: user.name, tileSize: 56) }
        }
    }

    public var stories: [Story] { UserCardsStories.all }

    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        try request.requireWholeFeed(of: name, what: "the card list")
        let list = try await users(context: context)
        // Every card, with or without a picture; what the feed got wrong is said (a card whose avatar was not an
        // http(s) URL is kept without one, and the note says why).
        let rows = list.users.map { user in
            FetchResult.Row(
                id: "user-\(user.id)",
                title: user.name,
                detail: user.avatar == nil ? "no picture: initials" : "tile 56 pt",
                url: user.avatar?.absoluteString ?? ""
            )
        }
        return FetchResult(rows: rows, records: list.users.map(UserRecord.init), notes: list.issues.map(\.description))
    }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: UserCardsScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            UserCardsScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
