import CatalogServer
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
}
