import Foundation
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

@Suite struct PageNumberPagingTests {
    struct Page: Decodable, PageNumberPaging {
        var items: [Int]
        var hasMore: Bool
        var backoff: Int?

        enum CodingKeys: String, CodingKey {
            case items
            case hasMore = "has_more"
            case backoff
        }
    }

    @Test func followsHasMoreAndWaitsOutBackoffOnTheInjectedClock() async throws {
        let server = try LoopbackServer { request in
            if request.target.hasSuffix("page=1") { return .text(200, #"{"items":[1,2],"has_more":true,"backoff":7}"#) }
            if request.target.hasSuffix("page=2") { return .text(200, #"{"items":[3,4],"has_more":true}"#) }
            if request.target.hasSuffix("page=3") { return .text(200, #"{"items":[5],"has_more":false}"#) }
            return .text(404)
        }
        defer { server.stop() }
        let clock = MockClock()
        let client = HTTPClient(
            configuration: .init(transport: CurlTransport(), retry: .none, clock: clock.networkClock)
        )
        let endpoint = Endpoint<Page>(request: HTTPRequest(url: server.url("/2.3/users?site=stackoverflow&page=1")))
        var items: [Int] = []
        let pages = Paginator<Page>.pageNumbered(client: client, first: endpoint.request) {
            response throws(NetworkingError) in
            try endpoint.decode(response.body, url: response.url.absoluteString)
        }
        for try await page in pages { items += page.items }
        #expect(items == [1, 2, 3, 4, 5])
        #expect(clock.sleeps == [7], "the backoff from page 1 is honoured before page 2, and only then")
        #expect(
            server.requests.map(\.target).map {
                $0.hasSuffix("page=1") || $0.hasSuffix("page=2") || $0.hasSuffix("page=3")
            } == [true, true, true]
        )
    }

    @Test func aBackoffOverTheCapEndsPagingAsRateLimitedWithoutWaiting() async throws {
        // A page demanding a backoff of 2⁶² seconds: waiting it out would hold the caller forever (and overflow
        // a conversion to milliseconds); the next page is never requested.
        let server = try LoopbackServer { request in
            if request.target.hasSuffix("page=1") {
                return .text(200, #"{"items":[1],"has_more":true,"backoff":4611686018427387904}"#)
            }
            return .text(200, #"{"items":[2],"has_more":false}"#)
        }
        defer { server.stop() }
        let clock = MockClock()
        let client = HTTPClient(
            configuration: .init(transport: CurlTransport(), retry: .none, clock: clock.networkClock)
        )
        let endpoint = Endpoint<Page>(request: HTTPRequest(url: server.url("/2.3/users?page=1")))
        let pages = Paginator<Page>.pageNumbered(client: client, first: endpoint.request, maxPause: 60) {
            response throws(NetworkingError) in
            try endpoint.decode(response.body, url: response.url.absoluteString)
        }
        var items: [Int] = []
        await #expect {
            for try await page in pages { items += page.items }
        } throws: { error in
            guard case .rateLimited(let url, let resetsAt) = error as? NetworkingError else { return false }
            return url.hasSuffix("page=2") && resetsAt != nil
        }
        #expect(items == [1])
        #expect(clock.sleeps.isEmpty)
        #expect(server.requests.count == 1)
    }
}
