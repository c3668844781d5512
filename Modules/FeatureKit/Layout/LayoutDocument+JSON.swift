public import Foundation

extension LayoutDocument {
    /// Stable JSON: sorted keys, values rounded to 1/100 point, so equal layouts give identical bytes. The form
    /// `layout --format json`, `serve`'s `/layout.json` and the reference documents share.
    public func jsonData() throws(FeatureKitError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw .renderingFailed(reason: "\(error)")
        }
    }
}
