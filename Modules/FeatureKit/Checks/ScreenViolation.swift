/// One way a screen document breaks a rule of ``ScreenCheck``: the rule, the item (nil for the document itself),
/// and, where the rule has a number, what was measured and the limit it broke. `description` says it in words.
public struct ScreenViolation: Sendable, Hashable, CustomStringConvertible {
    /// The rules.
    public enum Rule: String, Sendable, CaseIterable, Codable {
        /// The document's version is not one this code reads.
        case unknownVersion = "unknown-version"
        /// The content is smaller than the screen.
        case contentSmallerThanScreen = "content-smaller-than-screen"
        /// The document names no safe area.
        case noSafeArea = "no-safe-area"
        /// Two items share an id.
        case duplicateID = "duplicate-id"
        /// An item, part or segment lies outside the content.
        case outsideContent = "outside-content"
        /// Something other than a bar lies outside the safe area.
        case outsideSafeArea = "outside-safe-area"
        /// A tappable item or segment is smaller than 44 × 44 pt (measured: its smaller side).
        case tapTargetTooSmall = "tap-target-too-small"
        /// A link without an `href`.
        case linkWithoutHref = "link-without-href"
        /// A segmented control or tab bar whose selection is not one of its segments.
        case selectionNotASegment = "selection-not-a-segment"
        /// Two runs of text overlap.
        case overlappingText = "overlapping-text"
    }

    public var rule: Rule
    /// The item's id; nil when the rule is about the whole document.
    public var item: String?
    /// The measured value, in the rule's unit (points), when the rule has a number.
    public var measured: Double?
    /// The limit the measured value broke.
    public var limit: Double?
    /// The violation in words, naming the item.
    public var description: String

    /// Creates a violation.
    public init(_ rule: Rule, item: String?, measured: Double? = nil, limit: Double? = nil, _ description: String) {
        self.rule = rule
        self.item = item
        self.measured = measured
        self.limit = limit
        self.description = description
    }
}
