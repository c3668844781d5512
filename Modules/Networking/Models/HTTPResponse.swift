public import Foundation

/// A response: status, headers, body, timing, and whether it came from the cache and is stale.
public struct HTTPResponse: Sendable, Equatable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data
    /// The URL that answered, after redirects.
    public var url: URL
    /// Seconds from sending the request to the last byte (0 when served from the cache).
    public var duration: TimeInterval
    /// Whether the body came from the HTTP cache.
    public var fromCache: Bool
    /// Whether the cached body is past its freshness (served because the network failed or offline mode).
    public var isStale: Bool

    /// Creates a response.
    public init(
        status: Int,
        headers: HTTPHeaders = [:],
        body: Data = Data(),
        url: URL,
        duration: TimeInterval = 0,
        fromCache: Bool = false,
        isStale: Bool = false
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.duration = duration
        self.fromCache = fromCache
        self.isStale = isStale
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
