/// Runs one operation per key at a time: callers asking for a key already in flight share the same work.
/// Shared by the image pipeline (one decode per result) and the HTTP client (one transfer per identical GET).
///
/// Cancellation follows the callers: a cancelled caller stops waiting at once (with `CancellationError`) while the
/// others keep waiting, and when the last caller of a key has left, the shared work is cancelled too (a transfer
/// stops, a retry sleep ends) and the key is free for a fresh start.
package actor TaskCoalescer<Value: Sendable> {
    private typealias Waiter = CheckedContinuation<Value, any Error>

    /// The work in flight per key; `generation` tells a finished run from a newer one for the same key.
    private var work: [String: (generation: UInt64, task: Task<Void, Never>)] = [:]
    /// The callers waiting per key, by caller number. Only ever touched on the actor.
    private var waiters: [String: [UInt64: Waiter]] = [:]
    private var counter: UInt64 = 0

    /// Creates an empty coalescer.
    package init() {}

    /// The result of `operation` for `key`, shared with every concurrent caller of the same key.
    package func run(key: String, operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        if work[key] == nil {
            counter += 1
            let generation = counter
            let task = Task { [weak self] in
                let result: Result<Value, any Error>
                do {
                    result = .success(try await operation())
                } catch {
                    result = .failure(error)
                }
                await self?.finish(key: key, generation: generation, with: result)
            }
            work[key] = (generation, task)
        }
        counter += 1
        let waiter = counter
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                park(continuation, key: key, waiter: waiter)
            }
        } onCancel: {
            Task { await self.leave(key: key, waiter: waiter) }
        }
    }

    /// How many callers are waiting for `key` now (for tests that must act once every caller has joined).
    package func callers(forKey key: String) -> Int {
        waiters[key]?.count ?? 0
    }

    private func park(_ continuation: Waiter, key: String, waiter: UInt64) {
        waiters[key, default: [:]][waiter] = continuation
    }

    /// Hands the result to every caller still waiting.
    private func finish(key: String, generation: UInt64, with result: Result<Value, any Error>) {
        guard work[key]?.generation == generation else { return }
        work[key] = nil
        let waiting = waiters.removeValue(forKey: key) ?? [:]
        for continuation in waiting.values { continuation.resume(with: result) }
    }

    /// A cancelled caller leaves; the work is cancelled with the last one.
    private func leave(key: String, waiter: UInt64) {
        guard let continuation = waiters[key]?.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: CancellationError())
        if waiters[key]?.isEmpty ?? true {
            waiters[key] = nil
            work.removeValue(forKey: key)?.task.cancel()
        }
    }
}
