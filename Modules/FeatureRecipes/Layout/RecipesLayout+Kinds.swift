public import FeatureKit

extension LayoutItem.Kind {
    /// `recipe-row`.
    public static let recipeRow = LayoutItem.Kind(rawValue: "recipe-row")
    /// `recipe-tile`.
    public static let recipeTile = LayoutItem.Kind(rawValue: "recipe-tile")
    /// `recipe-detail`.
    public static let recipeDetail = LayoutItem.Kind(rawValue: "recipe-detail")
}
