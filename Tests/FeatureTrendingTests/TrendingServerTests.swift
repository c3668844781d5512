import FeatureTrending
import Foundation
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

@Suite struct TrendingServerTests {
    /// A page of `count` repositories with ids from `first`, stars descending.
    static func page(first: Int, count: Int, total: Int) -> String {
        let items = (first..<(first + count)).map { id in
            #"{"id":\#(id),"name":"repo-\#(id)","owner":{"login":"owner-\#(id)","avatar_url":null},"description":null,"stargazers_count":\#(10_000 - id),"language":null,"forks_count":1,"created_at":"2026-11-19T10:00:00Z","html_url":"https://github.com/owner-\#(id)/repo-\#(id)"}"#
        }
        return #"{"total_count":\#(total),"items":[\#(items.joined(separator: ","))]}"#
    }

    @Test func followsLinkHeadersFromALocalServerToTheLastPageThenHitsTheRateLimit() async throws {
        let now = try instant("2026-11-20T09:00:00Z")
        let server = try LoopbackServer { request in
            let target = request.target
            func link(_ page: Int, _ rel: String) -> String {
                "<http://127.0.0.1/search/repositories?q=created%3A%3E2026-11-19&sort=stars&order=desc&per_page=30&page=\(page)>; rel=\"\(rel)\""
            }
            if target.hasSuffix("&page=1") {
                // rels in an unusual order: last before next
                return .text(
                    200,
                    Self.page(first: 1, count: 30, total: 65),
                    headers: ["Link": "\(link(3, "last")), \(link(2, "next"))"]
                )
            }
            if target.hasSuffix("&page=2") {
                return .text(
                    200,
                    Self.page(first: 31, count: 30, total: 65),
                    headers: ["Link": "\(link(3, "next")), \(link(1, "prev"))"]
                )
            }
            if target.hasSuffix("&page=3") {
                return .text(
                    200,
                    Self.page(first: 61, count: 5, total: 65),
                    headers: ["Link": "\(link(2, "prev")), \(link(1, "first"))"]
                )
            }
            return .text(
                403,
                #"{"message":"API rate limit exceeded"}"#,
                headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1763632800"]
            )
        }
        defer { server.stop() }
        let client = HTTPClient(configuration: .init(transport: CurlTransport(), retry: .none))
        let base = server.url("/")
        var model = TrendingListViewModel(timeframe: .day, threshold: 5)
        _ = model.select(.day)
        var counts: [Int] = []
        for try await page in TrendingQuery(timeframe: .day).pages(client: client, now: now, baseURL: base) {
            counts.append(page.items.count)
            model.pageLoaded(page, next: nil, stale: false)
        }
        #expect(counts == [30, 30, 5])
        #expect(model.repositories.count == 65)
        #expect(server.requests.count == 3)

        // A request past the limit fails at once with the reset time, and the loaded rows stay.
        let other = TrendingQuery(timeframe: .week).request(now: now, page: 9, baseURL: base)
        do {
            _ = try await client.send(other)
            Issue.record("expected a rate-limit error")
        } catch {
            model.failed(error)
            #expect(
                error
                    == .rateLimited(url: other.url.absoluteString, resetsAt: Date(timeIntervalSince1970: 1_763_632_800))
            )
        }
        #expect(model.state == .rateLimited(resetsAt: Date(timeIntervalSince1970: 1_763_632_800)))
        #expect(model.repositories.count == 65)
    }
}
