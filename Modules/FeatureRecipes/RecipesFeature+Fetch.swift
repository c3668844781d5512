public import FeatureKit
import Foundation

extension RecipesFeature {
    /// Rows are the recipes' pictures; records are every recipe.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        if request.pages != 1 || request.page != nil || !request.query.isEmpty || request.variant != nil {
            throw .unsupportedFetch(feature: name, reason: "the recipe list has no pages, queries or variants")
        }
        let rows = try await images(context: context).map {
            FetchResult.Row(
                id: $0.id,
                title: $0.label,
                detail: "tile \(Int($0.tileSize)) pt",
                url: $0.url.absoluteString
            )
        }
        return FetchResult(rows: rows, records: try await recipes(context: context).recipes.map(RecipeRecord.init))
    }
}
