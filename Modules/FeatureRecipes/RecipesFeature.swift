public import FeatureKit
public import Foundation
public import Networking

/// The recipes feature: the Recipe Puppy feed in "Popular" (with an image) and "Other" sections, and details.
public struct RecipesFeature: CatalogFeature {
    /// The live feed.
    public static let endpoint = URL(string: "https://g525204.github.io/recipes.json") ?? URL(fileURLWithPath: "/")

    public let name = "recipes"
    public let summary =
        "Recipes in two sections: Popular (square image tiles, 2 or 3 columns) and Other (title rows); details with ingredients and link."
    public let screens = ["list", "detail"]
    public var endpoints: [URL] { [Self.endpoint] }

    /// Creates the feature.
    public init() {}

    /// The bundled feed, and the pictures made for some of its (long dead) image URLs.
    public func bundledTransport() -> FixtureTransport {
        let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)
        return FixtureTransport { request in
            guard let fixtures else { return nil }
            if request.url.path == Self.endpoint.path {
                return .file(
                    fixtures.appendingPathComponent("recipes.json"),
                    headers: ["Content-Type": "application/json"]
                )
            }
            guard request.url.host == "img.recipepuppy.com" else { return nil }
            let file = fixtures.appendingPathComponent("images").appendingPathComponent(request.url.lastPathComponent)
            guard FileManager.default.fileExists(atPath: file.path) else { return nil }
            return .file(file, headers: ["Content-Type": "image/jpeg"])
        }
    }

    /// Loads and cleans the feed.
    public func recipes(context: FeatureContext) async throws(FeatureError) -> (recipes: [Recipe], stale: Bool) {
        let endpoint = Endpoint<RecipeFeed>(request: HTTPRequest(url: context.feed(Self.endpoint)))
        do {
            let (feed, response) = try await context.client.decode(endpoint)
            return (feed.recipes, response.isStale)
        } catch {
            throw .network(error)
        }
    }

    public func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage] {
        try await recipes(context: context).recipes.compactMap { recipe in
            recipe.thumbnail.map {
                FeatureImage(id: "recipe-\(recipe.id)", url: $0, label: recipe.title, tileSize: 180)
            }
        }
    }

    public var stories: [Story] { RecipesStories.all }

    public func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen {
        try await liveScreen(story: story, model: RecipesScreenModel(feature: self), context: context) {
            model,
            device,
            orientation,
            context in
            RecipesScreenLayout(measurer: context.measurer, traits: context.traits).layout(
                model,
                device: device,
                orientation: orientation
            )
        }
    }
}
