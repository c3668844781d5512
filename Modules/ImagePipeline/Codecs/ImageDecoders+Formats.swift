public import Foundation
import ImageFormats

extension ImageDecoders {
    /// WebP, GIF, HEIC and AVIF through ``ImageFormats``' codecs: the first frame (or primary image) as RGBA8, after
    /// the file size, frame count (``Limits/maxFrames``), each format's own plausibility check and the pixel limit.
    /// A WebP's EXIF orientation is applied as a JPEG's is; HEIC and AVIF apply their own `irot`/`imir` while
    /// decoding, and their EXIF is not applied on top.
    public enum Formats {
        /// Reads the headers.
        public static func info(
            of data: Data,
            format: ImageFormat,
            source: String,
            limits: Limits = Limits()
        ) throws(ImagePipelineError) -> ImageInfo {
            let header = try header(of: data, format: format, source: source, limits: limits)
            var orientation = Orientation.up
            if format == .webp, let exif = WebPCodec.exif(of: data, header: header) {
                // The chunk is a TIFF block; some writers keep JPEG's "Exif\0\0" in front of it.
                let prefix: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
                let segment = exif.starts(with: prefix) ? exif : prefix + exif
                orientation =
                    segment.withUnsafeBytes { EXIF.orientation($0) }.flatMap(Orientation.init(rawValue:)) ?? .up
            }
            return ImageInfo(
                format: format,
                width: header.width,
                height: header.height,
                bitDepth: header.bitDepth,
                colorType: header.hasAlpha ? "rgba" : "rgb",
                orientation: orientation,
                hasAlpha: header.hasAlpha,
                interlaced: false,
                frames: header.frames,
                containerColor: header.containerColor
            )
        }

        /// Decodes the first frame at full size, stored orientation.
        static func decode(
            _ data: Data,
            format: ImageFormat,
            source: String,
            limits: Limits
        ) throws(ImagePipelineError) -> DecodedImage {
            let info = try info(of: data, format: format, source: source, limits: limits)
            try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
            let header = try header(of: data, format: format, source: source, limits: limits)
            try ImageDecoders.checkMemory(decodeBytes(header, format: format), limits: limits, source: source)
            let pixels: [UInt8]
            do throws(ImageFormatError) {
                switch format {
                case .webp: pixels = try WebPCodec.decode(data, header: header)
                case .gif: pixels = try GIFCodec.decode(data, header: header)
                default: pixels = try HEIFCodec.decode(data, header: header)
                }
            } catch {
                throw failure(error, format: format, source: source)
            }
            let buffer = PixelBuffer(width: info.width, height: info.height, pixels: pixels, hasAlpha: info.hasAlpha)
            return DecodedImage(buffer: buffer, info: info, scale: 1)
        }

        /// What decoding `header`'s first frame takes, from the header alone, before any of it is allocated: the
        /// RGBA result (4 bytes a pixel, written in place by libwebp and giflib's shim) and each codec's own working
        /// memory — a lossless WebP's ARGB rows (4), a lossy one's YUV planes (1.5), an animation's canvas (4); a
        /// GIF's frame of indices (1); libheif's RGBA image (4), copied out, and its decoded 4:2:0 planes at the
        /// stored depth (1.5 bytes a pixel at 8 bits, 3 above).
        static func decodeBytes(_ header: FormatHeader, format: ImageFormat) -> Int {
            var perPixel = 4.0
            switch format {
            case .webp: perPixel += (header.variant ? 4 : 1.5) + (header.frames > 1 ? 4 : 0)
            case .gif: perPixel += 1
            default: perPixel += 4 + (header.bitDepth > 8 ? 3 : 1.5)
            }
            let pixels = header.width.multipliedReportingOverflow(by: header.height).partialValue
            return Int(min(Double(Int.max / 2), Double(pixels) * perPixel))
        }

        private static func header(
            of data: Data,
            format: ImageFormat,
            source: String,
            limits: Limits
        ) throws(ImagePipelineError) -> FormatHeader {
            do throws(ImageFormatError) {
                switch format {
                case .webp: return try WebPCodec.header(of: data, maxFrames: limits.maxFrames)
                case .gif: return try GIFCodec.header(of: data, maxFrames: limits.maxFrames)
                case .heic, .avif: return try HEIFCodec.header(of: data, maxFrames: limits.maxFrames)
                case .png, .jpeg: throw ImageFormatError.unrecognized
                }
            } catch {
                throw failure(error, format: format, source: source, limits: limits)
            }
        }

        /// The pipeline's error for a codec's, with the numbers where a limit refused the file.
        static func failure(
            _ error: ImageFormatError,
            format: ImageFormat,
            source: String,
            limits: Limits = Limits()
        ) -> ImagePipelineError {
            let codec: ImageCodecCause.Codec =
                switch format {
                case .webp: .webp
                case .gif: .gif
                default: .heif
                }
            let kind: ImageCodecCause.Kind
            var reason = error.message
            switch error.kind {
            case .notThisFormat: return .unrecognizedFormat(source: source)
            case .truncated: kind = .truncated
            case .outOfMemory: kind = .outOfMemory
            case .implausibleSize: kind = .implausibleSize
            case .tooManyFrames:
                kind = .implausibleSize
                reason = "the \(format.rawValue.uppercased()) has more frames than the limit of \(limits.maxFrames)"
            case .unsupported:
                return .unsupported(source: source, reason: error.message)
            case .damaged, .encoderFailed: kind = .damagedData
            }
            return .decodingFailed(
                source: source,
                reason: reason,
                cause: ImageCodecCause(codec: codec, status: error.status, kind: kind)
            )
        }
    }
}

extension ImageFormatError {
    /// A file handed to the wrong codec (never from the shim: the pipeline sniffs first).
    static let unrecognized = ImageFormatError(kind: .notThisFormat, message: "not this format")
}
