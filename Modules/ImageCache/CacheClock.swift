public import Foundation

/// The wall clock a cache reads for expiry; inject a fixed one in tests instead of sleeping.
public struct CacheClock: Sendable {
    /// Returns the current time.
    public var now: @Sendable () -> Date

    /// Creates a clock from a closure that returns the current time.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// The system's wall clock.
    public static let system = CacheClock(now: { Date() })
}
