/// Errors from the caches, each naming the path or key involved and the reason.
public enum ImageCacheError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The cache directory could not be created or opened.
    case directoryUnavailable(path: String, reason: String)
    /// An entry could not be written.
    case writeFailed(path: String, reason: String)
    /// The cross-process lock file could not be used.
    case lockFailed(path: String, reason: String)
    /// A value could not be encoded for the disk tier.
    case encodingFailed(key: String, reason: String)
    /// An entry's bytes could not be decoded into a value.
    case decodingFailed(key: String, reason: String)

    public var description: String {
        switch self {
        case .directoryUnavailable(let path, let reason):
            "Cannot use cache directory \(path): \(reason). Check that it exists and is writable, or pick another."
        case .writeFailed(let path, let reason):
            "Cannot write cache entry \(path): \(reason)."
        case .lockFailed(let path, let reason):
            "Cannot lock cache directory with \(path): \(reason)."
        case .encodingFailed(let key, let reason):
            "Cannot encode the value for cache key \(key): \(reason)."
        case .decodingFailed(let key, let reason):
            "Cannot decode the cached value for key \(key): \(reason)."
        }
    }
}
