public import Foundation

/// When and how long to wait before retrying an idempotent request: connection errors, 5xx and 429, with exponential
/// back-off and full jitter (a wait drawn uniformly between 0 and the capped exponential, as AWS's "Exponential Backoff
/// And Jitter" describes: clients that failed together spread out instead of retrying in step), and `Retry-After`
/// honoured when the server sends it.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first included.
    public var maxAttempts: Int
    /// The first back-off, in seconds.
    public var baseDelay: TimeInterval
    /// The longest single wait, in seconds.
    public var maxDelay: TimeInterval
    /// Returns a number in 0..<1 for jitter; fixed in tests.
    public var random: @Sendable () -> Double

    /// Creates a policy.
    public init(
        maxAttempts: Int = 3,
        baseDelay: TimeInterval = 0.5,
        maxDelay: TimeInterval = 30,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.random = random
    }

    /// No retries.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// Whether a response status is worth retrying.
    public static func isRetryable(status: Int) -> Bool {
        status == 429 || (500..<600).contains(status) && status != 501
    }

    /// The wait before attempt `attempt + 1` (attempt counts from 1), given the server's `Retry-After` if any:
    /// without one, `random()` × min(`maxDelay`, `baseDelay` × 2^(attempt − 1)), so in [0, that cap).
    public func delay(afterAttempt attempt: Int, retryAfter: String?, now: Date) -> TimeInterval {
        if let retryAfter, let seconds = Self.parseRetryAfter(retryAfter, now: now) { return min(maxDelay, seconds) }
        let exponential = min(maxDelay, baseDelay * pow(2, Double(attempt - 1)))
        return exponential * random()
    }

    /// `Retry-After` as delta-seconds or an HTTP date.
    static func parseRetryAfter(_ value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = TimeInterval(trimmed) { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
