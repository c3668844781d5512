public import Foundation
public import Networking

/// How far back "trending" looks.
public enum Timeframe: String, Sendable, CaseIterable, Codable {
    case day
    case week
    case month
}

/// Builds the search request for repositories created within a timeframe, by stars.
///
/// The date is computed in UTC from an injected clock, with calendar arithmetic: a month before 31 March 2024 is
/// 29 February 2024, and the day before 1 January is 31 December of the year before.
public struct TrendingQuery: Sendable {
    /// The search endpoint.
    public static let endpoint = URL(string: "https://api.github.com/search/repositories") ?? URL(fileURLWithPath: "/")
    /// GitHub's search never returns more than this many results, whatever `total_count` says.
    public static let resultCap = 1_000

    public var timeframe: Timeframe
    public var perPage: Int

    /// Creates a query.
    public init(timeframe: Timeframe, perPage: Int = 30) {
        self.timeframe = timeframe
        self.perPage = min(100, max(1, perPage))
    }

    /// The `YYYY-MM-DD` after which repositories must have been created, for `now`.
    public func sinceDate(now: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let start: Date?
        switch timeframe {
        case .day: start = calendar.date(byAdding: .day, value: -1, to: now)
        case .week: start = calendar.date(byAdding: .day, value: -7, to: now)
        case .month: start = calendar.date(byAdding: .month, value: -1, to: now)
        }
        let components = calendar.dateComponents([.year, .month, .day], from: start ?? now)
        return String(format: "%04d-%02d-%02d", components.year ?? 1970, components.month ?? 1, components.day ?? 1)
    }

    /// The first page's request, query URL-encoded (`created:>` becomes `created%3A%3E`).
    public func request(now: Date, page: Int = 1, baseURL: URL? = nil) -> HTTPRequest {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.github.com"
        components.path = "/search/repositories"
        let query = "created:>\(sinceDate(now: now))"
        let encoded =
            query.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))
            ?? query
        components.percentEncodedQuery = "q=\(encoded)&sort=stars&order=desc&per_page=\(perPage)&page=\(page)"
        let url = components.url ?? Self.endpoint
        return HTTPRequest(
            url: baseURL.map { url.replacingBase(with: $0) } ?? url,
            headers: ["Accept": "application/vnd.github+json"]
        )
    }

    /// Pages, following the `Link` header's `rel="next"` and stopping at the 1,000-result cap.
    /// `feedURL`, when given, is the first page's URL in place of the search query.
    public func pages(client: HTTPClient, now: Date, baseURL: URL? = nil, feedURL: URL? = nil) -> Paginator<SearchPage>
    {
        var first = request(now: now, baseURL: baseURL)
        if let feedURL { first.url = feedURL }
        let endpoint = Endpoint<SearchPage>(
            request: first,
            configureDecoder: SearchPage.configure
        )
        let maxPages = (Self.resultCap + perPage - 1) / perPage
        return Paginator(
            client: client,
            first: endpoint.request,
            maxPages: maxPages,
            decode: { (response: HTTPResponse) throws(NetworkingError) -> SearchPage in
                var page = try endpoint.decode(response.body, url: response.url.absoluteString)
                page.isStale = response.isStale
                return page
            },
            next: { request, response, page in
                guard var next = Paginator<SearchPage>.linkNext(request, response, page) else { return nil }
                // A base-URL override applies to followed links too.
                if let baseURL { next.url = next.url.replacingBase(with: baseURL) }
                return next
            }
        )
    }
}
