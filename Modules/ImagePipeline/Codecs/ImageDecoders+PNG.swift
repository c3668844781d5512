import CPNGShim
public import Foundation

extension ImageDecoders {
    /// PNG through libpng: every colour type and bit depth, tRNS, Adam7. gAMA is ignored (as Pillow and libvips do),
    /// so pixels are the stored sRGB-ish values; 16-bit samples keep their high byte (as in those tools). Every
    /// chunk's CRC is checked.
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

        /// Decodes to RGBA8 after checking the pixel limit. The output is allocated only once the decoder has
        /// checked that the file holds enough image data for the size its header claims.
        public static func decode(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits
        ) throws(ImagePipelineError) -> DecodedImage {
            try readRows(data, source: source, limits: limits) { info, reader throws(ImagePipelineError) in
                let count = info.width * info.height * 4
                var pixels = [UInt8](repeating: 0, count: count)
                try pixels.withUnsafeMutableBufferPointer { buffer throws(ImagePipelineError) in
                    try reader.read(info.height, into: buffer)
                }
                let buffer = PixelBuffer(
                    width: info.width,
                    height: info.height,
                    pixels: pixels,
                    hasAlpha: info.hasAlpha
                )
                return DecodedImage(buffer: buffer, info: info, scale: 1)
            }
        }

        /// Decodes row by row, handing each to `body` as RGBA8 in order, after checking the pixel limit; the whole
        /// image is never held (except for Adam7 files, whose rows complete only in the last pass). Rows `body` does
        /// not take are still decoded, so damage anywhere in the file is reported.
        /// - Parameter body: receives the header and a ``RowReader``; returns once it has read the rows it needs.
        public static func readRows<Result>(
            _ data: Data,
            source: String,
            limits: ImageDecoders.Limits,
            _ body: (ImageInfo, inout RowReader) throws(ImagePipelineError) -> Result
        ) throws(ImagePipelineError) -> Result {
            try ImageDecoders.checkFileSize(data, limits: limits, source: source)
            let info = try info(of: data, source: source)
            try ImageDecoders.checkPixels(width: info.width, height: info.height, limits: limits, source: source)
            // `withUnsafeBytes` cannot pass a typed error through, so the outcome travels in a Result.
            let outcome: Swift.Result<Result, ImagePipelineError> = data.withUnsafeBytes { raw in
                var message = [CChar](repeating: 0, count: 256)
                var status: Int32 = 0
                guard
                    let handle = catalog_png_reader_open(
                        raw.bindMemory(to: UInt8.self).baseAddress,
                        raw.count,
                        &status,
                        &message,
                        message.count
                    )
                else { return .failure(failure(status: status, message: message, source: source)) }
                defer { catalog_png_reader_close(handle) }
                var reader = RowReader(handle: handle, width: info.width, height: info.height, source: source)
                do throws(ImagePipelineError) {
                    let result = try body(info, &reader)
                    try reader.finish()
                    return .success(result)
                } catch {
                    return .failure(error)
                }
            }
            return try outcome.get()
        }

        private static func readHeader(_ data: Data, source: String) throws(ImagePipelineError) -> catalog_png_info {
            var header = catalog_png_info()
            var message = [CChar](repeating: 0, count: 256)
            let status = data.withUnsafeBytes { raw in
                catalog_png_read_info(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &header, &message, 256)
            }
            guard status == 0 else { throw failure(status: status, message: message, source: source) }
            return header
        }

        /// The error for a failed shim call: "not a PNG" and the rest told apart by status code.
        static func failure(status: Int32, message: [CChar], source: String) -> ImagePipelineError {
            if status == CATALOG_PNG_NOT_PNG { return .unrecognizedFormat(source: source) }
            return .decodingFailed(source: source, reason: String(cMessage: message), cause: .init(pngStatus: status))
        }
    }
}
