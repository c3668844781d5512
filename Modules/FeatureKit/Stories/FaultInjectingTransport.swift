public import Foundation
import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// The transport a story's HTTP client sends through: the story's conditions turned into what a network would do,
/// below the client, so the client's own cache, revalidation, retries and rate-limit handling decide what the screen
/// gets. `network:offline` fails as a lookup with no connection fails; `failing` answers 503; `rate-limited` answers
/// as the feature's API does when its limit is used up (``ScreenModel/rateLimitedResponse(to:resetsAt:retryAfter:)``); otherwise the request goes to `base` and the answer is altered for
/// `feed:` and `network:quota-exhausted` by the feature's own rewrite of its JSON.
public struct FaultInjectingTransport: HTTPTransporting {
    let base: any HTTPTransporting
    let conditions: ScreenConditions
    let alter: @Sendable (HTTPResponse, FeedAlteration) -> HTTPResponse
    let rateLimited: @Sendable (HTTPRequest, Date, TimeInterval) -> HTTPResponse
    let now: @Sendable () -> Date

    /// A transport over `base` in `conditions`; `alter` is the feature's rewrite of its feed, `rateLimited` its API's
    /// answer once its rate limit is used up.
    public init(
        base: any HTTPTransporting,
        conditions: ScreenConditions,
        alter: @escaping @Sendable (HTTPResponse, FeedAlteration) -> HTTPResponse,
        rateLimited: @escaping @Sendable (HTTPRequest, Date, TimeInterval) -> HTTPResponse,
        now: @escaping @Sendable () -> Date
    ) {
        self.base = base
        self.conditions = conditions
        self.alter = alter
        self.rateLimited = rateLimited
        self.now = now
    }

    /// How long an API's rate limit stays used up in the `rate-limited` condition.
    public static let rateLimitWindow: TimeInterval = 15 * 60

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let url = request.url.absoluteString
        switch conditions.network {
        case .offline:
            // What libcurl reports when there is no connection: the host name cannot be resolved.
            throw .transport(
                url: url,
                reason: "Could not resolve host: no network connection",
                cause: TransportCause(curlCode: 6)
            )
        case .failing:
            return HTTPResponse(
                status: 503,
                headers: ["Content-Type": "text/plain", "Retry-After": "1"],
                body: Data("Service Unavailable".utf8),
                url: request.url
            )
        case .rateLimited:
            return rateLimited(request, now().addingTimeInterval(Self.rateLimitWindow), Self.rateLimitWindow)
        case .online, .quotaExhausted:
            break
        }
        let alteration = conditions.feedAlteration
        var outgoing = request
        if !alteration.isNone {
            // The altered feed is another representation: the base must answer in full, not 304.
            outgoing.headers["If-None-Match"] = nil
            outgoing.headers["If-Modified-Since"] = nil
        }
        var response = try await base.send(outgoing)
        // A story's cache revalidates on every load, so a condition set after a load (offline, failing, another
        // feed) reaches the next load instead of a fresh cached copy.
        response.headers["Cache-Control"] = "no-cache"
        response.headers["Expires"] = nil
        guard !alteration.isNone, response.status == 200 else { return response }
        // A rewrite decodes the feed into a tree of objects (about 50 bytes a byte of JSON): checked before it runs,
        // so a condition any client can put in a URL cannot cost gigabytes.
        guard response.body.count <= JSONFeed.maxRewriteBytes else {
            throw .refused(
                url: url,
                reason:
                    "the feed is \(response.body.count) bytes; a story condition rewrites feeds of at most \(JSONFeed.maxRewriteBytes) bytes"
            )
        }
        var altered = alter(response, alteration)
        altered.headers["ETag"] = nil
        altered.headers["Last-Modified"] = nil
        return altered
    }

    public func discard(_ request: HTTPRequest) async {
        await base.discard(request)
    }
}

/// An HTTP client as a transport: a story's client sends through the feature's own client (its disk cache, its
/// transport, its token), so live data and `--offline` behave as they do outside stories.
public struct ClientTransport: HTTPTransporting {
    let client: HTTPClient
    let reads: ScreenReads?

    /// A transport that sends through `client`, recording what it answers in `reads` when given.
    public init(_ client: HTTPClient, reads: ScreenReads? = nil) {
        self.client = client
        self.reads = reads
    }

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        do {
            let response = try await client.send(request)
            // A stale copy answered because the upstream failed is a failed load, whatever its body.
            if response.isStale { reads?.recordFailure() } else { reads?.record(request, response) }
            return response
        } catch {
            reads?.recordFailure()
            throw error
        }
    }

    /// Drops the client's cached copy (and whatever its own transport keeps).
    public func discard(_ request: HTTPRequest) async {
        await client.configuration.cache?.remove(for: request)
        await client.configuration.transport.discard(request)
    }
}
