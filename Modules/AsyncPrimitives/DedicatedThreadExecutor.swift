import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A serial executor with a thread of its own, for work that must wait on something outside the process: a `flock`
/// another process holds, SQLite's busy handler. Such a wait on the cooperative pool (two threads on a 2-core
/// machine) would stall every other task; here it stalls only this thread, and callers suspend instead.
///
/// Use it as an actor's executor (`unownedExecutor`), or hand it closures with ``run(_:)`` (the caller suspends)
/// or ``runAndWait(_:)`` (for synchronous callers on their own threads). Work runs one item at a time, in order.
/// The thread ends once the executor is released and its queue is empty.
///
/// ```swift
/// let worker = DedicatedThreadExecutor(name: "cache lock")
/// let total = try await worker.run { try waitForLockAndCount() }
/// ```
package final class DedicatedThreadExecutor: SerialExecutor, Sendable {
    private let queue: WorkQueue

    /// Starts the thread, named `name` (visible in debuggers and `top -H`).
    package init(name: String) {
        let queue = WorkQueue()
        self.queue = queue
        let thread = Thread { queue.runUntilStopped() }
        thread.name = name
        thread.start()
    }

    deinit {
        queue.stop()
    }

    /// Runs a job of an actor whose executor this is.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.push { [self] in job.runSynchronously(on: asUnownedSerialExecutor()) }
    }

    /// Runs `body` on the thread and suspends the caller (holding no thread) until it has finished.
    package func run<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) async throws(E) -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<T, E>, Never>) in
            queue.push { continuation.resume(returning: Result(catching: body)) }
        }
        return try result.get()
    }

    /// Runs `body` on the thread and blocks the calling thread until it has finished: for synchronous APIs. From
    /// the executor's own thread, `body` runs at once (waiting for itself would never end).
    package func runAndWait<T: Sendable, E: Error>(_ body: @escaping @Sendable () throws(E) -> T) throws(E) -> T {
        if queue.isRunningOnItsThread { return try body() }
        let box = ResultBox<Result<T, E>>()
        let done = DispatchSemaphore(value: 0)
        queue.push {
            box.value.withLock { $0 = Result(catching: body) }
            done.signal()
        }
        done.wait()
        // The closure always runs before `done` is signalled, so the box is full.
        guard let result = box.value.withLock({ $0 }) else { preconditionFailure("runAndWait: no result") }
        return try result.get()
    }

    /// Adds work without waiting for it: for clean-up whose outcome nobody awaits.
    package func submit(_ body: @escaping @Sendable () -> Void) {
        queue.push(body)
    }
}

/// A value handed from the executor's thread to a blocked caller.
private final class ResultBox<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
}

/// The executor's queue: closures in arrival order, and a semaphore counting them (plus one to stop).
private final class WorkQueue: Sendable {
    private struct State {
        var items: [@Sendable () -> Void] = []
        var stopped = false
        /// The thread draining the queue, once it has started.
        var thread: pthread_t?
    }

    private enum Next {
        case run(@Sendable () -> Void)
        case wait
        case stop
    }

    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)

    func push(_ item: @escaping @Sendable () -> Void) {
        state.withLock { $0.items.append(item) }
        signal.signal()
    }

    func stop() {
        state.withLock { $0.stopped = true }
        signal.signal()
    }

    /// The thread's body: one signal per item and one for `stop`, so every item runs before the loop ends.
    /// Whether the caller is the thread that runs the items.
    var isRunningOnItsThread: Bool {
        let current = pthread_self()
        return state.withLock { $0.thread.map { pthread_equal($0, current) != 0 } ?? false }
    }

    func runUntilStopped() {
        let current = pthread_self()
        state.withLock { $0.thread = current }
        while true {
            signal.wait()
            let next = state.withLock { state -> Next in
                if !state.items.isEmpty { return .run(state.items.removeFirst()) }
                return state.stopped ? .stop : .wait
            }
            switch next {
            case .run(let item): item()
            case .wait: continue
            case .stop: return
            }
        }
    }
}
