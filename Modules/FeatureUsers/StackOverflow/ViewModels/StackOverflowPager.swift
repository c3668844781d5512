import FeatureKit
public import Foundation
public import Networking

/// Loads the pages a ``StackOverflowListViewModel`` asks for: builds the page URL, waits out a `backoff` with the
/// injected clock, and feeds the result or the failure back as events.
public struct StackOverflowPager: Sendable {
    public var client: HTTPClient
    public var clock: NetworkClock
    /// The API base (replaced in tests by a loopback server).
    public var baseURL: URL?
    /// A feed to read instead of the API: its `page` query item is set to the page wanted.
    public var feedURL: URL?
    public var pageSize: Int

    /// Creates a pager.
    public init(
        client: HTTPClient,
        clock: NetworkClock = .live,
        baseURL: URL? = nil,
        feedURL: URL? = nil,
        pageSize: Int = 30
    ) {
        self.client = client
        self.clock = clock
        self.baseURL = baseURL
        self.feedURL = feedURL
        self.pageSize = pageSize
    }

    /// The URL of page `page`.
    public func url(page: Int) -> URL {
        if let feedURL, var components = URLComponents(url: feedURL, resolvingAgainstBaseURL: false) {
            var items = (components.queryItems ?? []).filter { $0.name != "page" }
            items.append(URLQueryItem(name: "page", value: String(page)))
            components.queryItems = items
            return components.url ?? feedURL
        }
        let text =
            "https://api.stackexchange.com/2.3/users?site=stackoverflow&order=desc&sort=reputation&page=\(page)&pagesize=\(pageSize)"
        let url = URL(string: text) ?? StackOverflowFixtures.firstPageURL
        return baseURL.map { url.replacingBase(with: $0) } ?? url
    }

    /// Loads a page: waits out a `backoff` with the injected clock (at most ``maxWait`` seconds), then sends the
    /// request. Returns the page and whether it came stale from the cache.
    public func fetch(_ request: StackOverflowListViewModel.PageRequest) async throws(NetworkingError) -> (
        page: StackOverflowPage, stale: Bool
    ) {
        if let notBefore = request.notBefore {
            let wait = notBefore.timeIntervalSince(clock.now())
            if wait > 0 { try? await clock.sleep(min(wait, Self.maxWait)) }
        }
        let endpoint = Endpoint<StackOverflowPage>(request: HTTPRequest(url: url(page: request.page)))
        let (page, response) = try await client.decode(endpoint)
        return (page, response.isStale)
    }

    /// The longest back-off waited for; the API asks for seconds, never minutes.
    public static let maxWait: TimeInterval = 60

    /// Performs `request` and applies its outcome to `model`.
    public func perform(_ request: StackOverflowListViewModel.PageRequest, on model: inout StackOverflowListViewModel)
        async
    {
        do {
            let (page, stale) = try await fetch(request)
            model.pageLoaded(page, number: request.page, stale: stale, now: clock.now())
        } catch {
            model.pageFailed(number: request.page, failure: LoadFailure(error))
        }
    }
}
