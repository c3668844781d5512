import CPNGShim

extension ImageDecoders.PNG {
    /// Hands out a PNG's rows in order as RGBA8; made by ``ImageDecoders/PNG/readRows(_:source:limits:_:)``, which
    /// owns the decoder and the bytes it reads, so a reader never outlives either.
    public struct RowReader: ~Copyable {
        let handle: OpaquePointer
        /// Pixels per row.
        public let width: Int
        /// Rows in the image.
        public let height: Int
        /// The next row `read` returns.
        public private(set) var nextRow = 0
        let source: String

        init(handle: OpaquePointer, width: Int, height: Int, source: String) {
            self.handle = handle
            self.width = width
            self.height = height
            self.source = source
        }

        /// Decodes the next `count` rows into the start of `buffer`, which must hold `count * width * 4` bytes.
        public mutating func read(
            _ count: Int,
            into buffer: UnsafeMutableBufferPointer<UInt8>
        ) throws(ImagePipelineError) {
            precondition(count >= 0 && count <= height - nextRow, "read past the last row")
            precondition(buffer.count >= count * width * 4, "row buffer too small")
            guard let base = buffer.baseAddress else { return }
            guard catalog_png_reader_read_rows(handle, base, UInt32(count)) == 0 else { throw failure() }
            nextRow += count
        }

        /// Decodes the rest of the file, reporting any damage in it.
        mutating func finish() throws(ImagePipelineError) {
            guard catalog_png_reader_finish(handle) == 0 else { throw failure() }
            nextRow = height
        }

        private func failure() -> ImagePipelineError {
            .decodingFailed(
                source: source,
                reason: String(cString: catalog_png_reader_message(handle)),
                cause: .init(pngStatus: catalog_png_reader_status(handle))
            )
        }
    }
}
