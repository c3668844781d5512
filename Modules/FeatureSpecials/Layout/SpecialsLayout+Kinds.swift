public import FeatureKit

extension LayoutItem.Kind {
    /// `special-tile`.
    public static let specialTile = LayoutItem.Kind(rawValue: "special-tile")
}
