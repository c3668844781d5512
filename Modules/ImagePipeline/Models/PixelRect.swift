/// A rectangle in pixels, in floating point: a source region exact to a fraction of a pixel after a scaled decode,
/// or a shape on a ``Canvas`` whose fractional edges are anti-aliased.
public struct PixelRect: Sendable, Equatable {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
