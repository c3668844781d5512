import AsyncPrimitives
import FileAccess
public import Foundation

/// Loads image bytes over http(s) through an ``HTTPClient`` (so its cache and offline mode apply) and, where the
/// caller allows it, from `file:` URLs, with a bound on concurrent loads; identical concurrent loads share one
/// transfer in the client.
public final class ImageDataLoader: Sendable {
    private let client: HTTPClient
    private let limiter: AsyncLimiter
    private let maxFileBytes: Int
    private let allowsLocalFiles: Bool

    /// Creates a loader allowing `maxConcurrentLoads` transfers at once and reading local files of at most
    /// `maxFileBytes`. Without `allowsLocalFiles` (pictures a feed names: a remote feed must not make the tool read
    /// the machine's files) only http(s) URLs are loaded and any other scheme is refused before any work.
    public init(
        client: HTTPClient,
        maxConcurrentLoads: Int = 8,
        maxFileBytes: Int = 256 << 20,
        allowsLocalFiles: Bool = true
    ) {
        self.client = client
        self.limiter = AsyncLimiter(limit: maxConcurrentLoads)
        self.maxFileBytes = maxFileBytes
        self.allowsLocalFiles = allowsLocalFiles
    }

    /// The bytes at `url`.
    public func data(for url: URL) async throws(NetworkingError) -> Data {
        let scheme = url.scheme?.lowercased() ?? ""
        if !allowsLocalFiles, !["http", "https"].contains(scheme) {
            throw .refused(
                url: url.absoluteString,
                reason:
                    "a feed's pictures must be http(s) URLs; \(scheme.isEmpty ? "a URL without a scheme" : "\(scheme):") is not read"
            )
        }
        if url.isFileURL {
            // A feed may name any path: only a regular file, within the body limit, is read.
            do {
                return try RegularFile.read(path: url.path, maxBytes: maxFileBytes)
            } catch {
                throw .transport(url: url.path, reason: error.description)
            }
        }
        do {
            try await limiter.acquire()
        } catch {
            throw .cancelled(url: url.absoluteString)
        }
        let result: Result<HTTPResponse, NetworkingError>
        do {
            result = .success(try await client.data(for: HTTPRequest(url: url, timeout: 30)))
        } catch {
            result = .failure(error)
        }
        await limiter.release()
        return try result.get().body
    }
}
