import FeatureTrending
import Foundation
import Networking
import Testing

/// A UTC instant from an ISO 8601 string.
func instant(_ text: String) throws -> Date {
    try #require(ISO8601DateFormatter().date(from: text))
}

@Suite struct TrendingQueryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var now: String
        var timeframe: Timeframe
        var since: String
        var testDescription: String { "\(timeframe) at \(now)" }
    }

    static let cases: [Case] = [
        Case(now: "2026-11-20T09:00:00Z", timeframe: .day, since: "2026-11-19"),
        Case(now: "2026-11-20T09:00:00Z", timeframe: .week, since: "2026-11-13"),
        Case(now: "2026-11-20T09:00:00Z", timeframe: .month, since: "2026-10-20"),
        // Month boundaries and year ends.
        Case(now: "2026-03-01T00:30:00Z", timeframe: .day, since: "2026-02-28"),
        Case(now: "2026-01-01T00:00:00Z", timeframe: .day, since: "2025-12-31"),
        Case(now: "2026-01-03T12:00:00Z", timeframe: .week, since: "2025-12-27"),
        Case(now: "2026-03-31T12:00:00Z", timeframe: .month, since: "2026-02-28"),
        // Leap years.
        Case(now: "2024-03-01T10:00:00Z", timeframe: .day, since: "2024-02-29"),
        Case(now: "2024-03-31T10:00:00Z", timeframe: .month, since: "2024-02-29"),
        Case(now: "2024-03-05T10:00:00Z", timeframe: .week, since: "2024-02-27"),
        // UTC, whatever the local time zone: 23:30 UTC is still the 20th.
        Case(now: "2026-11-20T23:30:00Z", timeframe: .day, since: "2026-11-19"),
    ]

    @Test(arguments: cases)
    func sinceDateIsComputedInUTC(_ example: Case) throws {
        #expect(TrendingQuery(timeframe: example.timeframe).sinceDate(now: try instant(example.now)) == example.since)
    }

    @Test func requestIsURLEncodedAndSortedByStars() throws {
        let request = TrendingQuery(timeframe: .week, perPage: 30).request(now: try instant("2026-11-20T09:00:00Z"))
        #expect(
            request.url.absoluteString
                == "https://api.github.com/search/repositories?q=created%3A%3E2026-11-13&sort=stars&order=desc&per_page=30&page=1"
        )
        let local = TrendingQuery(timeframe: .day).request(
            now: try instant("2026-11-20T09:00:00Z"),
            baseURL: URL(string: "http://127.0.0.1:9000")
        )
        #expect(
            local.url.absoluteString.hasPrefix("http://127.0.0.1:9000/search/repositories?q=created%3A%3E2026-11-19")
        )
    }
}

@Suite struct TrendingPagingTests {
    func client(now: Date) -> HTTPClient {
        HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none))
    }

    @Test(arguments: [(Timeframe.day, [12], 12), (.week, [30, 14], 44), (.month, [30, 30, 9], 69)])
    func followsLinkHeadersToTheLastPage(timeframe: Timeframe, sizes: [Int], total: Int) async throws {
        // A clock a year after the fixtures were made: the pages are served for any date.
        let now = try instant("2027-06-15T08:00:00Z")
        var counts: [Int] = []
        var repositories: [Repository] = []
        for try await page in TrendingQuery(timeframe: timeframe).pages(client: client(now: now), now: now) {
            counts.append(page.items.count)
            repositories += page.items
            #expect(page.totalCount == total)
        }
        #expect(counts == sizes)
        #expect(Set(repositories.map(\.id)).count == total)
        let sorted = repositories.sortedByStars()
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.stars >= $1.stars })
        #expect(sorted != repositories, "the API order is not strictly sorted, so sorting must change it")
    }

    @Test func bundledPagesDecodeNullsAndDates() async throws {
        let now = try instant("2026-11-20T09:00:00Z")
        let endpoint = Endpoint<SearchPage>(
            request: TrendingQuery(timeframe: .day).request(now: now),
            configureDecoder: SearchPage.configure
        )
        let (page, _) = try await client(now: now).decode(endpoint)
        #expect(page.items.contains { $0.description == nil })
        #expect(page.items.contains { $0.language == nil })
        #expect(page.items.allSatisfy { $0.createdAt > (try? instant("2026-11-19T23:59:59Z")) ?? now })
        #expect(page.items.first?.fullName.contains("/") == true)
    }

    @Test func emptyResultDecodes() throws {
        let page = try JSONDecoder().decode(SearchPage.self, from: Data(#"{"total_count":0,"items":[]}"#.utf8))
        #expect(page.items.isEmpty && page.incompleteResults == nil)
    }

    @Test(.enabled(if: SharedSeed.exists("trending/pygithub-search-repos.page1.json"), "needs ../shared/seed-data"))
    func realRecordedPagesDecode() throws {
        let decoder = JSONDecoder()
        SearchPage.configure(decoder)
        for name in ["page1", "page2", "no-results"] {
            let data = try Data(contentsOf: SharedSeed.url("trending/pygithub-search-repos.\(name).json"))
            let page = try decoder.decode(SearchPage.self, from: data)
            #expect(name == "no-results" ? page.items.isEmpty : page.items.count == 30, "\(name)")
        }
    }
}

/// `../shared/seed-data` beside the checkout, when present.
enum SharedSeed {
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/seed-data")
    }

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }
}
