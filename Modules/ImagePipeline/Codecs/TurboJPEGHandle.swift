import CTurboJPEG

/// Owns one TurboJPEG instance and destroys it when released. Not Sendable: each decode or encode makes its own,
/// so no handle is ever shared between threads.
final class TurboJPEGHandle {
    let raw: tjhandle

    init?(compressing: Bool) {
        guard let handle = compressing ? tjInitCompress() : tjInitDecompress() else { return nil }
        raw = handle
    }

    deinit {
        tjDestroy(raw)
    }

    /// A decompressor, or a decoding error naming `source` when TurboJPEG cannot allocate one.
    static func decompressor(source: String) throws(ImagePipelineError) -> TurboJPEGHandle {
        guard let handle = TurboJPEGHandle(compressing: false) else {
            throw .decodingFailed(
                source: source,
                reason: "cannot start the JPEG decoder",
                cause: .init(codec: .jpeg, status: -1, kind: .outOfMemory)
            )
        }
        return handle
    }

    /// Flags for every decode: stop at the first warning (a damaged file is an error, not a grey image), and refuse
    /// a progressive file with more than 500 scans, which no real encoder writes but which can make libjpeg-turbo
    /// run for minutes on a few kilobytes.
    static let decodeFlags = TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS

    /// The last error message for this handle.
    var errorMessage: String {
        tjGetErrorStr2(raw).map { String(cString: $0) } ?? "unknown TurboJPEG error"
    }

    /// Whether the last error was only a warning (the image decoded, possibly with defects).
    var lastErrorIsWarning: Bool {
        tjGetErrorCode(raw) == Int32(TJERR_WARNING.rawValue)
    }

    /// The last error as a typed cause: TurboJPEG's error code, a warning (which `TJFLAG_STOPONWARNING` turns into a
    /// failure: damaged or truncated data) told apart from a fatal error.
    var lastErrorCause: ImageCodecCause {
        let code = tjGetErrorCode(raw)
        return ImageCodecCause(
            codec: .jpeg,
            status: code,
            kind: code == Int32(TJERR_WARNING.rawValue) ? .damagedData : .codecError
        )
    }

    /// The last error, naming `source`.
    func decodingError(source: String) -> ImagePipelineError {
        .decodingFailed(source: source, reason: errorMessage, cause: lastErrorCause)
    }
}
