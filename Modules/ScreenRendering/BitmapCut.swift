/// A bitmap cut at the height limit: what a user is told instead of getting a silently shrunk picture.
public struct BitmapCut: Sendable, Equatable, CustomStringConvertible {
    /// The height the whole document would have at the device's scale, in pixels.
    public var fullHeight: Int
    /// The height drawn (the limit).
    public var height: Int

    /// Creates a cut.
    public init(fullHeight: Int, height: Int) {
        self.fullHeight = fullHeight
        self.height = height
    }

    public var description: String {
        "the picture is cut at \(height) px (the limit); the whole document is \(fullHeight) px tall at the device's scale"
    }
}
