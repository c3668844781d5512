public import FeatureKit

extension LayoutItem.Kind {
    /// `trending-row`.
    public static let trendingRow = LayoutItem.Kind(rawValue: "trending-row")
    /// `trending-detail`.
    public static let trendingDetail = LayoutItem.Kind(rawValue: "trending-detail")
}
