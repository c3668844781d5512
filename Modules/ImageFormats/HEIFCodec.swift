import CImageFormatsShim
public import Foundation

/// HEIC and AVIF through libheif (HEVC by libde265, AV1 by dav1d): the primary image with its `irot`/`imir`
/// transforms applied (EXIF orientation is not applied on top), 8 bits a sample. Encodes AVIF through aom.
public enum HEIFCodec {
    /// Reads the primary image's size, alpha, bit depth, image count (refusing more than `maxFrames`), brand and
    /// ICC size.
    public static func header(of data: Data, maxFrames: Int) throws(ImageFormatError) -> FormatHeader {
        try ShimCall.header(data, maxFrames: maxFrames, catalog_heif_info)
    }

    /// The primary image's ICC profile (`header.iccSize` bytes), or nil.
    public static func iccProfile(of data: Data, header: FormatHeader) -> [UInt8]? {
        ShimCall.block(data, size: header.iccSize, catalog_heif_icc)
    }

    /// Decodes the primary image to RGBA8, `header.width` × `header.height` pixels.
    public static func decode(_ data: Data, header: FormatHeader) throws(ImageFormatError) -> [UInt8] {
        let width = Int32(clamping: header.width)
        let height = Int32(clamping: header.height)
        return try ShimCall.decode(data, width: header.width, height: header.height) {
            bytes,
            size,
            out,
            count,
            message,
            length in
            catalog_heif_decode(bytes, size, width, height, out, count, message, length)
        }
    }

    /// Encodes `width` × `height` RGBA8 pixels as AVIF at `quality` (1–100), 4:2:0, one thread, so the bytes
    /// repeat; without `hasAlpha` no alpha plane is written.
    public static func encodeAVIF(
        rgba pixels: [UInt8],
        width: Int,
        height: Int,
        hasAlpha: Bool,
        quality: Int
    ) throws(ImageFormatError) -> Data {
        precondition(pixels.count == width * height * 4, "pixel count mismatch")
        return try pixels.withUnsafeBufferPointer { buffer throws(ImageFormatError) in
            try ShimCall.encode { out, message, length in
                catalog_avif_encode(
                    buffer.baseAddress,
                    Int32(width),
                    Int32(height),
                    hasAlpha ? 1 : 0,
                    Int32(quality),
                    out,
                    message,
                    length
                )
            }
        }
    }
}
