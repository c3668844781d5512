import CPNGShim
public import Foundation

/// A PNG written a band of rows at a time, compressed with runs (``PNGCompression/runs``): a renderer that draws a
/// tall picture in bands hands each band over as it is done, so neither the whole bitmap nor a filtered copy of it
/// is ever held. The bytes are those of ``ImageEncoders/png(_:compression:adaptiveFilters:alwaysRGBA:)`` with
/// `.runs` for the same pixels.
///
/// ```swift
/// let writer = try PNGRowWriter(width: 1179, height: 6268, opaque: true)
/// try writer.append(rowsOf: band, count: 64)   // …for every band, top to bottom
/// let png = try writer.finish()
/// ```
public final class PNGRowWriter {
    private let writer: OpaquePointer
    private let width: Int

    /// Starts a PNG of `width` × `height` pixels; `opaque` writes RGB (every pixel appended must be opaque, as
    /// ``ImageEncoders`` writes an opaque picture), else RGBA.
    public init(width: Int, height: Int, opaque: Bool) throws(ImagePipelineError) {
        var message = [CChar](repeating: 0, count: 256)
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            let writer = catalog_png_writer_open(
                UInt32(width),
                UInt32(height),
                4,
                opaque ? 3 : 4,
                1,
                &message,
                message.count
            )
        else {
            throw .encodingFailed(reason: width > 0 && height > 0 ? String(cMessage: message) : "empty picture")
        }
        self.writer = writer
        self.width = width
    }

    deinit { catalog_png_writer_close(writer) }

    /// Appends the first `count` rows of `band` (which is as wide as the picture).
    public func append(rowsOf band: PixelBuffer, count: Int) throws(ImagePipelineError) {
        guard band.width == width, count >= 0, count <= band.height else {
            throw .encodingFailed(
                reason: "a band of \(band.width)×\(band.height) cannot give \(count) rows of \(width)"
            )
        }
        let status = band.pixels.withUnsafeBufferPointer { pixels in
            catalog_png_writer_rows(writer, pixels.baseAddress, UInt32(count), width * 4)
        }
        guard status == 0 else { throw .encodingFailed(reason: "more rows than the picture has, or out of memory") }
    }

    /// The PNG, once every row is in.
    public func finish() throws(ImagePipelineError) -> Data {
        var length = 0
        guard let output = catalog_png_writer_finish(writer, &length) else {
            throw .encodingFailed(reason: "rows are missing, or out of memory")
        }
        defer { catalog_png_free(output) }
        return Data(bytes: output, count: length)
    }
}
