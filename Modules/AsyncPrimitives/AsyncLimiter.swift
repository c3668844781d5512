/// Limits how many operations run at once; waiters resume in arrival order.
/// The actor only counts: the limited work itself runs in the caller's task, never on the actor. A task cancelled
/// while it waits leaves the queue at once (with `CancellationError`) and never takes a slot.
package actor AsyncLimiter {
    private let limit: Int
    private var running = 0
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextWaiter: UInt64 = 0

    /// Creates a limiter allowing `limit` operations at once (at least one).
    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Waits for a free slot; throws `CancellationError` if the task is cancelled first. Every successful
    /// `acquire()` must be balanced by one ``release()``.
    package func acquire() async throws {
        try Task.checkCancellation()
        if running < limit {
            running += 1
            return
        }
        nextWaiter += 1
        let id = nextWaiter
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiters.append((id, continuation))
            }
        } onCancel: {
            Task { await self.cancel(id) }
        }
    }

    /// Frees a slot, handing it straight to the longest waiter if there is one.
    package func release() {
        if waiters.isEmpty {
            running -= 1
        } else {
            waiters.removeFirst().continuation.resume()
        }
    }

    private func cancel(_ id: UInt64) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(throwing: CancellationError())
    }
}
