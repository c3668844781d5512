import CTurboJPEG
import ColorManagement
public import Foundation

extension ImageDecoders {
    /// JPEG through libjpeg-turbo's TurboJPEG 2.1 API: baseline, progressive, greyscale, CMYK/YCCK, arithmetic
    /// coding, restart markers; EXIF orientation read by ``JPEGMarkers``; scaled (shrink-on-load) decoding.
    public enum JPEG {
        /// The DCT scales used for shrink-on-load. Powers of two only: libjpeg-turbo's 3/8…7/8 scales have no SIMD
        /// path and can be slower than 1/2.
        static let scales: [(numerator: Int, denominator: Int)] = [(1, 8), (1, 4), (1, 2), (1, 1)]

        /// Reads the JPEG's frame header and EXIF orientation.
        public static func info(of data: Data, source: String) throws(ImagePipelineError) -> ImageInfo {
            try header(of: data, source: source).info
        }

        /// Decodes to RGBA8 at the smallest power-of-two scale whose result still covers `minimumSize`, through
        /// `colorTransform` to sRGB when the file's profile needs one.
        public static func decode(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits,
            minimumSize: (width: Double, height: Double)? = nil
        ) throws(ImagePipelineError) -> DecodedImage {
            try decode(data, source: source, limits: limits, minimumSize: minimumSize, colorTransform: nil)
        }

        static func decode(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits,
            minimumSize: (width: Double, height: Double)?,
            colorTransform: SRGBTransform?
        ) throws(ImagePipelineError) -> DecodedImage {
            let handle = try TurboJPEGHandle.decompressor(source: source)
            let header = try header(of: data, source: source, handle: handle)
            let info = header.info
            try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
            try ImageDecoders.checkJPEGDataCovers(
                width: info.width,
                height: info.height,
                bytes: data.count,
                source: source
            )
            if info.interlaced {
                try JPEGScanWork.check(data, width: info.width, height: info.height, source: source)
            }
            let scale = chooseScale(width: info.width, height: info.height, minimumSize: minimumSize)
            let width = (info.width * scale.numerator + scale.denominator - 1) / scale.denominator
            let height = (info.height * scale.numerator + scale.denominator - 1) / scale.denominator
            let markers = data.withUnsafeBytes { JPEGMarkers($0) }
            let memory = JPEGScanWork.memory(
                markers,
                width: info.width,
                height: info.height,
                outputBytes: width * height * 4
            )
            try ImageDecoders.checkMemory(memory, limits: limits, source: source)
            let cmyk = header.colorspace == Int32(TJCS_CMYK.rawValue) || header.colorspace == Int32(TJCS_YCCK.rawValue)
            let format = cmyk ? TJPF_CMYK : TJPF_RGBA
            var failure: ImagePipelineError?
            var pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
                let status = data.withUnsafeBytes { raw in
                    tjDecompress2(
                        handle.raw,
                        raw.bindMemory(to: UInt8.self).baseAddress,
                        UInt(raw.count),
                        buffer.baseAddress,
                        Int32(width),
                        0,
                        Int32(height),
                        Int32(format.rawValue),
                        TurboJPEGHandle.decodeFlags
                    )
                }
                if status != 0 {
                    failure = handle.decodingError(source: source)
                    buffer.initialize(repeating: 0)
                }
                initialized = width * height * 4
            }
            if let failure { throw failure }
            if let colorTransform {
                // CMYK samples straight through the profile; RGB and grey after their RGBA decode.
                colorTransform.convert(&pixels)
            } else if cmyk {
                convertInvertedCMYKToRGBA(&pixels)
            }
            let buffer = PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: false)
            var decoded = DecodedImage(
                buffer: buffer,
                info: info,
                scale: Double(scale.numerator) / Double(scale.denominator)
            )
            if colorTransform != nil {
                decoded.info.colorProfile = ImageDecoders.ColorStage.summary(
                    of: data,
                    format: .jpeg,
                    colorType: info.colorType
                )
            }
            return decoded
        }

        /// The smallest scale at which the decoded size still covers `minimumSize` in both directions.
        static func chooseScale(
            width: Int,
            height: Int,
            minimumSize: (width: Double, height: Double)?
        ) -> (numerator: Int, denominator: Int) {
            guard let minimumSize else { return (1, 1) }
            for scale in scales {
                let factor = Double(scale.numerator) / Double(scale.denominator)
                if Double(width) * factor >= minimumSize.width, Double(height) * factor >= minimumSize.height {
                    return scale
                }
            }
            return (1, 1)
        }

        struct Header {
            var info: ImageInfo
            var colorspace: Int32
            /// TurboJPEG's `TJSAMP` value.
            var subsampling: Int32
        }

        static func header(
            of data: Data,
            source: String,
            handle existing: TurboJPEGHandle? = nil
        ) throws(ImagePipelineError) -> Header {
            let markers = data.withUnsafeBytes { JPEGMarkers($0) }
            if markers.precision != 8 && markers.components > 0 {
                throw .unsupported(
                    source: source,
                    reason: "\(markers.precision)-bit JPEG; only 8-bit JPEGs are decoded"
                )
            }
            // One handle serves the header and the decode of an image.
            let handle: TurboJPEGHandle
            if let existing {
                handle = existing
            } else {
                handle = try TurboJPEGHandle.decompressor(source: source)
            }
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            let status = data.withUnsafeBytes { raw in
                tjDecompressHeader3(
                    handle.raw,
                    raw.bindMemory(to: UInt8.self).baseAddress,
                    UInt(raw.count),
                    &width,
                    &height,
                    &subsampling,
                    &colorspace
                )
            }
            guard status == 0 else { throw handle.decodingError(source: source) }
            let names: [UInt32: String] = [
                TJCS_RGB.rawValue: "rgb", TJCS_YCbCr.rawValue: "ycbcr", TJCS_GRAY.rawValue: "grey",
                TJCS_CMYK.rawValue: "cmyk", TJCS_YCCK.rawValue: "ycck",
            ]
            let info = ImageInfo(
                format: .jpeg,
                width: Int(width),
                height: Int(height),
                bitDepth: 8,
                colorType: names[UInt32(colorspace)] ?? "unknown",
                orientation: markers.orientation,
                hasAlpha: false,
                interlaced: markers.progressive
            )
            return Header(info: info, colorspace: colorspace, subsampling: subsampling)
        }

        /// Adobe CMYK JPEGs store inverted ink values (YCCK decodes to the same), so each channel times K over 255
        /// gives RGB, the same conversion Pillow uses.
        static func convertInvertedCMYKToRGBA(_ pixels: inout [UInt8]) {
            pixels.withUnsafeMutableBufferPointer { buffer in
                for index in stride(from: 0, to: buffer.count, by: 4) {
                    let black = UInt16(buffer[index + 3])
                    buffer[index] = UInt8((UInt16(buffer[index]) * black + 127) / 255)
                    buffer[index + 1] = UInt8((UInt16(buffer[index + 1]) * black + 127) / 255)
                    buffer[index + 2] = UInt8((UInt16(buffer[index + 2]) * black + 127) / 255)
                    buffer[index + 3] = 255
                }
            }
        }
    }
}
