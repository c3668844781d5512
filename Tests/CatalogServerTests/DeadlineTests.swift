import Synchronization
import Testing

@testable import CatalogServer

/// The request deadline answers at its limit even while the work cannot be interrupted: laying out and drawing a
/// screen, or decoding its pictures, is CPU work that does not look at cancellation. A task group waited for it (the
/// 10-s limit was answered at 25–42 s); the work now finishes on its own after the answer.
@Suite struct DeadlineTests {
    /// Work deaf to cancellation, as synchronous work is: it ends only when opened. The test opens it by itself after
    /// 60 s so that an answer that waits for the work fails the test rather than hanging it.
    final class DeafWork: Sendable {
        private let state = Mutex((open: false, waiters: [CheckedContinuation<Void, Never>]()))

        var isOpen: Bool { state.withLock { $0.open } }

        func open() {
            let waiters = state.withLock { state in
                state.open = true
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume() }
        }

        func wait() async {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state in
                    if !state.open { state.waiters.append(continuation) }
                    return state.open
                }
                if now { continuation.resume() }
            }
        }
    }

    @Test func theDeadlineAnswersWhileTheWorkCannotBeInterrupted() async throws {
        let work = DeafWork()
        let letGo = Task {
            try? await Task.sleep(for: .seconds(60))
            work.open()
        }
        await #expect(throws: Deadline.Passed.self) {
            try await Deadline.run(.milliseconds(200)) {
                await work.wait()
                return 1
            }
        }
        #expect(!work.isOpen, "the answer waited for the work to end")
        work.open()
        letGo.cancel()
    }

    @Test func workWithinTheLimitGivesItsValue() async throws {
        #expect(try await Deadline.run(.seconds(60)) { 42 } == 42)
    }

    @Test func aCancelledCallerLeavesAtOnce() async throws {
        let work = DeafWork()
        let letGo = Task {
            try? await Task.sleep(for: .seconds(30))
            work.open()
        }
        let caller = Task { try await Deadline.run(.seconds(60)) { await work.wait() } }
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(!work.isOpen, "the cancelled caller waited for the work to end")
        work.open()
        letGo.cancel()
    }
}
