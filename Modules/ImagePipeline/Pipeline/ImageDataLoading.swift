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
        // One open, one fstat, one read: the size limit is checked before anything is read.
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ImagePipelineError.loadingFailed(source: url.path, reason: "no such file or not readable")
        }
        defer { try? handle.close() }
        let size = Int((try? handle.seekToEnd()) ?? 0)
        guard size <= maxBytes else {
            throw ImagePipelineError.fileTooLarge(source: url.path, bytes: size, limit: maxBytes)
        }
        do {
            try handle.seek(toOffset: 0)
            return try handle.readToEnd() ?? Data()
        } catch {
            throw ImagePipelineError.loadingFailed(source: url.path, reason: error.localizedDescription)
        }
    }
}
