import FeatureKit
import Foundation
import Networking
import Testing

/// A story condition that rewrites a feed (`feed:changed`, `feed:empty`, `network:quota-exhausted`) decodes it into
/// a tree of objects, so it is bounded before it runs: a feed over ``JSONFeed/maxRewriteBytes`` is refused by name
/// (any client of `serve` can put the condition in a URL; on a 50 MB feed two at once took the server down).
@Suite struct FeedRewriteLimitTests {
    static let url = URL(string: "https://feed.invalid/users.json") ?? URL(fileURLWithPath: "/")

    static func transport(users: Int, feed: ScreenConditions.Feed) -> FaultInjectingTransport {
        let body = "[" + (0..<users).map { "{\"name\":\"User \($0)\"}" }.joined(separator: ",") + "]"
        var conditions = ScreenConditions()
        conditions.feed = feed
        return FaultInjectingTransport(
            base: FixtureTransport(fixtures: [url.absoluteString: .init(body: .data(Data(body.utf8)))]),
            conditions: conditions,
            alter: { response, alteration in
                JSONFeed.rewritingArray(response) { users in
                    if alteration.variant == .changed { users = JSONFeed.changed(users) }
                }
            },
            rateLimited: { request, _, _ in HTTPResponse(status: 429, headers: [:], body: Data(), url: request.url) },
            now: { Date(timeIntervalSince1970: 0) }
        )
    }

    @Test func aFeedOverTheLimitIsRefusedBeforeItIsRewritten() async throws {
        // About 9.4 MiB of JSON.
        let transport = Self.transport(users: 500_000, feed: .changed)
        let error = await #expect(throws: NetworkingError.self) {
            try await transport.send(HTTPRequest(url: Self.url))
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("a story condition rewrites feeds of at most \(JSONFeed.maxRewriteBytes) bytes"))
        // Without a condition the same feed is answered as it is.
        let plain = Self.transport(users: 500_000, feed: .normal)
        #expect(try await plain.send(HTTPRequest(url: Self.url)).status == 200)
    }

    @Test func aFeedWithinTheLimitIsRewritten() async throws {
        let response = try await Self.transport(users: 10, feed: .changed).send(HTTPRequest(url: Self.url))
        let users = try JSONSerialization.jsonObject(with: response.body) as? [Any]
        #expect(users?.count == 8)
    }
}
