import Synchronization

/// A time limit on a request's work: past it the caller gets ``Passed`` at once and the work is cancelled (upstream
/// transfers leave at once). The answer does not wait for the work to stop: work inside a call that cannot be
/// interrupted (a decode in a C library) finishes on its own afterwards, keeping its render slot until it does, so
/// the admission still counts it. A task group would have held the answer until then (25–42 s past a 10-s limit).
enum Deadline {
    /// The work did not finish within `limit`.
    struct Passed: Error, Sendable {
        let limit: Duration
    }

    /// Runs `work`, or throws ``Passed`` once `limit` has gone by; a cancelled caller gets `CancellationError` at once.
    static func run<T: Sendable>(_ limit: Duration, _ work: @escaping @Sendable () async throws -> T) async throws -> T
    {
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.start(continuation, limit: limit, work: work)
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// The first of the work, the timer and the caller's cancellation to finish resumes the caller, once; the
    /// others are cancelled.
    private final class Race<T: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<T, any Error>?
            /// What finished before the continuation was stored (a cancellation racing the start).
            var early: Result<T, any Error>?
            var finished = false
            var tasks: [Task<Void, Never>] = []
        }

        private let state = Mutex(State())

        func start(
            _ continuation: CheckedContinuation<T, any Error>,
            limit: Duration,
            work: @escaping @Sendable () async throws -> T
        ) {
            let early = state.withLock { state in
                state.continuation = continuation
                return state.early
            }
            if let early {
                finish(early)
                return
            }
            let worker = Task {
                let result: Result<T, any Error>
                do {
                    result = .success(try await work())
                } catch {
                    result = .failure(error)
                }
                self.finish(result)
            }
            let timer = Task {
                try? await Task.sleep(for: limit)
                guard !Task.isCancelled else { return }
                self.finish(.failure(Passed(limit: limit)))
            }
            let finished = state.withLock { state in
                state.tasks = [worker, timer]
                return state.finished
            }
            if finished {
                worker.cancel()
                timer.cancel()
            }
        }

        func finish(_ result: Result<T, any Error>) {
            let (continuation, tasks) = state.withLock {
                state -> (CheckedContinuation<T, any Error>?, [Task<Void, Never>]) in
                guard !state.finished else { return (nil, []) }
                guard let continuation = state.continuation else {
                    if state.early == nil { state.early = result }
                    return (nil, [])
                }
                state.finished = true
                state.continuation = nil
                return (continuation, state.tasks)
            }
            for task in tasks { task.cancel() }
            continuation?.resume(with: result)
        }
    }
}
