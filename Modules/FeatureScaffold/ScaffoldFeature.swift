public import FeatureKit
public import Foundation
public import Networking

/// Scaffold as a catalog feature: a list read from a bundled JSON feed, each row opening its detail.
/// Written by `scripts/new-feature`; the feature's team owns it from here.
public struct ScaffoldFeature: CatalogFeature {
    public let name = "scaffold"
    public let summary = "Scaffold: a list of items with a picture, a title and a subtitle; each opens its detail."
    public let screens = ["list", "detail"]
    /// None yet: the bundled feed stands in; `--feed-url` reads one from anywhere.
    public var endpoints: [URL] { [] }

    /// Creates the feature.
    public init() {}

    public func bundledTransport() -> FixtureTransport { ScaffoldFixtures.transport() }

    /// Loads the items and says whether they came stale from the cache.
    public func loadItems(context: FeatureContext) async throws(FeatureError) -> (items: [ScaffoldItem], stale: Bool) {
        let endpoint = Endpoint<[ScaffoldItem]>(request: HTTPRequest(url: context.feed(ScaffoldFixtures.feedURL)))
        do {
            let (items, response) = try await context.client.decode(endpoint)
            return (items, response.isStale)
        } catch {
            throw .network(error)
        }
    }

    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        try await loadItems(context: context).items.compactMap { item in
            item.imageURL.map { FeatureImage(id: "scaffold-\(item.id)", url: $0, label: item.title, tileSize: 56) }
        }
    }

    public var stories: [Story] { ScaffoldStories.all }

    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        try request.requireWholeFeed(of: name, what: "the list")
        let items = try await loadItems(context: context).items
        let rows = items.map { item in
            FetchResult.Row(
                id: "\(item.id)",
                title: item.title,
                detail: item.subtitle ?? "",
                url: item.imageURL?.absoluteString ?? ""
            )
        }
        return FetchResult(rows: rows, records: items.map(ScaffoldRecord.init))
    }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: ScaffoldScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            ScaffoldScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
