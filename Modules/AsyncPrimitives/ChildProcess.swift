package import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A child process whose exit and output are awaited, never blocked on: `Process.waitUntilExit()` and a blocking
/// pipe read would each hold one of the cooperative pool's threads (two on a 2-core machine) for as long as the
/// child runs, stalling every other task in the process.
///
/// Standard output and standard error are drained as they arrive by a reader thread each (so a chatty child never
/// blocks on a full pipe), and ``waitForOutput(containing:)`` resumes as soon as the child has printed a
/// marker: a child says "ready" before the parent acts on it, instead of the parent sleeping.
package final class ChildProcess: Sendable {
    /// How a child ended.
    package struct Termination: Sendable, Equatable {
        /// The exit status, or the signal number when ``wasSignalled``.
        package var status: Int32
        /// Whether a signal ended the child.
        package var wasSignalled: Bool
    }

    /// Everything a finished child printed, with its termination.
    package struct Output: Sendable {
        /// How the child ended.
        package var termination: Termination
        /// All of standard output.
        package var stdout: String
        /// All of standard error.
        package var stderr: String
        /// The exit status (or signal number).
        package var status: Int32 { termination.status }
    }

    private struct Waiter {
        /// Resume when standard output contains this; nil to resume when everything has ended.
        var marker: String?
        /// A signal sent to the child the moment the marker appears, by whichever thread saw it.
        var signal: Int32?
        var continuation: CheckedContinuation<Bool, Never>
    }

    private struct State {
        var stdout = Data()
        var stderr = Data()
        var stdoutOpen = true
        var stderrOpen = true
        var termination: Termination?
        var waiters: [Waiter] = []
        /// The child's process id, set once it runs.
        var processIdentifier: Int32 = 0

        var isFinished: Bool { termination != nil && !stdoutOpen && !stderrOpen }

        /// Takes the waiters that can resume now, with the value each gets.
        mutating func takeReady() -> [(CheckedContinuation<Bool, Never>, Bool)] {
            var ready: [(CheckedContinuation<Bool, Never>, Bool)] = []
            var waiting: [Waiter] = []
            for waiter in waiters {
                if let marker = waiter.marker, stdout.range(of: Data(marker.utf8)) != nil {
                    // Under the lock, so a child already reaped (whose id may be reused) is never signalled.
                    if let signal = waiter.signal, termination == nil { _ = Glibc.kill(processIdentifier, signal) }
                    ready.append((waiter.continuation, true))
                } else if isFinished || (waiter.marker != nil && !stdoutOpen) {
                    // A marker can no longer appear once standard output is closed.
                    ready.append((waiter.continuation, waiter.marker == nil))
                } else {
                    waiting.append(waiter)
                }
            }
            waiters = waiting
            return ready
        }
    }

    /// The state, in a class so that Foundation's handlers can share it (a `Mutex` cannot be copied).
    private final class SharedState: Sendable {
        let mutex = Mutex(State())
    }

    private let process: Process
    private let shared = SharedState()

    /// Starts `executable` with `arguments`; `environment` entries are added to (or replace) the parent's. With
    /// `inheritsOutput` the child writes to this process's standard output and error instead of being captured.
    package init(
        _ executable: URL,
        arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: URL? = nil,
        inheritsOutput: Bool = false
    ) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.standardInput = FileHandle.nullDevice
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        if inheritsOutput {
            shared.mutex.withLock {
                $0.stdoutOpen = false
                $0.stderrOpen = false
            }
        } else {
            process.standardOutput = stdoutPipe
            process.standardError = stderrPipe
        }
        // Set before run(): the handler runs on Foundation's own thread when the child is reaped.
        process.terminationHandler = { [shared] finished in
            let termination = Termination(
                status: finished.terminationStatus,
                wasSignalled: finished.terminationReason == .uncaughtSignal
            )
            let ready = shared.mutex.withLock { state in
                state.termination = termination
                return state.takeReady()
            }
            for (continuation, value) in ready { continuation.resume(returning: value) }
        }
        try process.run()
        shared.mutex.withLock { $0.processIdentifier = process.processIdentifier }
        guard !inheritsOutput else { return }
        // One plain thread per stream blocks in read(2): never a cooperative-pool thread, and not Foundation's
        // readabilityHandler, whose dispatch source crashed under parallel tests on Linux.
        for (pipe, isStdout) in [(stdoutPipe, true), (stderrPipe, false)] {
            let descriptor = pipe.fileHandleForReading.fileDescriptor
            let thread = Thread { [shared] in
                var buffer = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    let data = count > 0 ? Data(buffer[..<count]) : Data()
                    let ready = shared.mutex.withLock { state in
                        if data.isEmpty {
                            if isStdout { state.stdoutOpen = false } else { state.stderrOpen = false }
                        } else if isStdout {
                            state.stdout.append(data)
                        } else {
                            state.stderr.append(data)
                        }
                        return state.takeReady()
                    }
                    for (continuation, value) in ready { continuation.resume(returning: value) }
                    if data.isEmpty { break }
                }
                // Keeps the pipe (and so the descriptor) open until the last read.
                withExtendedLifetime(pipe) {}
            }
            thread.name = isStdout ? "child-stdout" : "child-stderr"
            thread.start()
        }
    }

    deinit {
        send(SIGKILL)
    }

    /// Runs a child to its end and returns what it printed.
    package static func run(
        _ executable: URL,
        arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: URL? = nil,
        inheritsOutput: Bool = false
    ) async throws -> Output {
        let child = try ChildProcess(
            executable,
            arguments: arguments,
            environment: environment,
            currentDirectory: currentDirectory,
            inheritsOutput: inheritsOutput
        )
        return await child.output()
    }

    /// The child's process id.
    package var processIdentifier: Int32 { process.processIdentifier }

    /// Sends `signal` to the child (SIGKILL, SIGINT, …), unless it has already been reaped (its id may be reused).
    package func send(_ signal: Int32) {
        shared.mutex.withLock { state in
            if state.termination == nil { _ = Glibc.kill(process.processIdentifier, signal) }
        }
    }

    /// Waits for the child to end and its output to be read, and returns it.
    package func output() async -> Output {
        _ = await wait(for: nil)
        return shared.mutex.withLock { state in
            Output(
                termination: state.termination ?? Termination(status: -1, wasSignalled: false),
                stdout: String(decoding: state.stdout, as: UTF8.self),
                stderr: String(decoding: state.stderr, as: UTF8.self)
            )
        }
    }

    /// What the child has printed on standard output so far.
    package var standardOutputSoFar: String {
        shared.mutex.withLock { String(decoding: $0.stdout, as: UTF8.self) }
    }

    /// Waits until standard output contains `marker`; false when the child ended without printing it.
    package func waitForOutput(containing marker: String) async -> Bool {
        await wait(for: marker)
    }

    /// Sends `signal` the moment standard output contains `marker`, and returns whether it did (false when the
    /// child ended without printing it). The signal goes from the thread that read the marker, not from a task:
    /// a task resumed after the marker waits for a free thread of the cooperative pool, and on a busy machine the
    /// child may have gone on far past the marker (or finished) by then.
    package func send(_ signal: Int32, whenOutputContains marker: String) async -> Bool {
        await wait(for: marker, signal: signal)
    }

    /// Waits for a marker or the end. A cancelled wait (a test's time limit) kills the child, so the wait ends
    /// with it instead of hanging on a child that never prints or exits.
    private func wait(for marker: String?, signal: Int32? = nil) async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                let ready = shared.mutex.withLock { state in
                    state.waiters.append(Waiter(marker: marker, signal: signal, continuation: continuation))
                    return state.takeReady()
                }
                for (continuation, value) in ready { continuation.resume(returning: value) }
            }
        } onCancel: {
            send(SIGKILL)
        }
    }
}
