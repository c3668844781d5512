import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Progress on standard error: a bar redrawn in place on a terminal, nothing when not a terminal or quiet.
final class Progress: Sendable {
    private let done = Mutex(0)
    private let total: Int
    private let label: String
    private let enabled: Bool
    private let start = ContinuousClock.now

    init(total: Int, label: String, quiet: Bool) {
        self.total = total
        self.label = label
        enabled = !quiet && isatty(STDERR_FILENO) == 1 && total > 0
    }

    func advance() {
        let done = done.withLock { value in
            value += 1
            return value
        }
        guard enabled else { return }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        // Short batches finish before a bar would help; it appears after a second.
        guard seconds > 1 || done == total else { return }
        let rate = Double(done) / max(seconds, 0.001)
        let remaining = Double(total - done) / max(rate, 0.001)
        let width = 30
        let filled = width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = String(format: "\r%@ %@ %d/%d  %.1f/s  %.0fs left", label, bar, done, total, rate, remaining)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
