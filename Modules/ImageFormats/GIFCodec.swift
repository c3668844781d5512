import CImageFormatsShim
public import Foundation

/// GIF through giflib: the first frame on a transparent canvas of the screen's size, its transparent index
/// honoured, interlaced or not. Frames after the first are counted, never decompressed.
public enum GIFCodec {
    /// Bytes of data a GIF needs at the least for its canvas: LZW emits at most 4,096 pixels a 12-bit code.
    public static let pixelsPerByte = 2_731

    /// Reads the screen, counts frames (refusing more than `maxFrames`) and refuses a canvas the file is too small
    /// to hold (``pixelsPerByte``).
    public static func header(of data: Data, maxFrames: Int) throws(ImageFormatError) -> FormatHeader {
        try ShimCall.header(data, maxFrames: maxFrames, catalog_gif_info)
    }

    /// Decodes the first frame to RGBA8, `header.width` × `header.height` pixels.
    public static func decode(_ data: Data, header: FormatHeader) throws(ImageFormatError) -> [UInt8] {
        try ShimCall.decode(data, width: header.width, height: header.height, catalog_gif_decode)
    }
}
