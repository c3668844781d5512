public import FeatureKit

extension LayoutItem.Kind {
    /// `user-card`.
    public static let userCard = LayoutItem.Kind(rawValue: "user-card")
}
