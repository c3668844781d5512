import AsyncPrimitives
import Foundation
public import Logging

/// Requests above a transport: HTTP cache with revalidation, offline mode, retries with back-off, GitHub rate limits,
/// an optional token, and one shared transfer for identical in-flight GETs.
///
/// ```swift
/// // CurlTransport lives in NetworkingCurl; tests pass a MockTransport or FixtureTransport.
/// let client = HTTPClient(configuration: .init(transport: CurlTransport(), cache: httpCache))
/// let (recipes, _) = try await client.decode(RecipesEndpoint.list)
/// ```
public final class HTTPClient: Sendable {
    /// The collaborators and switches of a client.
    public struct Configuration: Sendable {
        public var transport: any HTTPTransporting
        public var cache: HTTPCache?
        public var retry: RetryPolicy
        public var clock: NetworkClock
        /// Serve only from the cache; never touch the network.
        public var offline: Bool
        /// Sent as `Authorization: Bearer …` to the hosts in `tokenHosts`; never logged.
        public var token: String?
        public var tokenHosts: Set<String>
        public var logger: Logger
        /// Where decoded bodies are shared between clients (``DecodedValues``), or nil to decode each body anew.
        public var decodedValues: DecodedValues?
        /// The largest body ``HTTPClient/data(for:decode:)`` decodes, or nil for any the transport delivers: a feed
        /// decodes to several times its bytes, so a server bounds what one screen's feed can cost with this; a larger
        /// body is refused by name before it is decoded.
        public var maxDecodedBodyBytes: Int?

        /// Creates a configuration.
        public init(
            transport: any HTTPTransporting,
            cache: HTTPCache? = nil,
            retry: RetryPolicy = RetryPolicy(),
            clock: NetworkClock = .live,
            offline: Bool = false,
            token: String? = nil,
            tokenHosts: Set<String> = ["api.github.com"],
            logger: Logger = Logger(label: "catalog.networking"),
            decodedValues: DecodedValues? = nil,
            maxDecodedBodyBytes: Int? = nil
        ) {
            self.transport = transport
            self.cache = cache
            self.retry = retry
            self.clock = clock
            self.offline = offline
            self.token = token
            self.tokenHosts = tokenHosts
            self.logger = logger
            self.decodedValues = decodedValues
            self.maxDecodedBodyBytes = maxDecodedBodyBytes
        }
    }

    /// The client's configuration.
    public let configuration: Configuration
    private let inFlight = TaskCoalescer<HTTPResponse>()

    /// Creates a client.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Sends `request` through the cache and retry logic; returns any status, throws for transport failures.
    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        guard request.method == .get else { return try await perform(request) }
        do {
            return try await inFlight.run(key: Self.coalescingKey(request)) {
                try await self.perform(request)
            }
        } catch let error as NetworkingError {
            throw error
        } catch is CancellationError {
            throw .cancelled(url: request.url.absoluteString)
        } catch {
            throw .transport(url: request.url.absoluteString, reason: "\(error)")
        }
    }

    /// How many callers share the in-flight transfer for `request` (for tests of cancellation).
    package func sharedCallers(for request: HTTPRequest) async -> Int {
        await inFlight.callers(forKey: Self.coalescingKey(request))
    }

    static func coalescingKey(_ request: HTTPRequest) -> String {
        "\(request.url.absoluteString)\n\(request.headers.fields)"
    }

    /// Sends `request` and fails unless the status is 2xx.
    public func data(for request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let response = try await send(request)
        guard response.isSuccess else { throw .httpStatus(url: request.url.absoluteString, status: response.status) }
        return response
    }

    private func perform(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let url = request.url.absoluteString
        let usesCache = request.cachePolicy != .ignoreCache && request.method == .get
        var cached: HTTPCache.Entry?
        if usesCache { cached = await configuration.cache?.entry(for: request) }
        let now = configuration.clock.now()
        if configuration.offline || request.cachePolicy == .returnCacheDataDontLoad {
            guard let cached else { throw .offlineNotCached(url: url) }
            return response(from: cached, request: request, stale: !cached.isFresh(at: now))
        }
        if let cached, request.cachePolicy == .useProtocolCachePolicy, cached.isFresh(at: now) {
            return response(from: cached, request: request, stale: false)
        }
        var outgoing = request
        if let token = configuration.token, let host = request.url.host, configuration.tokenHosts.contains(host) {
            outgoing.headers["Authorization"] = "Bearer \(token)"
        }
        if let cached {
            if let etag = cached.headers["ETag"] { outgoing.headers["If-None-Match"] = etag }
            if let modified = cached.headers["Last-Modified"] { outgoing.headers["If-Modified-Since"] = modified }
        }
        let result: HTTPResponse
        do {
            result = try await sendWithRetries(outgoing)
        } catch {
            // The network failed: a cached body, however old, beats an error.
            if let cached, case .transport = error {
                configuration.logger.info("serving stale response", metadata: ["http.url": "\(url)"])
                return response(from: cached, request: request, stale: true)
            }
            // Without a cached copy the failure is reported as what it was (refused, timed out, TLS, a short
            // body…), never as "offline": only offline mode is offline.
            throw error
        }
        if result.status == 304, let cached, let cache = configuration.cache {
            let refreshed = await cache.refresh(
                cached,
                with: result.headers,
                for: request,
                at: configuration.clock.now()
            )
            var served = response(from: refreshed, request: request, stale: false)
            served.duration = result.duration
            return served
        }
        if usesCache, let cache = configuration.cache {
            await cache.store(result, for: request, at: configuration.clock.now())
        }
        return result
    }

    private func sendWithRetries(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let url = request.url.absoluteString
        let attempts = request.method.isIdempotent ? max(1, configuration.retry.maxAttempts) : 1
        var attempt = 1
        while true {
            if Task.isCancelled { throw .cancelled(url: url) }
            var retryAfter: String?
            do throws(NetworkingError) {
                let response = try await configuration.transport.send(request)
                if let reset = Self.exhaustedRateLimit(response) {
                    throw NetworkingError.rateLimited(url: url, resetsAt: reset)
                }
                guard RetryPolicy.isRetryable(status: response.status), attempt < attempts else { return response }
                retryAfter = response.headers["Retry-After"]
                configuration.logger.info(
                    "retrying",
                    metadata: ["http.url": "\(url)", "http.status": "\(response.status)"]
                )
            } catch {
                guard case .transport = error, attempt < attempts else { throw error }
                configuration.logger.info("retrying after transport error", metadata: ["http.url": "\(url)"])
            }
            let delay = configuration.retry.delay(
                afterAttempt: attempt,
                retryAfter: retryAfter,
                now: configuration.clock.now()
            )
            do {
                try await configuration.clock.sleep(delay)
            } catch {
                throw .cancelled(url: url)
            }
            attempt += 1
        }
    }

    /// GitHub's rate-limit headers: when `X-RateLimit-Remaining` is 0 on a 403 or 429, the reset time (or distant past
    /// when unknown), so the client fails at once instead of hammering.
    static func exhaustedRateLimit(_ response: HTTPResponse) -> Date?? {
        guard response.status == 403 || response.status == 429, response.headers["X-RateLimit-Remaining"] == "0" else {
            return nil
        }
        return .some(
            response.headers["X-RateLimit-Reset"].flatMap(TimeInterval.init).map { Date(timeIntervalSince1970: $0) }
        )
    }

    private func response(from entry: HTTPCache.Entry, request: HTTPRequest, stale: Bool) -> HTTPResponse {
        HTTPResponse(
            status: entry.status,
            headers: entry.headers,
            body: entry.body,
            url: request.url,
            fromCache: true,
            isStale: stale
        )
    }
}
