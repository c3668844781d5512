import CatalogServer
import Foundation
import Networking
import Testing

/// One request buys at most the pages its state shows and 3 more upstream requests, and a failing upstream is not
/// asked again while its failure is remembered.
@Suite struct UpstreamBudgetTests {
    static func events(_ name: String, times: Int) -> String {
        Array(repeating: name, count: times).joined(separator: ",")
    }

    @Test func repeatedRefreshesInOneRequestAskUpstreamOnce() async throws {
        var counter: CountingTransport?
        let features = try TestServer.features { name, transport in
            guard name == "trending" else { return transport }
            let counting = CountingTransport(transport)
            counter = counting
            return counting
        }
        let upstream = try #require(counter)
        // Forty refreshes, ten times the budget. Each event is several hops on the cooperative pool, which the
        // suite's CPU-bound tests keep busy: under `scripts/stress-tests` 150 of them queued past the client's 180 s.
        // The deadline has its own test.
        let server = try await TestServer(features: features) { $0.requestDeadline = .seconds(300) }
        let response = try await server.get(
            "/layout.json?feature=trending&events=" + Self.events("refresh", times: 40)
        )
        #expect(response.status == 200)
        // The state shows one page.
        #expect(upstream.count <= 1 + 3)
        await server.stop()
    }

    @Test func aFailingUpstreamIsAskedOnceAndRememberedForThirtySeconds() async throws {
        let failing = FailingTransport()
        let features = try TestServer.features { name, transport in
            name == "trending" ? failing as any HTTPTransporting : transport
        }
        let server = try await TestServer(features: features) { $0.requestDeadline = .seconds(300) }
        // Given forty retries sent against an upstream that is down
        let first = try await server.get("/layout.json?feature=trending&events=" + Self.events("retry", times: 40))
        // Then the request is answered with the error state after at most 3 upstream requests
        #expect(first.status == 200)
        #expect(String(decoding: first.body, as: UTF8.self).contains("connect"))
        #expect(failing.count <= 3)
        // When another request comes within 30 s, upstream is not asked again
        let asked = failing.count
        let second = try await server.get("/layout.json?feature=trending&events=retry")
        #expect(second.status == 200)
        #expect(failing.count == asked)
        // And after 30 s it is
        server.clock.advance(by: .seconds(31))
        _ = try await server.get("/layout.json?feature=trending&events=retry")
        #expect(failing.count > asked)
        await server.stop()
    }
}
