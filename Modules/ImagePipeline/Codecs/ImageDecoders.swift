public import ColorManagement
public import Foundation

/// Decoders for the formats the pipeline reads: ``ImageDecoders/PNG``, ``ImageDecoders/JPEG`` and, through
/// ``ImageDecoders/Formats``, WebP, GIF, HEIC and AVIF; ``ImageDecoders/ColorStage`` converts embedded profiles.
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
        /// The most frames an animation (GIF, WebP) or images a HEIF file may have; only the first is drawn, but
        /// each costs parsing.
        public var maxFrames: Int
        /// The most memory one decode may take, estimated from the headers before any of it is allocated.
        public var maxDecodeBytes: Int

        /// Creates limits; the defaults are 100 megapixels, 256 MiB, 1,000 frames and 512 MiB of decoding memory.
        public init(
            maxPixels: Int = 100_000_000,
            maxFileBytes: Int = 256 << 20,
            maxFrames: Int = 1_000,
            maxDecodeBytes: Int = 512 << 20
        ) {
            self.maxPixels = maxPixels
            self.maxFileBytes = maxFileBytes
            self.maxFrames = maxFrames
            self.maxDecodeBytes = maxDecodeBytes
        }
    }

    /// Reads an image's headers without decoding its pixels, with its embedded colour profile's summary.
    public static func info(
        of data: Data,
        source: String,
        limits: Limits = Limits()
    ) throws(ImagePipelineError) -> ImageInfo {
        guard let format = ImageFormat(sniffing: data) else { throw .unrecognizedFormat(source: source) }
        var info: ImageInfo
        switch format {
        case .png: info = try PNG.info(of: data, source: source)
        case .jpeg: info = try JPEG.info(of: data, source: source)
        case .webp, .gif, .heic, .avif:
            try checkFileSize(data, limits: limits, source: source)
            info = try Formats.info(of: data, format: format, source: source, limits: limits)
        }
        info.colorProfile = ColorStage.summary(of: data, format: format, colorType: info.colorType)
        return info
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
    /// (in stored, unoriented pixels), so a thumbnail never pays for pixels it throws away. Pixels come out in sRGB:
    /// an embedded profile is converted (``ColorStage``).
    public static func decode(
        _ data: Data,
        source: String,
        limits: Limits,
        minimumSize: (width: Double, height: Double)?,
        intent: RenderingIntent = .perceptual
    ) throws(ImagePipelineError) -> DecodedImage {
        try checkFileSize(data, limits: limits, source: source)
        guard let format = ImageFormat(sniffing: data) else { throw .unrecognizedFormat(source: source) }
        var decoded: DecodedImage
        var colorType: String
        switch format {
        case .png:
            decoded = try PNG.decode(data, source: source, limits: limits)
            colorType = decoded.info.colorType
        case .jpeg:
            let header = try JPEG.info(of: data, source: source)
            colorType = header.colorType
            let transform = ColorStage.transform(for: data, format: format, colorType: colorType, intent: intent)
            // A CMYK profile converts TurboJPEG's CMYK samples directly; the decoder applies it.
            return try JPEG.decode(
                data,
                source: source,
                limits: limits,
                minimumSize: minimumSize,
                colorTransform: transform
            )
        case .webp, .gif, .heic, .avif:
            decoded = try Formats.decode(data, format: format, source: source, limits: limits)
            colorType = decoded.info.colorType
        }
        if let transform = ColorStage.transform(for: data, format: format, colorType: colorType, intent: intent) {
            transform.convert(&decoded.buffer.pixels)
            decoded.info.colorProfile = ColorStage.summary(of: data, format: format, colorType: colorType)
        }
        return decoded
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

    /// Refuses a decode whose estimated memory is over the limit, before any of it is allocated.
    static func checkMemory(_ bytes: Int, limits: Limits, source: String) throws(ImagePipelineError) {
        guard bytes > limits.maxDecodeBytes else { return }
        throw .decodingFailed(
            source: source,
            reason:
                "decoding it takes about \(bytes) bytes (\(bytes >> 20) MiB), over the limit of \(limits.maxDecodeBytes) bytes an image may use",
            cause: .pipeline(.outOfMemory)
        )
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
