public import FeatureKit

extension LayoutItem.Kind {
    /// `scaffold-row`: one item of the list.
    public static let scaffoldRow = LayoutItem.Kind(rawValue: "scaffold-row")
    /// `scaffold-detail`: an item's detail.
    public static let scaffoldDetail = LayoutItem.Kind(rawValue: "scaffold-detail")
}
