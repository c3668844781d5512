public import FeatureKit
import Foundation

extension RecipesFeature {
    /// Rows are the recipes' pictures; records are every recipe.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        try request.requireWholeFeed(of: name, what: "the recipe list")
        let rows = try await images(context: context).map(FetchResult.Row.init)
        return FetchResult(rows: rows, records: try await recipes(context: context).recipes.map(RecipeRecord.init))
    }
}
