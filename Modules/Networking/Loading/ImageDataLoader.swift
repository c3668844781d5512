public import Foundation

/// Loads image bytes over http(s) through an ``HTTPClient`` (so its cache and offline mode apply) and from `file:`
/// URLs, with a bound on concurrent loads; identical concurrent loads share one transfer in the client.
public final class ImageDataLoader: Sendable {
    private let client: HTTPClient
    private let limiter: LoadLimiter

    /// Creates a loader allowing `maxConcurrentLoads` transfers at once.
    public init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        self.client = client
        self.limiter = LoadLimiter(limit: maxConcurrentLoads)
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

/// Bounds concurrent loads; waiters resume in arrival order.
actor LoadLimiter {
    private let limit: Int
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    func acquire() async {
        if running < limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func release() {
        if waiters.isEmpty { running -= 1 } else { waiters.removeFirst().resume() }
    }
}
