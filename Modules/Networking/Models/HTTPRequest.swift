public import Foundation

/// A request: method, URL, headers, body, time limit and cache policy.
public struct HTTPRequest: Sendable, Hashable {
    /// The HTTP method.
    public enum Method: String, Sendable, Hashable, Codable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"

        /// Whether repeating the request is harmless, so a failure may be retried.
        public var isIdempotent: Bool { self != .post }
    }

    /// How the client uses its HTTP cache for this request.
    public enum CachePolicy: String, Sendable, Hashable, Codable {
        /// Fresh cached responses are served; stale ones are revalidated; failures fall back to stale ones.
        case useProtocolCachePolicy
        /// Always ask the server (revalidating a cached response when possible).
        case reloadRevalidatingCache
        /// Serve from the cache whatever its age; fail if nothing is cached. What offline mode uses.
        case returnCacheDataDontLoad
        /// Neither read nor write the cache.
        case ignoreCache
    }

    public var method: Method
    public var url: URL
    public var headers: HTTPHeaders
    public var body: Data?
    /// The total time allowed, in seconds.
    public var timeout: TimeInterval
    public var cachePolicy: CachePolicy

    /// Creates a request.
    public init(
        method: Method = .get,
        url: URL,
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: TimeInterval = 30,
        cachePolicy: CachePolicy = .useProtocolCachePolicy
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.cachePolicy = cachePolicy
    }
}
