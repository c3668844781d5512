import CatalogFeatures
import CatalogServer
import FeatureKit
import Foundation
import Networking
import Synchronization
import Testing

/// Issue #42: a repeated `/layout.*` request is answered from the layout cache while the feed its screen read is
/// unchanged, made anew when the feed changed, and the cache's entries age out.
@Suite struct LayoutCacheTests {
    private static let path = "/layout.json?feature=users&story=loaded&device=iphone-se&orientation=portrait"

    @Test func aRepeatedScreenIsAnsweredFromTheCacheUntilItsFeedChanges() async throws {
        let upstream = Mutex<ChangingTransport?>(nil)
        let features = try TestServer.features { name, fixtures in
            guard name == "users" else { return fixtures }
            let changing = ChangingTransport(fixtures)
            upstream.withLock { $0 = changing }
            return changing
        }
        let feed = try #require(upstream.withLock { $0 })
        let server = try await TestServer(features: features)
        defer { Task { await server.stop() } }

        let first = try await server.get(Self.path)
        #expect(first.status == 200)
        #expect(await server.server.layoutCacheHits == 0)
        let second = try await server.get(Self.path)
        #expect(second.status == 200)
        #expect(second.body == first.body)
        #expect(await server.server.layoutCacheHits == 1, "the repeated screen was laid out again")

        feed.change()
        let changed = try await server.get(Self.path)
        #expect(changed.status == 200)
        #expect(await server.server.layoutCacheHits == 1, "a changed feed was answered from the cache")
        #expect(String(decoding: changed.body, as: UTF8.self).contains("Wario"))
        #expect(!String(decoding: changed.body, as: UTF8.self).contains("Mario"))

        // Kept answers age out: a minute later the screen is made again even though nothing changed.
        _ = try await server.get(Self.path)
        #expect(await server.server.layoutCacheHits == 2)
        server.clock.advance(by: .seconds(61))
        _ = try await server.get(Self.path)
        #expect(await server.server.layoutCacheHits == 2, "an answer past its lifetime was reused")
    }

    @Test func aScreenWhoseLoadFailedIsNotKept() async throws {
        let features = try TestServer.features { name, fixtures in
            name == "users" ? FailingTransport() as any HTTPTransporting : fixtures
        }
        let server = try await TestServer(features: features)
        defer { Task { await server.stop() } }
        for _ in 0..<2 {
            let response = try await server.get(Self.path)
            #expect(response.status == 200)
        }
        #expect(await server.server.layoutCacheHits == 0, "an error screen from a failing upstream was reused")
    }

    @Test func aRateLimitedScreenIsNotKept() async throws {
        let server = try await TestServer()
        defer { Task { await server.stop() } }
        for _ in 0..<2 {
            let response = try await server.get("/layout.json?feature=trending&story=rate-limited&device=iphone-se")
            #expect(response.status == 200)
        }
        #expect(await server.server.layoutCacheHits == 0, "a screen showing a time from the clock was reused")
    }

    @Test func aStaleCopyServedWhileTheUpstreamFailsIsNotTheKeptScreen() async throws {
        let upstream = Mutex<BreakableTransport?>(nil)
        var features = try TestServer.features()
        let index = try #require(features.firstIndex { $0.name == "users" })
        let breakable = BreakableTransport(features[index].feature.bundledTransport(now: { TestServer.now }))
        upstream.withLock { $0 = breakable }
        // A client with an HTTP cache, as `serve --source live` has: when the upstream fails it answers a stale copy.
        features[index].context.client = HTTPClient(
            configuration: .init(transport: breakable, cache: HTTPCache(storage: MemoryHTTPCacheStore()), retry: .none)
        )
        let server = try await TestServer(features: features)
        defer { Task { await server.stop() } }
        let fresh = try await server.get(Self.path)
        _ = try await server.get(Self.path)
        #expect(await server.server.layoutCacheHits == 1)

        breakable.fail()
        let stale = try await server.get(Self.path)
        #expect(stale.status == 200)
        #expect(stale.body != fresh.body, "the screen kept from the fresh feed was shown while the upstream failed")
        _ = try await server.get(Self.path)
        #expect(await server.server.layoutCacheHits == 1, "a screen made from a stale copy was reused")
    }

    @Test func aChangedFavouritesDatabaseMakesTheScreenAgain() async throws {
        let data = FileManager.default.temporaryDirectory.appending(path: "layout-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var features = try TestServer.features()
        let index = try #require(features.firstIndex { $0.name == "trending" })
        features[index].context.dataDirectory = data
        let server = try await TestServer(features: features)
        defer { Task { await server.stop() } }
        let path = "/layout.json?feature=trending&story=loaded&device=iphone-se"
        // The first screen creates the database after stamping it absent, so the second is made again, and kept.
        for _ in 0..<3 { _ = try await server.get(path) }
        #expect(await server.server.layoutCacheHits == 1)
        // Any write moves the database's modification time; this stands for one made by `favorites add`.
        let database = data.appending(path: "trending/favorites.sqlite")
        #expect(FileManager.default.fileExists(atPath: database.path))
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 5)],
            ofItemAtPath: database.path
        )
        _ = try await server.get(path)
        #expect(await server.server.layoutCacheHits == 1, "a screen was reused after the favourites changed")
    }
}

/// Passes requests on until `fail()`; then fails each as a refused connection, as an upstream that went down.
final class BreakableTransport: HTTPTransporting {
    private let upstream: any HTTPTransporting
    private let failing = Mutex(false)

    init(_ upstream: any HTTPTransporting) {
        self.upstream = upstream
    }

    func fail() {
        failing.withLock { $0 = true }
    }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        if failing.withLock({ $0 }) {
            throw .transport(url: request.url.absoluteString, reason: "Couldn't connect to server")
        }
        return try await upstream.send(request)
    }
}
