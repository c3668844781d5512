import Synchronization

/// Admission for the work that lays out and draws screens: at most `width` at once and `queueLimit` waiting; a
/// request beyond that is turned away at once (the route answers 503 with `Retry-After`) instead of queueing
/// without bound, so admitted requests keep their latency and the server its memory.
final class RenderGate: Sendable {
    /// Why a request was not admitted.
    struct Full: Error, Sendable {
        let width: Int
        let queueLimit: Int
    }

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var running = 0
        var nextID: UInt64 = 0
        var waiting: [Waiter] = []
    }

    private let state = Mutex(State())
    let width: Int
    let queueLimit: Int

    init(width: Int, queueLimit: Int) {
        self.width = max(1, width)
        self.queueLimit = max(0, queueLimit)
    }

    /// Runs `work` once admitted; throws ``Full`` at once when `width` run and `queueLimit` wait, and
    /// `CancellationError` when the caller is cancelled while waiting.
    func run<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        try await enter()
        defer { leave() }
        return try await work()
    }

    private func enter() async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        // The decision and the enqueueing happen under one lock, so a slot freed meanwhile is never missed.
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.running < width {
                        state.running += 1
                        return .success(())
                    }
                    guard state.waiting.count < queueLimit else {
                        return .failure(Full(width: width, queueLimit: queueLimit))
                    }
                    state.waiting.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiting.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiting.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Hands the slot to the first waiter, or frees it.
    private func leave() {
        let next = state.withLock { state -> Waiter? in
            if state.waiting.isEmpty {
                state.running -= 1
                return nil
            }
            // The slot passes to the waiter: `running` stays the same.
            return state.waiting.removeFirst()
        }
        next?.continuation.resume()
    }
}
