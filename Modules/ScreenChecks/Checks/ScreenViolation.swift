import LayoutKit

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
        /// A colour that is not a resolved `#RRGGBB` or `#RRGGBBAA`.
        case unresolvedColor = "unresolved-color"
        /// Text under 4.5:1 (3:1 when large) against what is behind it (measured: the ratio).
        case lowContrast = "low-contrast"
        /// Text drawn over an image with no scrim between them.
        case textOverImageWithoutScrim = "text-over-image-without-scrim"
        /// A selected item, segment or tab without a part marked as its indicator.
        case selectionWithoutIndicator = "selection-without-indicator"
        /// A selection indicator under 3:1 against what is behind it (measured: the ratio).
        case lowIndicatorContrast = "low-indicator-contrast"
        /// Text under 11 pt (measured: its size).
        case textTooSmall = "text-too-small"
        /// Text below its style's size outside a fixed-size tile, or below 0.8 × that size in one (measured: size).
        case textShrunk = "text-shrunk"
        /// Primary text cut although it would fit its item at 11 pt.
        case primaryTextCut = "primary-text-cut"
        /// Text of any role holding a URL, a host name, a file path or an HTTP status (links, the web view's
        /// address and a search field's query excepted).
        case technicalText = "technical-text"
        /// A break inside a word that fits its line, or a word longer than its line broken without a hyphen.
        case wordBrokenInside = "word-broken-inside"
        /// Bar text (navigation title, bar button, tab label, segment) past 1.35 × its size at Large.
        case barTextTooLarge = "bar-text-too-large"
        /// One role and style set at different sizes in the tiles of one kind on one screen (measured: the
        /// difference in points).
        case mixedTileTextSizes = "mixed-tile-text-sizes"
        /// A large "no photo" plate where the data has no picture.
        case placeholderArt = "placeholder-art"
        /// A detail page on a wide screen leaving most of its first screen blank (measured: the blank share).
        case blankDetail = "blank-detail"
        /// A value shown whole at the default size dropped or cut at a larger text size while the screen scrolls.
        case contentDropped = "content-dropped"
        /// System chrome drawn without the symbols iOS draws in it: a status bar without its cellular and Wi-Fi
        /// glyphs, a tab without its icon, a search field without its magnifier or, holding text, its clear button.
        case chromeGlyphMissing = "chrome-glyph-missing"
        /// An item of a composed screen without an accessibility element.
        case noAccessibility = "no-accessibility"
        /// An actionable item without a label or an interactive trait.
        case unlabelledAction = "unlabelled-action"
        /// A label that is only a URL or a status code.
        case technicalLabel = "technical-label"
        /// Two different people showing one generated avatar.
        case sharedAvatar = "shared-avatar"
        /// The reading order is not the visual order, or misses or invents an item.
        case readingOrder = "reading-order"
        /// An item's label differs between devices or orientations of one story.
        case labelDiffersByDevice = "label-differs-by-device"
        /// The screen could not be laid out at all.
        case renderFailed = "render-failed"
        /// A part of an item drawn outside the item's frame (issue #53's structural rule).
        case partOutsideItem = "part-outside-item"
        /// Two items of one list or grid overlap.
        case overlappingItems = "overlapping-items"
        /// The price an item's label states that the item does not draw whole (issue #55).
        case valueNotDrawn = "value-not-drawn"
        /// A list or grid on the first screen none of whose items there fits the screen (issue #55; measured: the tallest
        /// item's height, the limit the first screen's).
        case noWholeItemOnFirstScreen = "no-whole-item-on-first-screen"
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
