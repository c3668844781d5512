public import FeatureKit

extension LayoutItem.Kind {
    /// `stackoverflow-user`.
    public static let stackOverflowUser = LayoutItem.Kind(rawValue: "stackoverflow-user")
    /// `stackoverflow-detail`.
    public static let stackOverflowDetail = LayoutItem.Kind(rawValue: "stackoverflow-detail")
}
