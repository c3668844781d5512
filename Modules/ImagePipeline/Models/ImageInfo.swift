public import ColorManagement

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
    /// Frames of an animation (GIF, WebP) or images of a HEIF file; 1 for a still image. Only the first is drawn.
    public var frames: Int
    /// The embedded colour profile and what the pipeline does with it; nil for an untagged (sRGB) image.
    public var colorProfile: ColorProfileSummary?
    /// The colour a HEIC or AVIF container gives the image (its `nclx` box: primaries, transfer, matrix, range, HDR
    /// or not); nil when it gives none. Reported only: the pipeline draws such an image as sRGB unless an ICC
    /// profile says otherwise.
    public var containerColor: CICP?

    /// Creates an info value.
    public init(
        format: ImageFormat,
        width: Int,
        height: Int,
        bitDepth: Int,
        colorType: String,
        orientation: Orientation = .up,
        hasAlpha: Bool,
        interlaced: Bool,
        frames: Int = 1,
        colorProfile: ColorProfileSummary? = nil,
        containerColor: CICP? = nil
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.orientation = orientation
        self.hasAlpha = hasAlpha
        self.interlaced = interlaced
        self.frames = frames
        self.colorProfile = colorProfile
        self.containerColor = containerColor
    }

    private enum CodingKeys: String, CodingKey {
        case format, width, height, bitDepth, colorType, orientation, hasAlpha, interlaced, frames, colorProfile
        case containerColor
    }

    /// Decodes an info value; `frames`, `colorProfile` and `containerColor` may be absent (values written before they
    /// existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(ImageFormat.self, forKey: .format)
        width = try container.decode(Int.self, forKey: .width)
        height = try container.decode(Int.self, forKey: .height)
        bitDepth = try container.decode(Int.self, forKey: .bitDepth)
        colorType = try container.decode(String.self, forKey: .colorType)
        orientation = try container.decode(Orientation.self, forKey: .orientation)
        hasAlpha = try container.decode(Bool.self, forKey: .hasAlpha)
        interlaced = try container.decode(Bool.self, forKey: .interlaced)
        frames = try container.decodeIfPresent(Int.self, forKey: .frames) ?? 1
        colorProfile = try container.decodeIfPresent(ColorProfileSummary.self, forKey: .colorProfile)
        containerColor = try container.decodeIfPresent(CICP.self, forKey: .containerColor)
    }

    /// Width and height once the orientation is applied.
    public var orientedSize: (width: Int, height: Int) {
        orientation.swapsDimensions ? (height, width) : (width, height)
    }
}
