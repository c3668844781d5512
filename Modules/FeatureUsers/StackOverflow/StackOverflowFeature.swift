public import FeatureKit
public import Foundation
import ImageCache
public import Networking

/// The Stack Overflow users list as a catalog feature (its first page; paging is the view model's job).
public struct StackOverflowFeature: CatalogFeature {
    public let name = "stackoverflow"
    public let summary = "Stack Overflow users by reputation: gravatar, name, badges, location, moderator mark."
    public let screens = ["list", "detail"]
    public var endpoints: [URL] { [StackOverflowFixtures.firstPageURL] }

    /// Creates the feature.
    public init() {}

    public func bundledTransport() -> FixtureTransport { StackOverflowFixtures.transport() }

    /// The first page.
    public func page(context: FeatureContext) async throws(FeatureError) -> StackOverflowPage {
        let endpoint = Endpoint<StackOverflowPage>(
            request: HTTPRequest(url: context.feed(StackOverflowFixtures.firstPageURL))
        )
        do {
            return try await context.client.decode(endpoint).0
        } catch {
            throw .network(error)
        }
    }

    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        try await page(context: context).items.compactMap { user in
            user.profileImage.map {
                FeatureImage(id: "so-user-\(user.id)", url: $0, label: user.displayName, tileSize: 64)
            }
        }
    }

    public var stories: [Story] { StackOverflowStories.all }

    /// The list as its view model pages it, as a user scrolling to the end `pages` − 1 times would.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        if request.page != nil || !request.query.isEmpty || request.variant != nil {
            throw .unsupportedFetch(feature: name, reason: "the list takes --pages only")
        }
        var session = ScreenSession(feature: name, model: StackOverflowScreenModel(feature: self))
        let scrolls = Array(repeating: ScreenEvent("load-more"), count: max(0, request.pages - 1))
        try await session.apply([ScreenEvent("appear")] + scrolls, context: context)
        let users = session.model.list.users
        let rows = users.map { user in
            let cell = StackOverflowCell(user)
            let location = cell.location.map { " · \($0)" } ?? ""
            return FetchResult.Row(
                id: "\(user.id)",
                title: cell.name,
                detail: "\(cell.reputation) · \(cell.userTypeLabel)\(location)",
                url: user.link?.absoluteString ?? ""
            )
        }
        return FetchResult(
            rows: rows,
            records: users.map(StackOverflowUserRecord.init),
            failure: session.model.lastError
        )
    }

    /// The brief's avatar cache (``AvatarStore``: one entry per user id, kept as downloaded) in `cache`: the first
    /// page says whose avatar each URL is; an image it does not name loads as usual.
    public func imageSource(cache: URL, context: FeatureContext) -> FeatureImageSource? {
        guard let disk = try? DiskCache(configuration: .init(directory: cache.appendingPathComponent("avatars"))) else {
            return nil
        }
        let owners = AvatarOwners { () async -> [URL: Int] in
            let page = try? await self.page(context: context)
            return Dictionary(
                (page?.items ?? []).compactMap { user in user.profileImage.map { ($0, user.id) } },
                uniquingKeysWith: { first, _ in first }
            )
        }
        let store = AvatarStore(disk: disk, client: context.client)
        return FeatureImageSource { url in
            guard let userID = await owners.owner(of: url) else { return nil }
            return await store.avatar(userID: userID, url: url)
        }
    }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: StackOverflowScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            StackOverflowScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
