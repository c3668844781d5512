import CImageFormatsShim
public import ColorManagement

/// What a WebP, GIF, HEIC or AVIF file's headers say, read without decoding pixels.
public struct FormatHeader: Sendable, Hashable {
    /// Width in pixels (a GIF's or animated WebP's canvas; a HEIF image after its `irot`/`imir` transforms).
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Frames of an animation or images of a HEIF file; 1 for a still image.
    public var frames: Int
    /// Whether pixels can be less than opaque.
    public var hasAlpha: Bool
    /// Bits per sample as stored (HEIF may hold 10 or 12; decoding gives 8).
    public var bitDepth: Int
    /// WebP: lossless. HEIF: AVIF rather than HEIC.
    public var variant: Bool
    /// Bytes of the embedded ICC profile; 0 when there is none.
    public var iccSize: Int
    /// Bytes of a WebP's EXIF chunk; 0 when there is none.
    public var exifSize: Int
    /// A HEIF container's colour (its `nclx` box); nil when the container gives none.
    public var containerColor: CICP?

    init(_ header: catalog_image_header) {
        width = Int(header.width)
        height = Int(header.height)
        frames = Int(header.frames)
        hasAlpha = header.has_alpha != 0
        bitDepth = Int(header.bit_depth)
        variant = header.variant != 0
        iccSize = header.icc_size
        exifSize = header.exif_size
        containerColor =
            header.has_nclx == 0
            ? nil
            : CICP(
                primaries: Int(header.color_primaries),
                transfer: Int(header.transfer_characteristics),
                matrix: Int(header.matrix_coefficients),
                fullRange: header.full_range != 0
            )
    }
}
