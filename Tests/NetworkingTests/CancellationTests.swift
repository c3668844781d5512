import AsyncPrimitives
import Foundation
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

/// Cancelling a caller cancels its work: a waiter leaves a limiter's queue, a coalesced transfer stops when its last
/// caller has gone, and the others keep waiting until then.
@Suite struct CancellationTests {
    @Test func aTaskCancelledWhileWaitingLeavesTheLimiterQueueAndNeverTakesASlot() async throws {
        let limiter = AsyncLimiter(limit: 1)
        try await limiter.acquire()
        let waiter = Task { try await limiter.acquire() }
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        // The cancelled waiter did not take the slot: after one release, a new caller gets it at once.
        await limiter.release()
        try await limiter.acquire()
        await limiter.release()
    }

    @Test func aCoalescedTransferStopsWhenItsLastCallerIsCancelled() async throws {
        let server = try LoopbackServer { _ in
            LoopbackServer.Reply(body: Data(count: 100), delivery: .trickle(bytes: 1, interval: .seconds(1)))
        }
        defer { server.stop() }
        let client = HTTPClient(configuration: .init(transport: CurlTransport(), retry: .none))
        let url = server.url("/slow")
        // Two callers of one GET share one transfer, whose body would take 100 s.
        let first = Task { try await client.send(HTTPRequest(url: url, timeout: 120)) }
        let second = Task { try await client.send(HTTPRequest(url: url, timeout: 120)) }
        await server.waitForRequests(1)
        // Both callers must have joined the one transfer before either leaves.
        while await client.sharedCallers(for: HTTPRequest(url: url)) < 2 { await Task.yield() }

        let start = ContinuousClock.now
        first.cancel()
        let firstResult = await first.result
        #expect(throws: NetworkingError.cancelled(url: url.absoluteString)) { try firstResult.get() }
        second.cancel()
        let secondResult = await second.result
        #expect(throws: NetworkingError.cancelled(url: url.absoluteString)) { try secondResult.get() }
        // Both ended long before the server could have sent the body, and the server saw one request only.
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(server.requests.count == 1)
    }
}
