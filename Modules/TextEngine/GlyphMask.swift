/// A rendered line: coverage values, row by row, with the baseline's distance from the top.
public struct GlyphMask: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels from the mask's top to the baseline.
    public var baseline: Int
    public var pixels: [UInt8]
    /// Colour glyphs (emoji) as straight RGBA, the same size as `pixels`; nil when the line has none.
    public var color: [UInt8]?

    /// Creates a mask.
    public init(width: Int, height: Int, baseline: Int, pixels: [UInt8], color: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.pixels = pixels
        self.color = color
    }
}
