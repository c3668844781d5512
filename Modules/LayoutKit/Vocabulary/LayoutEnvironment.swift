/// What a whole tree is laid out in, read by the leaves that need it: the screen's traits (text size, appearance,
/// direction) and the measurer its text is set with. Passed once to the tree, never through a feature's functions.
public struct LayoutEnvironment: Sendable {
    /// The screen's traits.
    public var traits: ScreenTraits
    /// Measures and wraps text.
    public var measurer: any TextMeasuring
    /// The colours of ``traits``' appearance.
    public let palette: Palette

    /// Creates an environment.
    public init(traits: ScreenTraits, measurer: any TextMeasuring) {
        self.traits = traits
        self.measurer = measurer
        self.palette = traits.palette
    }

    /// The point size of `style` at the screen's text size.
    public func fontSize(_ style: TextStyle) -> Double {
        traits.size(style)
    }
}
