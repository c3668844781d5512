import CImageFormatsShim

/// Why a WebP, GIF, HEIC or AVIF codec refused an image: the library's outcome as a kind, and its words.
public struct ImageFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The outcomes a caller tells apart, from the shim's status codes (never from message text).
    public enum Kind: Sendable, Hashable {
        /// The data is not in the codec's format.
        case notThisFormat
        /// The file ends early.
        case truncated
        /// The data is damaged or invalid.
        case damaged
        /// A valid file using a feature the library does not decode.
        case unsupported
        /// An allocation failed.
        case outOfMemory
        /// More frames or images than allowed.
        case tooManyFrames
        /// The header claims an image the data is too small to hold.
        case implausibleSize
        /// The encoder failed.
        case encoderFailed
    }

    /// What happened.
    public var kind: Kind
    /// The shim's status code.
    public var status: Int32
    /// The library's account of it.
    public var message: String

    init(status: Int32, message: [CChar]) {
        self.status = status
        self.message = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        kind =
            switch status {
            case CATALOG_IMG_NOT_FORMAT: .notThisFormat
            case CATALOG_IMG_TRUNCATED: .truncated
            case CATALOG_IMG_UNSUPPORTED: .unsupported
            case CATALOG_IMG_OUT_OF_MEMORY: .outOfMemory
            case CATALOG_IMG_TOO_MANY_FRAMES: .tooManyFrames
            case CATALOG_IMG_IMPLAUSIBLE: .implausibleSize
            case CATALOG_IMG_ENCODER: .encoderFailed
            default: .damaged
            }
        if self.message.isEmpty { self.message = "\(kind)" }
    }

    /// An error of the caller's own.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.status = 0
        self.message = message
    }

    public var description: String { message }
}
