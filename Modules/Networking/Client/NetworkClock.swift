public import Foundation

/// Time for the client: the current date (for cache freshness and rate-limit resets) and sleeping (for back-off).
/// Tests inject one that records sleeps instead of waiting.
public struct NetworkClock: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// Waits for a number of seconds.
    public var sleep: @Sendable (TimeInterval) async throws -> Void

    /// Creates a clock.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (TimeInterval) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system clock and real sleeps.
    public static let live = NetworkClock(
        now: { Date() },
        // Clamped, so no value (a server's huge Retry-After, a NaN) can trap the conversion to whole milliseconds.
        sleep: { seconds in
            let milliseconds = seconds.isFinite ? min(max(0, seconds * 1000), 86_400_000) : 0
            try await Task.sleep(for: .milliseconds(Int(milliseconds)))
        }
    )
}
