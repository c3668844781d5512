import CPNGShim
public import Foundation

extension ImageDecoders {
    /// PNG through libpng: every colour type and bit depth, tRNS, Adam7. gAMA is ignored (as Pillow and libvips do),
    /// so pixels are the stored sRGB-ish values; 16-bit samples are rounded to 8 bits.
    public enum PNG {
        /// Reads the PNG header.
        public static func info(of data: Data, source: String) throws(ImagePipelineError) -> ImageInfo {
            let header = try readHeader(data, source: source)
            let colorTypes = [0: "grey", 2: "rgb", 3: "palette", 4: "grey+alpha", 6: "rgba"]
            return ImageInfo(
                format: .png,
                width: Int(header.width),
                height: Int(header.height),
                bitDepth: Int(header.bit_depth),
                colorType: colorTypes[Int(header.color_type)] ?? "unknown",
                hasAlpha: header.has_alpha != 0,
                interlaced: header.interlaced != 0
            )
        }

        /// Decodes to RGBA8 after checking the pixel limit.
        public static func decode(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits
        ) throws(ImagePipelineError) -> DecodedImage {
            let info = try info(of: data, source: source)
            try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
            let count = info.width * info.height * 4
            var message = [CChar](repeating: 0, count: 256)
            var status: Int32 = -1
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = data.withUnsafeBytes { raw in
                    catalog_png_decode_rgba8(
                        raw.bindMemory(to: UInt8.self).baseAddress,
                        raw.count,
                        buffer.baseAddress,
                        count,
                        &message,
                        message.count
                    )
                }
                // On failure the buffer is handed back zeroed, never partly decoded.
                if status != 0 { buffer.initialize(repeating: 0) }
                initialized = count
            }
            guard status == 0 else {
                throw .decodingFailed(
                    source: source,
                    reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                )
            }
            let buffer = PixelBuffer(width: info.width, height: info.height, pixels: pixels, hasAlpha: info.hasAlpha)
            return DecodedImage(buffer: buffer, info: info, scale: 1)
        }

        private static func readHeader(_ data: Data, source: String) throws(ImagePipelineError) -> catalog_png_info {
            var header = catalog_png_info()
            var message = [CChar](repeating: 0, count: 256)
            let status = data.withUnsafeBytes { raw in
                catalog_png_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &header, &message, 256)
            }
            guard status == 0 else {
                let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if reason.contains("signature") { throw .unrecognizedFormat(source: source) }
                throw .decodingFailed(source: source, reason: reason)
            }
            return header
        }
    }
}
