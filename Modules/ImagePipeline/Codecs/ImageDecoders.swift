public import Foundation

/// Decoders for the formats the pipeline reads: ``ImageDecoders/PNG`` and ``ImageDecoders/JPEG``.
///
/// ```swift
/// let info = try ImageDecoders.info(of: data, source: "photo.jpg")
/// let image = try ImageDecoders.decode(data, source: "photo.jpg", limits: .init())
/// ```
public enum ImageDecoders {
    /// Bounds checked before anything is allocated for an image.
    public struct Limits: Sendable, Hashable {
        /// The most pixels (width × height) an image may have.
        public var maxPixels: Int
        /// The most bytes an encoded file may have.
        public var maxFileBytes: Int

        /// Creates limits; the defaults are 100 megapixels and 256 MiB.
        public init(maxPixels: Int = 100_000_000, maxFileBytes: Int = 256 << 20) {
            self.maxPixels = maxPixels
            self.maxFileBytes = maxFileBytes
        }
    }

    /// Reads the headers of a PNG or JPEG without decoding its pixels.
    public static func info(of data: Data, source: String) throws(ImagePipelineError) -> ImageInfo {
        switch ImageFormat(sniffing: data) {
        case .png: try PNG.info(of: data, source: source)
        case .jpeg: try JPEG.info(of: data, source: source)
        case nil: throw .unrecognizedFormat(source: source)
        }
    }

    /// Decodes a whole image at full size, stored orientation (see ``DecodedImage/upright()``).
    public static func decode(
        _ data: Data,
        source: String,
        limits: Limits = Limits()
    ) throws(ImagePipelineError) -> DecodedImage {
        try decode(data, source: source, limits: limits, minimumSize: nil)
    }

    /// Decodes an image; a JPEG is decoded at the smallest DCT scale whose result still covers `minimumSize`
    /// (in stored, unoriented pixels), so a thumbnail never pays for pixels it throws away.
    public static func decode(
        _ data: Data,
        source: String,
        limits: Limits,
        minimumSize: (width: Double, height: Double)?
    ) throws(ImagePipelineError) -> DecodedImage {
        try checkFileSize(data, limits: limits, source: source)
        switch ImageFormat(sniffing: data) {
        case .png:
            return try PNG.decode(data, source: source, limits: limits)
        case .jpeg:
            return try JPEG.decode(data, source: source, limits: limits, minimumSize: minimumSize)
        case nil:
            throw .unrecognizedFormat(source: source)
        }
    }

    static func checkFileSize(_ data: Data, limits: Limits, source: String) throws(ImagePipelineError) {
        guard data.count <= limits.maxFileBytes else {
            throw .fileTooLarge(source: source, bytes: data.count, limit: limits.maxFileBytes)
        }
    }

    /// Refuses a JPEG whose data is too small to encode the image its header claims, before any buffer is sized from
    /// that header: even a flat image costs at least a few bits per 8×8 block per scan, so one byte per 4,096
    /// pixels leaves an eightfold margin under what optimised Huffman tables can reach.
    static func checkJPEGDataCovers(
        width: Int,
        height: Int,
        bytes: Int,
        source: String
    ) throws(ImagePipelineError) {
        let pixels = width.multipliedReportingOverflow(by: height).partialValue
        guard bytes >= pixels / 4_096 else {
            throw .decodingFailed(
                source: source,
                reason: "\(bytes) bytes cannot hold a \(width)×\(height) JPEG (truncated or corrupt file)",
                cause: .pipeline(.implausibleSize)
            )
        }
    }

    static func checkPixels(width: Int, height: Int, limits: Limits, source: String) throws(ImagePipelineError) {
        guard width > 0, height > 0 else {
            throw .decodingFailed(
                source: source,
                reason: "image has no pixels (\(width)×\(height))",
                cause: .pipeline(.implausibleSize)
            )
        }
        guard width.multipliedReportingOverflow(by: height).partialValue <= limits.maxPixels,
            width <= limits.maxPixels, height <= limits.maxPixels
        else {
            throw .tooManyPixels(source: source, width: width, height: height, limit: limits.maxPixels)
        }
    }
}

/// Pixels fresh from a decoder, with what is needed to map them back to the original image.
public struct DecodedImage: Sendable {
    /// The decoded pixels, in stored orientation; smaller than the original after a scaled JPEG decode.
    public var buffer: PixelBuffer
    /// The file's header information (original size and orientation).
    public var info: ImageInfo
    /// Decoded size over original size; exact, so crops stay accurate when a scaled decode rounds up
    /// (1365 px at 1/4 is 341.25 px of content, decoded into 342 rows).
    public var scale: Double

    /// The image turned upright according to its EXIF orientation.
    public func upright() -> PixelBuffer {
        buffer.applying(info.orientation)
    }
}
