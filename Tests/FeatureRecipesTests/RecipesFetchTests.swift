import FeatureKit
import FeatureRecipes
import FeatureTestSupport
import Testing

/// `fetch --json`'s records of the bundled data: every item, every key on every line (absent values as null).
@Suite struct RecipesFetchTests {
    @Test func everyItemIsARecordWithEveryKey() async throws {
        let feature = RecipesFeature()
        let result = try await feature.fetch(FetchRequest(), context: FeatureTestContext.bundled(feature))
        let records = try FeatureTestContext.jsonObjects(result.records)
        #expect(records.count == 28)
        for record in records {
            #expect(
                Set(record.keys) == ["id", "title", "ingredients", "link", "thumbnail", "section"],
                "\(record.keys.sorted())"
            )
        }
        #expect(result.rows.count <= records.count)
    }
}
