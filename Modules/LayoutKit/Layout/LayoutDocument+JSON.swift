public import Foundation

extension LayoutDocument {
    /// Stable JSON: sorted keys, values rounded to 1/100 point, so equal layouts give identical bytes. The form
    /// `layout --format json`, `serve`'s `/layout.json` and the reference documents share.
    ///
    /// Written by ``LayoutJSONWriter``, byte for byte what `JSONEncoder` makes of the document's `Codable`
    /// conformance with `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]` (``encodedData()``), in a
    /// fraction of the time.
    public func jsonData() throws(LayoutError) -> Data {
        var json = LayoutJSONWriter()
        try write(to: &json)
        json.newline()
        return Data(json.bytes)
    }

    /// The document through `JSONEncoder`: what ``jsonData()`` must equal, kept for the tests that hold it to that.
    public func encodedData() throws(LayoutError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw .renderingFailed(reason: "\(error)")
        }
    }
}
