/// What a file's headers say about an image, read without decoding its pixels.
public struct ImageInfo: Sendable, Equatable, Codable {
    /// The encoded format.
    public var format: ImageFormat
    /// Stored width in pixels (before orientation).
    public var width: Int
    /// Stored height in pixels (before orientation).
    public var height: Int
    /// Bits per sample.
    public var bitDepth: Int
    /// The colour model: `grey`, `rgb`, `palette`, `grey+alpha`, `rgba`, `ycbcr`, `cmyk`, `ycck`.
    public var colorType: String
    /// EXIF orientation, 1 (upright) to 8.
    public var orientation: Orientation
    /// Whether the image can be less than opaque.
    public var hasAlpha: Bool
    /// PNG: Adam7 interlaced; JPEG: progressive.
    public var interlaced: Bool

    /// Creates an info value.
    public init(
        format: ImageFormat,
        width: Int,
        height: Int,
        bitDepth: Int,
        colorType: String,
        orientation: Orientation = .up,
        hasAlpha: Bool,
        interlaced: Bool
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.orientation = orientation
        self.hasAlpha = hasAlpha
        self.interlaced = interlaced
    }

    /// Width and height once the orientation is applied.
    public var orientedSize: (width: Int, height: Int) {
        orientation.swapsDimensions ? (height, width) : (width, height)
    }
}
