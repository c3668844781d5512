import Foundation
import Networking
import Testing

@Suite struct RetryPolicyTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func fullJitterDrawsEachWaitBetweenZeroAndTheCappedExponential() {
        // Given the random source at its two ends and in the middle
        for (random, attempt, expected) in [
            (0.0, 1, 0.0), (0.0, 4, 0.0),  // full jitter reaches 0 (equal jitter would never go below half)
            (0.5, 1, 0.25), (0.5, 3, 1.0),  // half of 0.5 s, half of 0.5 × 2² s
            (0.999, 2, 0.999), (0.999, 20, 29.97),  // just under the exponential, then under the 30 s cap
        ] {
            let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 30, random: { random })
            // When the wait after a failed attempt is computed
            let delay = policy.delay(afterAttempt: attempt, retryAfter: nil, now: now)
            // Then it is random × min(cap, base × 2^(attempt − 1))
            #expect(abs(delay - expected) < 1e-9, "random \(random), attempt \(attempt)")
        }
    }

    @Test func everyWaitStaysWithinItsBoundsGivenAnyRandomDraw() {
        let policy = RetryPolicy(baseDelay: 0.5, maxDelay: 30)
        for attempt in 1...12 {
            let cap = min(30, 0.5 * pow(2, Double(attempt - 1)))
            for _ in 0..<200 {
                let delay = policy.delay(afterAttempt: attempt, retryAfter: nil, now: now)
                #expect(delay >= 0 && delay < cap, "attempt \(attempt): \(delay) outside [0, \(cap))")
            }
        }
    }

    @Test func retryAfterWinsOverJitterUpToTheCap() {
        let policy = RetryPolicy(maxDelay: 30, random: { 0 })
        #expect(policy.delay(afterAttempt: 1, retryAfter: "7", now: now) == 7)
        #expect(policy.delay(afterAttempt: 1, retryAfter: "600", now: now) == 30)
    }
}
