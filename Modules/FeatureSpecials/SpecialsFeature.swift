public import FeatureKit
public import Foundation
public import Networking

/// Swiftly's "Manager's Specials": a feed of product tiles sized in canvas units, laid out in centred rows.
///
/// ```swift
/// let feature = SpecialsFeature()
/// let document = try await feature.layout(LayoutRequest(device: iphone15), context: context)
/// ```
public struct SpecialsFeature: CatalogFeature {
    /// The feature's name, also used in errors.
    public static let featureName = "specials"
    /// The live feed.
    public static var liveURL: URL { feedURL }
    /// The image URLs the bundled feed uses (the old `prestoqinc` organisation), by bundled file name.
    public static let imageNames = ["J", "K", "L"]

    private static let feedURL: URL = {
        guard let url = URL(string: "https://raw.githubusercontent.com/Swiftly-Systems/code-exercise-ios/master/backup")
        else {
            preconditionFailure("the feed URL is a valid literal")
        }
        return url
    }()

    /// Creates the feature.
    public init() {}

    public var name: String { Self.featureName }
    public var summary: String { "Manager's Specials: product tiles sized in canvas units, packed into centred rows." }
    public var endpoints: [URL] { [Self.liveURL] }
    public var screens: [String] { [SpecialsLayout.screen] }

    /// The bundled feed: the challenge's feed (`Fixtures/backup`, kept unchanged) with each product's `imageUrl`
    /// pointing at a picture of our own making (`scripts/fixtures/make_special_products.py`).
    static var bundledFeedURL: URL? {
        Bundle.module.url(forResource: "Fixtures/specials", withExtension: "json")
    }

    /// Where the bundled feed's product pictures are named: `.invalid` names no real host.
    public static let productImageBase = "https://bundled.invalid/specials/"

    /// The bundled feed for the live URL, its product pictures, and the challenge's three letter images for the URLs
    /// its own feed names.
    public func bundledTransport() -> FixtureTransport {
        var fixtures: [String: FixtureTransport.Fixture] = [:]
        if let feed = Self.bundledFeedURL {
            fixtures[Self.liveURL.absoluteString] = .file(feed, headers: ["Content-Type": "application/json"])
        }
        for name in Self.imageNames {
            if let file = Bundle.module.url(forResource: "Fixtures/images/\(name)", withExtension: "png") {
                let url = "https://raw.githubusercontent.com/prestoqinc/code-exercise-ios/master/images/\(name).png"
                fixtures[url] = .file(file, headers: ["Content-Type": "image/png"])
            }
        }
        if let products = Bundle.module.url(forResource: "Fixtures/products", withExtension: nil),
            let files = try? FileManager.default.contentsOfDirectory(atPath: products.path)
        {
            for file in files where file.hasSuffix(".png") {
                fixtures[Self.productImageBase + file] = .file(
                    products.appendingPathComponent(file),
                    headers: ["Content-Type": "image/png"]
                )
            }
        }
        return FixtureTransport(fixtures: fixtures)
    }

    /// Loads and validates the feed through the context's client (base-URL override applied).
    /// - Returns: the feed and whether it was served stale from the cache.
    public func loadFeed(context: FeatureContext) async throws(FeatureError) -> (feed: ManagerSpecials, isStale: Bool) {
        let endpoint = Endpoint<ManagerSpecialsPayload>(request: HTTPRequest(url: context.feed(Self.liveURL)))
        let payload: ManagerSpecialsPayload
        let response: HTTPResponse
        do {
            (payload, response) = try await context.client.decode(endpoint)
        } catch {
            throw .network(error)
        }
        return (try ManagerSpecials(payload: payload), response.isStale)
    }

    /// Each tile's image, with the tile's longer side in points on an iPhone 15 in portrait (393 pt wide).
    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        let feed = try await loadFeed(context: context).feed
        let unit = 393 / Double(feed.canvasUnit)
        return SpecialsViewModel.tiles(for: feed).map { tile in
            FeatureImage(
                id: "special-\(tile.id)",
                url: tile.imageURL,
                label: tile.name,
                tileSize: Double(max(tile.width, tile.height)) * unit
            )
        }
    }

    public var stories: [Story] { SpecialsStories.all }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: SpecialsScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            SpecialsScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
