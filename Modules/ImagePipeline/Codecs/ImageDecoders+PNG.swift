import CPNGShim
public import Foundation

extension ImageDecoders {
    /// PNG through libpng: every colour type and bit depth, tRNS, Adam7. gAMA is ignored (as Pillow and libvips do),
    /// so pixels are the stored sRGB-ish values; 16-bit samples keep their high byte (as in those tools).
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

        /// Decodes to RGBA8 after checking the pixel limit; with `minimumSize` (in pixels of the original), shrinks by
        /// the largest factor of 2, 4 or 8 that still covers it, averaging boxes of pixels as rows arrive, so a
        /// thumbnail of a large PNG never holds the full-size image.
        public static func decode(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits,
            minimumSize: (width: Double, height: Double)? = nil
        ) throws(ImagePipelineError) -> DecodedImage {
            let info = try info(of: data, source: source)
            try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
            let shrink = shrinkFactor(width: info.width, height: info.height, minimumSize: minimumSize)
            let width = (info.width + shrink - 1) / shrink
            let height = (info.height + shrink - 1) / shrink
            let count = width * height * 4
            var message = [CChar](repeating: 0, count: 256)
            var status: Int32 = -1
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                status = data.withUnsafeBytes { raw in
                    catalog_png_decode_rgba8(
                        raw.bindMemory(to: UInt8.self).baseAddress,
                        raw.count,
                        UInt32(shrink),
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
            let buffer = PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: info.hasAlpha)
            return DecodedImage(buffer: buffer, info: info, scale: 1 / Double(shrink))
        }

        /// The largest of 1, 2, 4 and 8 that leaves the image at least `minimumSize`.
        static func shrinkFactor(width: Int, height: Int, minimumSize: (width: Double, height: Double)?) -> Int {
            guard let minimumSize else { return 1 }
            var shrink = 1
            while shrink < 8, Double(width) / Double(shrink * 2) >= minimumSize.width,
                Double(height) / Double(shrink * 2) >= minimumSize.height
            {
                shrink *= 2
            }
            return shrink
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
