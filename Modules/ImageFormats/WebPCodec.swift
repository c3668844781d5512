import CImageFormatsShim
public import Foundation

/// WebP through libwebp: lossy, lossless and alpha; an animation's first frame on its transparent canvas. Encodes
/// lossy or lossless WebP, single-threaded so the same pixels give the same bytes.
public enum WebPCodec {
    /// Reads the canvas, frame count (refusing more than `maxFrames`), alpha, ICC and EXIF sizes.
    public static func header(of data: Data, maxFrames: Int) throws(ImageFormatError) -> FormatHeader {
        try ShimCall.header(data, maxFrames: maxFrames, catalog_webp_info)
    }

    /// The embedded ICC profile (`header.iccSize` bytes), or nil.
    public static func iccProfile(of data: Data, header: FormatHeader) -> [UInt8]? {
        ShimCall.block(data, size: header.iccSize) { catalog_webp_chunk($0, $1, "ICCP", $2, $3) }
    }

    /// The EXIF chunk (`header.exifSize` bytes), or nil.
    public static func exif(of data: Data, header: FormatHeader) -> [UInt8]? {
        ShimCall.block(data, size: header.exifSize) { catalog_webp_chunk($0, $1, "EXIF", $2, $3) }
    }

    /// Decodes the first frame to RGBA8, `header.width` × `header.height` pixels (the caller checks its limits on
    /// the header first).
    public static func decode(_ data: Data, header: FormatHeader) throws(ImageFormatError) -> [UInt8] {
        try ShimCall.decode(data, width: header.width, height: header.height, catalog_webp_decode)
    }

    /// Encodes `width` × `height` RGBA8 pixels at `quality` (1–100), or losslessly; without `hasAlpha` no alpha
    /// is written.
    public static func encode(
        rgba pixels: [UInt8],
        width: Int,
        height: Int,
        hasAlpha: Bool,
        quality: Int,
        lossless: Bool = false
    ) throws(ImageFormatError) -> Data {
        precondition(pixels.count == width * height * 4, "pixel count mismatch")
        return try pixels.withUnsafeBufferPointer { buffer throws(ImageFormatError) in
            try ShimCall.encode { out, message, length in
                catalog_webp_encode(
                    buffer.baseAddress,
                    Int32(width),
                    Int32(height),
                    hasAlpha ? 1 : 0,
                    Int32(quality),
                    lossless ? 1 : 0,
                    out,
                    message,
                    length
                )
            }
        }
    }
}
