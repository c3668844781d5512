public import FeatureKit

extension LayoutItem.Kind {
    /// `__name__-row`: one item of the list.
    public static let __name__Row = LayoutItem.Kind(rawValue: "__name__-row")
    /// `__name__-detail`: an item's detail.
    public static let __name__Detail = LayoutItem.Kind(rawValue: "__name__-detail")
}
