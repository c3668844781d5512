/// A problem found in one item of the feed: which item (by position), which field, and what is wrong.
///
/// Most issues mean the item was skipped; ``Reason/tooWide(width:canvasUnit:)`` means it was kept, clamped to the
/// full width.
public struct SpecialsIssue: Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the field.
    public enum Reason: Sendable, Hashable {
        /// The key is absent or null.
        case missing
        /// The item is not a JSON object.
        case notAnObject
        /// The value has the wrong JSON type, e.g. a number where a string is expected.
        case wrongType(expected: String)
        /// A price string that is not a plain non-negative decimal such as `"1.99"`.
        case notAPrice(String)
        /// A size that is not a positive whole number.
        case notPositive(String)
        /// A URL string that does not parse.
        case notAURL(String)
        /// Wider than the canvas; the tile was kept at full width.
        case tooWide(width: Int, canvasUnit: Int)
    }

    /// The item's position in `managerSpecials`, from 0.
    public var index: Int
    /// The JSON key, e.g. `price`, or `*` for the item as a whole.
    public var field: String
    /// What is wrong.
    public var reason: Reason

    /// Creates an issue.
    public init(index: Int, field: String, reason: Reason) {
        self.index = index
        self.field = field
        self.reason = reason
    }

    /// Whether the item was left out of the feed because of this issue.
    public var skipsItem: Bool {
        if case .tooWide = reason { return false }
        return true
    }

    public var description: String {
        let what: String
        switch reason {
        case .missing: what = "is missing"
        case .notAnObject: what = "is not a JSON object"
        case .wrongType(let expected): what = "should be \(expected)"
        case .notAPrice(let text): what = "\"\(text)\" is not a price like \"1.99\""
        case .notPositive(let text): what = "\(text) is not a positive whole number"
        case .notAURL(let text): what = "\"\(text)\" is not a URL"
        case .tooWide(let width, let canvasUnit):
            what = "\(width) is wider than the canvas (\(canvasUnit)); shown at full width"
        }
        let outcome = skipsItem ? " The item was skipped." : ""
        return "Special #\(index): \(field) \(what).\(outcome)"
    }
}
