import Foundation
import ImageCache
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

/// ``HTTPClient`` over the libcurl transport and a real loopback server: retries, rate limits, revalidation and
/// the offline fallback with real HTTP on the wire. Sleeps go through ``MockClock``, so no test waits for back-off.
@Suite struct CurlTransportClientTests {
    func makeCache() throws -> (HTTPCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("curl-cache-\(UUID().uuidString)")
        return (HTTPCache(disk: try DiskCache(configuration: .init(directory: directory))), directory)
    }

    @Test func retriesA500ThenSucceeds() async throws {
        let server = try LoopbackServer { request in request.number == 1 ? .text(500, "busy") : .text(200, "ok") }
        defer { server.stop() }
        let clock = MockClock()
        let client = HTTPClient(
            configuration: .init(
                transport: CurlTransport(),
                retry: RetryPolicy(random: { 0.5 }),
                clock: clock.networkClock
            )
        )

        let response = try await client.send(HTTPRequest(url: server.url("/items")))

        #expect(response.status == 200 && response.body == Data("ok".utf8))
        #expect(server.requests.count == 2)
        #expect(clock.sleeps == [0.25])
    }

    @Test func honoursRetryAfterOn429() async throws {
        let server = try LoopbackServer { request in
            request.number == 1 ? .text(429, headers: ["Retry-After": "7"]) : .text(200, "ok")
        }
        defer { server.stop() }
        let clock = MockClock()
        let client = HTTPClient(configuration: .init(transport: CurlTransport(), clock: clock.networkClock))

        let response = try await client.send(HTTPRequest(url: server.url("/search")))

        #expect(response.status == 200)
        #expect(clock.sleeps == [7])
    }

    @Test func exhaustedGitHubRateLimitFailsAtOnceWithResetTime() async throws {
        let server = try LoopbackServer { _ in
            .text(403, "{}", headers: ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000600"])
        }
        defer { server.stop() }
        let client = HTTPClient(configuration: .init(transport: CurlTransport(), clock: MockClock().networkClock))
        let url = server.url("/search/repositories?q=swift")

        await #expect(
            throws: NetworkingError.rateLimited(
                url: url.absoluteString,
                resetsAt: Date(timeIntervalSince1970: 1_700_000_600)
            )
        ) {
            try await client.send(HTTPRequest(url: url))
        }
        #expect(server.requests.count == 1)
    }

    @Test func notModifiedRevalidationIsServedFromTheCache() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer { request in
            request.headers["If-None-Match"] == "\"v1\""
                ? .text(304, headers: ["ETag": "\"v1\""])
                : .text(200, "[1,2]", headers: ["ETag": "\"v1\"", "Cache-Control": "max-age=0"])
        }
        defer { server.stop() }
        let client = HTTPClient(
            configuration: .init(transport: CurlTransport(), cache: cache, clock: MockClock().networkClock)
        )
        let url = server.url("/items")

        let first = try await client.send(HTTPRequest(url: url))
        let second = try await client.send(HTTPRequest(url: url))

        #expect(!first.fromCache && first.body == Data("[1,2]".utf8))
        #expect(second.fromCache && !second.isStale && second.status == 200)
        #expect(second.body == Data("[1,2]".utf8))
        #expect(server.requests.map { $0.headers["If-None-Match"] } == [nil, "\"v1\""])
    }

    @Test func stoppedServerMeansStaleResponseFromTheCache() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try LoopbackServer { _ in .text(200, "saved", headers: ["Cache-Control": "max-age=0"]) }
        defer { server.stop() }
        let client = HTTPClient(
            configuration: .init(transport: CurlTransport(), cache: cache, clock: MockClock().networkClock)
        )
        let url = server.url("/feed")

        // Given a cached response
        _ = try await client.send(HTTPRequest(url: url))
        // When the server goes away
        server.stop()
        let stale = try await client.send(HTTPRequest(url: url))

        // Then the cached body is served, marked stale
        #expect(stale.fromCache && stale.isStale)
        #expect(stale.body == Data("saved".utf8))
    }
}

@Suite struct InFlightSharingTests {
    @Test func identicalConcurrentGETsShareOneTransfer() async throws {
        // A body trickled over ~0.3 s keeps the first transfer in flight while the others arrive.
        let server = try LoopbackServer { _ in
            LoopbackServer.Reply(
                status: 200,
                body: Data(repeating: 0x61, count: 600),
                delivery: .trickle(bytes: 100, interval: .milliseconds(50))
            )
        }
        defer { server.stop() }
        let client = HTTPClient(configuration: .init(transport: CurlTransport(), retry: .none))
        let url = server.url("/shared")
        let bodies = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<10 { group.addTask { try await client.send(HTTPRequest(url: url)).body } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies.count == 10 && Set(bodies).count == 1)
        #expect(server.requests.count == 1)
        // A POST is never shared.
        _ = try await client.send(HTTPRequest(method: .post, url: url, body: Data("x".utf8)))
        #expect(server.requests.count == 2)
    }
}
