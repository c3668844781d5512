import Foundation

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
    let maxPages: Int

    /// Creates a paginator.
    public init(
        client: HTTPClient,
        first: HTTPRequest,
        maxPages: Int = .max,
        decode: @escaping @Sendable (HTTPResponse) throws(NetworkingError) -> Page,
        next: @escaping @Sendable (HTTPRequest, HTTPResponse, Page) -> HTTPRequest?
    ) {
        self.client = client
        self.first = first
        self.maxPages = maxPages
        self.decode = decode
        self.next = next
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

        public mutating func next() async throws -> Page? {
            guard let request = pending, loaded < paginator.maxPages else { return nil }
            let response = try await paginator.client.data(for: request)
            let page = try paginator.decode(response)
            loaded += 1
            pending = paginator.next(request, response, page)
            return page
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(paginator: self, pending: first)
    }
}
