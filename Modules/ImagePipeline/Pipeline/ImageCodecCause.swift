/// Why a codec refused an image, as a value: the codec and its status code, classified by number (libpng's through
/// our shim's `CATALOG_PNG_*` codes, TurboJPEG's `tjGetErrorCode`), never by message text.
public struct ImageCodecCause: Sendable, Hashable, CustomStringConvertible {
    /// The library that reported the failure.
    public enum Codec: String, Sendable, Hashable {
        case png = "libpng"
        case jpeg = "TurboJPEG"
        case webp = "libwebp"
        case gif = "giflib"
        case heif = "libheif"
        /// A check of the pipeline's own, before any codec ran.
        case pipeline
    }

    /// The kinds a caller may want to tell apart.
    public enum Kind: Sendable, Hashable {
        /// The file ends early, or a chunk or segment claims more bytes than remain.
        case truncated
        /// A checksum (chunk CRC, zlib Adler-32) does not match.
        case checksumMismatch
        /// The header claims an image that the data is too small to hold.
        case implausibleSize
        /// The codec ran out of memory.
        case outOfMemory
        /// The codec stopped at a recoverable problem (a TurboJPEG warning: damaged or premature end of data).
        case damagedData
        /// Any other error the codec reported; `status` says which.
        case codecError
    }

    /// The library that reported the failure.
    public var codec: Codec
    /// The library's status code (0 when there is none).
    public var status: Int32
    /// The kind, derived from `codec` and `status`.
    public var kind: Kind

    /// A cause with a kind of its own choosing.
    public init(codec: Codec, status: Int32, kind: Kind) {
        self.codec = codec
        self.status = status
        self.kind = kind
    }

    /// A failure the pipeline found itself, before or around a codec.
    public static func pipeline(_ kind: Kind) -> ImageCodecCause {
        ImageCodecCause(codec: .pipeline, status: 0, kind: kind)
    }

    public var description: String { "\(codec.rawValue) status \(status)" }
}
