import FeatureKit
import FeatureRecipes
import Testing

/// Recipes' event declarations: a detail opened, its link opened, both closed, then a refresh, is the refresh.
@Suite struct RecipesEventCompactionTests {
    @Test func anOpenedAndClosedDetailAndBrowserCompactAway() throws {
        let events = try ScreenEvent.list(parsing: "open:0,open-link,back,back,refresh")
        let compacted = RecipesEvent.compacted(events, feature: RecipesFeature().name)
        #expect(ScreenEvent.text(of: compacted) == "refresh")
    }
}
