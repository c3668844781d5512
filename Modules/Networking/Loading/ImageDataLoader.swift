import AsyncPrimitives
public import Foundation

/// Loads image bytes over http(s) through an ``HTTPClient`` (so its cache and offline mode apply) and from `file:`
/// URLs, with a bound on concurrent loads; identical concurrent loads share one transfer in the client.
public final class ImageDataLoader: Sendable {
    private let client: HTTPClient
    private let limiter: AsyncLimiter

    /// Creates a loader allowing `maxConcurrentLoads` transfers at once.
    public init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        self.client = client
        self.limiter = AsyncLimiter(limit: maxConcurrentLoads)
    }

    /// The bytes at `url`.
    public func data(for url: URL) async throws(NetworkingError) -> Data {
        if url.isFileURL {
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw .transport(url: url.path, reason: "no such file or not readable")
            }
            return data
        }
        await limiter.acquire()
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
