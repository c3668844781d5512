import FileAccess
public import Foundation

/// Loads the bytes of an image source. The pipeline defines it; Networking implements it for http(s), so the
/// pipeline builds and tests without libcurl.
public protocol ImageDataLoading: Sendable {
    /// The bytes at `url`.
    func loadData(for url: URL) async throws -> Data
}

/// Loads `file:` URLs from the local file system, refusing files over a size limit before reading them.
public struct FileDataLoader: ImageDataLoading {
    /// The largest file read, in bytes.
    public var maxBytes: Int

    /// Creates a loader.
    public init(maxBytes: Int = 256 << 20) {
        self.maxBytes = maxBytes
    }

    public func loadData(for url: URL) async throws -> Data {
        guard url.isFileURL else {
            throw ImagePipelineError.loadingFailed(
                source: url.absoluteString,
                reason: "only file URLs are supported here"
            )
        }
        return try Self.read(url, maxBytes: maxBytes)
    }
}

extension FileDataLoader {
    /// Reads a local file synchronously with the loader's checks: a regular file (never a directory, device or
    /// FIFO, which could block or never end), at most `maxBytes`, checked before reading.
    public func readFile(at url: URL) throws(ImagePipelineError) -> Data {
        try Self.read(url, maxBytes: maxBytes)
    }

    static func read(_ url: URL, maxBytes: Int) throws(ImagePipelineError) -> Data {
        do {
            return try RegularFile.read(path: url.path, maxBytes: maxBytes)
        } catch {
            switch error {
            case .tooLarge(let bytes, let limit): throw .fileTooLarge(source: url.path, bytes: bytes, limit: limit)
            default: throw .loadingFailed(source: url.path, reason: error.description)
            }
        }
    }
}
