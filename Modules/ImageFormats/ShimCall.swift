import CImageFormatsShim
import Foundation

/// The calling conventions the shim's functions share: bytes in, a status back, a message buffer for failures.
enum ShimCall {
    static let messageLength = 256

    /// Reads a header through `call`.
    static func header(
        _ data: Data,
        maxFrames: Int,
        _ call: (
            UnsafePointer<UInt8>?, Int, Int32, UnsafeMutablePointer<catalog_image_header>, UnsafeMutablePointer<CChar>,
            Int
        ) -> Int32
    ) throws(ImageFormatError) -> FormatHeader {
        var header = catalog_image_header()
        var message = [CChar](repeating: 0, count: messageLength)
        let frames = Int32(clamping: maxFrames)
        let status = data.withUnsafeBytes { raw in
            call(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, frames, &header, &message, messageLength)
        }
        guard status == CATALOG_IMG_OK else {
            throw ImageFormatError(status: status, message: message)
        }
        return FormatHeader(header)
    }

    /// Decodes through `call` into a new RGBA8 buffer of `width` × `height` pixels.
    static func decode(
        _ data: Data,
        width: Int,
        height: Int,
        _ call: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int, UnsafeMutablePointer<CChar>, Int) ->
            Int32
    ) throws(ImageFormatError) -> [UInt8] {
        let count = width * height * 4
        var message = [CChar](repeating: 0, count: messageLength)
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            status = data.withUnsafeBytes { raw in
                call(
                    raw.bindMemory(to: UInt8.self).baseAddress,
                    raw.count,
                    buffer.baseAddress,
                    count,
                    &message,
                    messageLength
                )
            }
            if status != CATALOG_IMG_OK { buffer.initialize(repeating: 0) }
            initialized = count
        }
        guard status == CATALOG_IMG_OK else { throw ImageFormatError(status: status, message: message) }
        return pixels
    }

    /// Copies a block of `size` bytes (an ICC profile, an EXIF chunk) through `call`; nil when there is none or it
    /// cannot be read.
    static func block(
        _ data: Data,
        size: Int,
        _ call: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int) -> Int32
    ) -> [UInt8]? {
        guard size > 0 else { return nil }
        var status: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            status = data.withUnsafeBytes { raw in
                call(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, buffer.baseAddress, size)
            }
            if status != CATALOG_IMG_OK { buffer.initialize(repeating: 0) }
            initialized = size
        }
        return status == CATALOG_IMG_OK ? bytes : nil
    }

    /// Encodes through `call`, returning the bytes the shim allocated.
    static func encode(
        _ call: (UnsafeMutablePointer<catalog_encoded>, UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws(ImageFormatError) -> Data {
        var encoded = catalog_encoded()
        var message = [CChar](repeating: 0, count: messageLength)
        let status = call(&encoded, &message, messageLength)
        defer { catalog_encoded_free(&encoded) }
        guard status == CATALOG_IMG_OK, let bytes = encoded.bytes else {
            throw ImageFormatError(status: status == CATALOG_IMG_OK ? CATALOG_IMG_ENCODER : status, message: message)
        }
        return Data(bytes: bytes, count: encoded.size)
    }
}
