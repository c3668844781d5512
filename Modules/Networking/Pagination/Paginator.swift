public import Foundation

/// Pages of an endpoint as an `AsyncSequence`: each page's response says where the next one is (a `Link` header's
/// `rel="next"`, or Stack Exchange's `has_more`), and the sequence ends when it says nothing more.
///
/// ```swift
/// for try await page in Paginator(client: client, first: firstRequest, decode: decodePage, next: Paginator.linkNext) {
///     items += page.items
/// }
/// ```
public struct Paginator<Page: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Page

    let client: HTTPClient
    let first: HTTPRequest
    let decode: @Sendable (HTTPResponse) throws(NetworkingError) -> Page
    let next: @Sendable (HTTPRequest, HTTPResponse, Page) -> HTTPRequest?
    /// Seconds to wait before the next request, as a page may demand (Stack Exchange's `backoff`).
    let pause: @Sendable (Page) -> TimeInterval?
    let maxPages: Int
    /// The longest pause a page may demand; a page demanding more ends paging as rate-limited instead of holding
    /// the caller (a hostile or broken server could otherwise ask for days).
    let maxPause: TimeInterval

    /// Creates a paginator.
    public init(
        client: HTTPClient,
        first: HTTPRequest,
        maxPages: Int = .max,
        maxPause: TimeInterval = 60,
        decode: @escaping @Sendable (HTTPResponse) throws(NetworkingError) -> Page,
        next: @escaping @Sendable (HTTPRequest, HTTPResponse, Page) -> HTTPRequest?,
        pause: @escaping @Sendable (Page) -> TimeInterval? = { _ in nil }
    ) {
        self.client = client
        self.first = first
        self.maxPages = maxPages
        self.maxPause = maxPause
        self.decode = decode
        self.next = next
        self.pause = pause
    }

    /// Follows the `Link` header's `rel="next"`.
    public static func linkNext(_ request: HTTPRequest, _ response: HTTPResponse, _ page: Page) -> HTTPRequest? {
        guard let url = LinkHeader.url(for: "next", in: response.headers["Link"]) else { return nil }
        var nextRequest = request
        nextRequest.url = url
        return nextRequest
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let paginator: Paginator
        var pending: HTTPRequest?
        var loaded = 0
        var wait: TimeInterval?
        /// URLs already fetched: a `next` that points back at one of them ends the sequence instead of looping.
        var visited: Set<String> = []

        public mutating func next() async throws -> Page? {
            guard let request = pending, loaded < paginator.maxPages else { return nil }
            if let wait, wait > 0 {
                let clock = paginator.client.configuration.clock
                guard wait <= paginator.maxPause else {
                    throw NetworkingError.rateLimited(
                        url: request.url.absoluteString,
                        resetsAt: clock.now().addingTimeInterval(Swift.min(wait, 366 * 86_400))
                    )
                }
                // The injected clock: tests record the wait instead of sleeping.
                try await clock.sleep(wait)
            }
            let (page, response) = try await paginator.client.data(for: request, decode: paginator.decode)
            loaded += 1
            visited.insert(request.url.absoluteString)
            pending = paginator.next(request, response, page)
            if let next = pending, visited.contains(next.url.absoluteString) { pending = nil }
            wait = paginator.pause(page)
            return page
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(paginator: self, pending: first)
    }
}

/// A page in the Stack Exchange style: more pages follow while `has_more`, and `backoff` seconds must pass first.
public protocol PageNumberPaging: Sendable {
    /// Whether another page follows.
    var hasMore: Bool { get }
    /// Seconds to wait before asking for the next page, when the API says so.
    var backoff: Int? { get }
}

extension Paginator where Page: PageNumberPaging {
    /// Pages by `page=N` query parameter (starting from the first request's, or 1) while `has_more`, waiting out
    /// each `backoff` on the client's clock (up to `maxPause` seconds; a longer one ends paging as rate-limited).
    public static func pageNumbered(
        client: HTTPClient,
        first: HTTPRequest,
        maxPages: Int = .max,
        maxPause: TimeInterval = 60,
        decode: @escaping @Sendable (HTTPResponse) throws(NetworkingError) -> Page
    ) -> Paginator {
        Paginator(
            client: client,
            first: first,
            maxPages: maxPages,
            maxPause: maxPause,
            decode: decode,
            next: { request, _, page in
                guard page.hasMore, var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
                else { return nil }
                var items = components.queryItems ?? []
                let current = items.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
                items.removeAll { $0.name == "page" }
                items.append(URLQueryItem(name: "page", value: String(current + 1)))
                components.queryItems = items
                guard let url = components.url else { return nil }
                var nextRequest = request
                nextRequest.url = url
                return nextRequest
            },
            pause: { page in page.backoff.map(TimeInterval.init) }
        )
    }
}
