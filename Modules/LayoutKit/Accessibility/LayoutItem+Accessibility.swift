extension LayoutItem {
    /// How an item reads to VoiceOver and other assistive technology, as iOS models it: one element with a label
    /// (what it is), traits (how it behaves), a value (its current state), a hint (what a tap does), or hidden when
    /// it is decoration. A row or card is one element whose label comes from its data, never from drawn symbols.
    public struct Accessibility: Sendable, Equatable, Codable {
        /// What the element is, in words ("bright-otter by starling-works, 693 stars, C, in favourites").
        public var label: String
        public var traits: [AccessibilityTrait]
        /// Its current state, e.g. a search field's query or the chosen segment.
        public var value: String?
        /// What a tap does, when the label and traits do not say it.
        public var hint: String?
        /// True for decoration that assistive technology skips; nil when the element is read.
        public var hidden: Bool?

        /// Creates an element description.
        public init(
            label: String,
            traits: [AccessibilityTrait],
            value: String? = nil,
            hint: String? = nil,
            hidden: Bool? = nil
        ) {
            self.label = label
            self.traits = traits
            self.value = value
            self.hint = hint
            self.hidden = hidden
        }

        /// Decoration: skipped by assistive technology.
        public static let decorative = Accessibility(label: "", traits: [], hidden: true)

        /// Whether assistive technology skips the element.
        public var isHidden: Bool { hidden == true }
    }
}
