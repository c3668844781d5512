import CatalogServer
import Foundation
import Networking
import Synchronization
import Testing

/// Screens are drawn a few at a time with a short queue; past it a request is turned away at once with 503 and
/// `Retry-After`, and no request is held past the deadline.
@Suite struct ServerAdmissionTests {
    @Test func pastTheQueueARequestGets503WithRetryAfterAtOnce() async throws {
        var held: HeldTransport?
        let features = try TestServer.features { name, transport in
            guard name == "recipes" else { return transport }
            let transport = HeldTransport(transport)
            held = transport
            return transport
        }
        let upstream = try #require(held)
        let server = try await TestServer(features: features) {
            $0.renderWidth = 1
            $0.renderQueue = 1
        }
        let path = "/layout.json?feature=recipes"
        // Given one request drawing (held upstream)
        async let first = server.get(path)
        while upstream.arrived == 0 { try await Task.sleep(for: .milliseconds(10)) }
        // When three more arrive for other screens (the same screen would share the one render): one may wait, two
        // are past the queue
        let turnedAway = Mutex503Box()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for device in ["iphone-se", "ipad-10", "iphone-15-pro-max"] {
                group.addTask {
                    let response = try await server.get(path + "&device=\(device)")
                    turnedAway.add(response)
                }
            }
            // Then two answers come back while the upstream is still held: 503 with Retry-After
            let deadline = ContinuousClock.now + .seconds(60)
            while turnedAway.count < 2 && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(10))
            }
            #expect(turnedAway.count == 2)
            #expect(upstream.arrived == 1)
            upstream.release()
            try await group.waitForAll()
        }
        #expect(try await first.status == 200)
        #expect(turnedAway.statuses.sorted() == [200, 503, 503])
        #expect(turnedAway.retryAfter.allSatisfy { $0 == "1" })
        #expect(turnedAway.messages.allSatisfy { $0.contains("Busy") })
        await server.stop()
    }

    /// 200 requests for one screen from 32 clients at once, with one render slot and one queue place: they share
    /// renders rather than each taking a slot, so all 200 are answered (issue #42: 55–119 were, the rest shed).
    @Test func identicalRequestsShareOneRenderAndAreAllAnswered() async throws {
        var held: HeldTransport?
        let features = try TestServer.features { name, transport in
            guard name == "recipes" else { return transport }
            let transport = HeldTransport(transport)
            held = transport
            return transport
        }
        let upstream = try #require(held)
        let server = try await TestServer(features: features) {
            $0.renderWidth = 1
            $0.renderQueue = 1
        }
        let path = "/layout.json?feature=recipes&story=loaded&device=iphone-se"
        let answers = Mutex503Box()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in 0..<32 {
                group.addTask {
                    // Each client asks in turn: 200 requests over the 32 of them.
                    for _ in stride(from: client, to: 200, by: 32) { answers.add(try await server.get(path)) }
                }
            }
            // Once the first render waits on its feed, let it go.
            while upstream.arrived == 0 { try await Task.sleep(for: .milliseconds(10)) }
            upstream.release()
            try await group.waitForAll()
        }
        #expect(answers.statuses.count == 200)
        #expect(
            answers.statuses.allSatisfy { $0 == 200 },
            "\(answers.statuses.filter { $0 != 200 }.count) not answered"
        )
        await server.stop()
    }

    @Test func aRequestPastTheDeadlineIs503NamingTheLimit() async throws {
        let features = try TestServer.features { name, transport in
            name == "recipes" ? HeldTransport(transport, patience: .seconds(120)) as any HTTPTransporting : transport
        }
        let server = try await TestServer(features: features) { $0.requestDeadline = .milliseconds(500) }
        let response = try await server.get("/layout.json?feature=recipes")
        #expect(response.status == 503)
        #expect(String(decoding: response.body, as: UTF8.self).contains("longer than the limit"))
        await server.stop()
    }
}

/// Answers collected from concurrent requests.
private final class Mutex503Box: Sendable {
    private let state = Synchronization.Mutex([(Int, String?, String)]())

    func add(_ response: HTTPResponse) {
        state.withLock {
            $0.append(
                (response.status, response.headers["Retry-After"], String(decoding: response.body, as: UTF8.self))
            )
        }
    }

    var count: Int { state.withLock { $0.filter { $0.0 == 503 }.count } }
    var statuses: [Int] { state.withLock { $0.map(\.0) } }
    var retryAfter: [String?] { state.withLock { $0.filter { $0.0 == 503 }.map(\.1) } }
    var messages: [String] { state.withLock { $0.filter { $0.0 == 503 }.map(\.2) } }
}
