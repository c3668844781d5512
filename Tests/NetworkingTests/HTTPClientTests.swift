import Foundation
import ImageCache
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

@Suite struct HTTPClientTests {
    let url = URL(string: "https://api.example.test/items?page=2") ?? URL(fileURLWithPath: "/")

    func makeCache() throws -> (HTTPCache, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("http-cache-\(UUID().uuidString)")
        return (HTTPCache(disk: try DiskCache(configuration: .init(directory: directory))), directory)
    }

    @Test func retriesA500ThenSucceedsWithBackOff() async throws {
        let transport = MockTransport([MockTransport.response(500), MockTransport.response(200, "ok")])
        let clock = MockClock()
        let client = HTTPClient(
            configuration: .init(transport: transport, retry: RetryPolicy(random: { 0.5 }), clock: clock.networkClock)
        )
        let response = try await client.send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(transport.requests.count == 2)
        #expect(clock.sleeps == [0.25])
    }

    @Test func honoursRetryAfterOn429() async throws {
        let transport = MockTransport([
            MockTransport.response(429, headers: ["Retry-After": "7"]), MockTransport.response(200),
        ])
        let clock = MockClock()
        let client = HTTPClient(configuration: .init(transport: transport, clock: clock.networkClock))
        _ = try await client.send(HTTPRequest(url: url))
        #expect(clock.sleeps == [7])
    }

    @Test func exhaustedGitHubRateLimitFailsAtOnceWithResetTime() async throws {
        let headers: HTTPHeaders = ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1700000600"]
        let transport = MockTransport([MockTransport.response(403, headers: headers)])
        let client = HTTPClient(configuration: .init(transport: transport, clock: MockClock().networkClock))
        await #expect(
            throws: NetworkingError.rateLimited(
                url: url.absoluteString,
                resetsAt: Date(timeIntervalSince1970: 1_700_000_600)
            )
        ) {
            try await client.send(HTTPRequest(url: url))
        }
        #expect(transport.requests.count == 1)
    }

    @Test func revalidatesWithETagAndServes304FromCache() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = MockTransport([
            MockTransport.response(200, "[1,2]", headers: ["ETag": "\"v1\"", "Cache-Control": "max-age=0"]),
            MockTransport.response(304),
        ])
        let client = HTTPClient(
            configuration: .init(transport: transport, cache: cache, clock: MockClock().networkClock)
        )
        let first = try await client.send(HTTPRequest(url: url))
        let second = try await client.send(HTTPRequest(url: url))
        #expect(first.fromCache == false)
        #expect(second.fromCache && !second.isStale)
        #expect(second.body == Data("[1,2]".utf8))
        #expect(transport.requests.last?.headers["If-None-Match"] == "\"v1\"")
    }

    @Test func freshResponseIsServedWithoutTheNetworkAndQueryIsPartOfTheKey() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = MockTransport([
            MockTransport.response(200, "page2", headers: ["Cache-Control": "max-age=60"]),
            MockTransport.response(200, "page3", headers: ["Cache-Control": "max-age=60"]),
        ])
        let client = HTTPClient(
            configuration: .init(transport: transport, cache: cache, clock: MockClock().networkClock)
        )
        _ = try await client.send(HTTPRequest(url: url))
        let cached = try await client.send(HTTPRequest(url: url))
        let other = try await client.send(HTTPRequest(url: URL(string: "https://api.example.test/items?page=3")!))
        #expect(cached.fromCache && cached.body == Data("page2".utf8))
        #expect(other.body == Data("page3".utf8))
        #expect(transport.requests.count == 2)
    }

    @Test func networkFailureServesStaleCacheAndOfflineWithoutCacheIsClear() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let failure: Result<HTTPResponse, NetworkingError> = .failure(
            .transport(url: url.absoluteString, reason: "connection refused")
        )
        let transport = MockTransport([MockTransport.response(200, "saved"), failure, failure, failure])
        let client = HTTPClient(
            configuration: .init(transport: transport, cache: cache, retry: .none, clock: MockClock().networkClock)
        )
        _ = try await client.send(HTTPRequest(url: url))
        let stale = try await client.send(HTTPRequest(url: url))
        #expect(stale.isStale && stale.body == Data("saved".utf8))

        let offline = HTTPClient(configuration: .init(transport: transport, cache: cache, offline: true))
        let other = URL(string: "https://api.example.test/never")!
        await #expect(throws: NetworkingError.offlineNotCached(url: other.absoluteString)) {
            try await offline.send(HTTPRequest(url: other))
        }
    }

    @Test func aRefusedConnectionWithNothingCachedIsReportedAsWhatItWasNotAsOffline() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Port 1 on loopback: nothing listens there, so libcurl's connect is refused.
        let target = URL(string: "http://127.0.0.1:1/feed.json")!
        let client = HTTPClient(
            configuration: .init(
                transport: CurlTransport(),
                cache: cache,
                retry: .none,
                clock: MockClock().networkClock
            )
        )
        await #expect {
            try await client.send(HTTPRequest(url: target, timeout: 30))
        } throws: { error in
            guard case .transport(let url, _, let cause) = error as? NetworkingError else { return false }
            return url == target.absoluteString && cause.kind == .connectionFailed && cause.code == 7
        }
    }

    @Test func aBodyThatFailsToDecodeIsNotServedFromTheCacheOnceTheServerRecovers() async throws {
        struct Item: Decodable, Sendable { var id: Int }
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = MockTransport([
            MockTransport.response(200, "<html>oops</html>", headers: ["Cache-Control": "max-age=3600"]),
            MockTransport.response(200, #"{"id": 7}"#, headers: ["Cache-Control": "max-age=3600"]),
        ])
        let client = HTTPClient(configuration: .init(transport: transport, cache: cache, retry: .none))
        let endpoint = Endpoint<Item>(request: HTTPRequest(url: url))
        await #expect(throws: NetworkingError.self) { try await client.decode(endpoint) }
        #expect(await cache.entry(for: endpoint.request) == nil)
        let (item, _) = try await client.decode(endpoint)
        #expect(item.id == 7)
    }

    @Test func bodiesAreStoredAsBytesNotBase64() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let body = String(repeating: "x", count: 90_000)
        let transport = MockTransport([MockTransport.response(200, body, headers: ["Cache-Control": "max-age=60"])])
        let client = HTTPClient(configuration: .init(transport: transport, cache: cache))
        _ = try await client.send(HTTPRequest(url: url))
        #expect(await cache.entry(for: HTTPRequest(url: url))?.body == Data(body.utf8))
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: directory.path).reduce(0) { total, path in
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.appendingPathComponent(path).path
            )
            return total
                + ((attributes[.type] as? FileAttributeType) == .typeRegular ? (attributes[.size] as? Int ?? 0) : 0)
        }
        // Base64 in JSON would need 120,000 bytes for these 90,000.
        #expect(onDisk < 91_000)
    }

    @Test func aLinkBackToAPageAlreadyFetchedEndsPaging() async throws {
        let first = URL(string: "https://api.example.test/items?page=1")!
        let second = URL(string: "https://api.example.test/items?page=2")!
        let transport = MockTransport([
            MockTransport.response(200, "[1]", headers: ["Link": "<\(second.absoluteString)>; rel=\"next\""]),
            MockTransport.response(200, "[2]", headers: ["Link": "<\(first.absoluteString)>; rel=\"next\""]),
            MockTransport.response(200, "[1]", headers: ["Link": "<\(second.absoluteString)>; rel=\"next\""]),
        ])
        let client = HTTPClient(configuration: .init(transport: transport, retry: .none))
        let pages = Paginator<String>(
            client: client,
            first: HTTPRequest(url: first),
            decode: { String(decoding: $0.body, as: UTF8.self) },
            next: Paginator.linkNext
        )
        var seen: [String] = []
        for try await page in pages { seen.append(page) }
        #expect(seen == ["[1]", "[2]"])
    }

    @Test func noStoreResponsesAreNotCached() async throws {
        let (cache, directory) = try makeCache()
        defer { try? FileManager.default.removeItem(at: directory) }
        let transport = MockTransport([MockTransport.response(200, "secret", headers: ["Cache-Control": "no-store"])])
        let client = HTTPClient(configuration: .init(transport: transport, cache: cache))
        _ = try await client.send(HTTPRequest(url: url))
        #expect(await cache.entry(for: HTTPRequest(url: url)) == nil)
    }

    @Test func decodingErrorNamesTheJSONPath() throws {
        struct Feed: Decodable, Sendable {
            struct Item: Decodable, Sendable { var title: String }
            var results: [Item]
        }
        let endpoint = Endpoint<Feed>(request: HTTPRequest(url: url))
        #expect(
            throws: NetworkingError.decoding(
                url: url.absoluteString,
                path: "results[1].title",
                reason: "missing"
            )
        ) {
            try endpoint.decode(Data(#"{"results":[{"title":"a"},{}]}"#.utf8), url: url.absoluteString)
        }
    }

    @Test func tokenIsSentOnlyToItsHosts() async throws {
        let transport = MockTransport([MockTransport.response(200), MockTransport.response(200)])
        let client = HTTPClient(configuration: .init(transport: transport, token: "s3cret"))
        _ = try await client.send(HTTPRequest(url: URL(string: "https://api.github.com/search/repositories?q=x")!))
        _ = try await client.send(HTTPRequest(url: URL(string: "https://elsewhere.test/")!))
        #expect(transport.requests[0].headers["Authorization"] == "Bearer s3cret")
        #expect(transport.requests[1].headers["Authorization"] == nil)
    }

    @Test func baseURLOverrideKeepsPathAndQuery() {
        let live = URL(string: "https://api.github.com/search/repositories?q=created:%3E2026-11-13&page=2")!
        let local = live.replacingBase(with: URL(string: "http://127.0.0.1:8080")!)
        #expect(local.absoluteString == "http://127.0.0.1:8080/search/repositories?q=created:%3E2026-11-13&page=2")
    }
}
