import FeatureKit
import Foundation
import Networking
import Synchronization

/// What one served request may cost upstream. Each request gets its own client (``context(for:)``) whose transport
/// asks for each URL at most once (a repeated `refresh` or `retry` within one request gets the answer already had),
/// at most `maxRequests` times in all, and never asks a URL that failed within `failureMemory`: the remembered
/// failure is what the screen shows until then. Retries are left out for the same reason: the budget is per request.
final class UpstreamGuard: Sendable {
    private struct Failure {
        let result: Result<HTTPResponse, NetworkingError>
        let until: ContinuousClock.Instant
    }

    /// Failures remembered at most; the oldest are dropped past it.
    static let maxRemembered = 1_024

    private let failures = Mutex([String: Failure]())
    let failureMemory: Duration
    let maxRequests: Int
    let now: @Sendable () -> ContinuousClock.Instant

    init(failureMemory: Duration, maxRequests: Int, now: @escaping @Sendable () -> ContinuousClock.Instant) {
        self.failureMemory = failureMemory
        self.maxRequests = max(1, maxRequests)
        self.now = now
    }

    /// The feature's context for one request: the same cache, clock and settings, a budgeted transport, no retries.
    func context(for feature: ServedFeature) -> FeatureContext {
        var context = feature.context
        var configuration = context.client.configuration
        configuration.transport = BudgetedTransport(upstream: configuration.transport, guard: self)
        configuration.retry = .none
        context.client = HTTPClient(configuration: configuration)
        return context
    }

    /// The failure remembered for `key`, while it is remembered.
    func remembered(_ key: String) -> Result<HTTPResponse, NetworkingError>? {
        let now = now()
        return failures.withLock { failures in
            guard let failure = failures[key] else { return nil }
            guard failure.until > now else {
                failures[key] = nil
                return nil
            }
            return failure.result
        }
    }

    /// Remembers `result` for `key` when it is a failure: a transport error, a 5xx or a 429.
    func record(_ result: Result<HTTPResponse, NetworkingError>, for key: String) {
        switch result {
        case .success(let response) where !RetryPolicy.isRetryable(status: response.status): return
        case .failure(.cancelled): return
        default: break
        }
        let now = now()
        failures.withLock { failures in
            if failures.count >= Self.maxRemembered {
                failures = failures.filter { $0.value.until > now }
                if failures.count >= Self.maxRemembered,
                    let oldest = failures.min(by: { $0.value.until < $1.value.until })
                {
                    failures[oldest.key] = nil
                }
            }
            failures[key] = Failure(result: result, until: now + failureMemory)
        }
    }
}

/// One request's transport: each URL asked once, `maxRequests` in all, remembered failures answered from memory.
private final class BudgetedTransport: HTTPTransporting {
    private struct State {
        var sent = 0
        var answers: [String: Result<HTTPResponse, NetworkingError>] = [:]
    }

    private let upstream: any HTTPTransporting
    private let guardian: UpstreamGuard
    private let state = Mutex(State())

    init(upstream: any HTTPTransporting, guard guardian: UpstreamGuard) {
        self.upstream = upstream
        self.guardian = guardian
    }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let key = "\(request.method) \(request.url.absoluteString)"
        enum Plan {
            case answer(Result<HTTPResponse, NetworkingError>)
            case send
        }
        let plan: Plan = state.withLock { state in
            if let answer = state.answers[key] ?? guardian.remembered(key) { return .answer(answer) }
            guard state.sent < guardian.maxRequests else {
                return .answer(
                    .failure(
                        .transport(
                            url: request.url.absoluteString,
                            reason: "not asked: this request already made \(guardian.maxRequests) upstream requests"
                        )
                    )
                )
            }
            state.sent += 1
            return .send
        }
        let result: Result<HTTPResponse, NetworkingError>
        switch plan {
        case .answer(let answer):
            result = answer
        case .send:
            do throws(NetworkingError) {
                result = .success(try await upstream.send(request))
            } catch {
                result = .failure(error)
            }
            state.withLock { $0.answers[key] = result }
            guardian.record(result, for: key)
        }
        return try result.get()
    }
}
