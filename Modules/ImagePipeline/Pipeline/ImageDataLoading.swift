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
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw ImagePipelineError.loadingFailed(source: url.path, reason: "no such file or not readable")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else {
            throw ImagePipelineError.fileTooLarge(source: url.path, bytes: size, limit: maxBytes)
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImagePipelineError.loadingFailed(source: url.path, reason: error.localizedDescription)
        }
    }
}
