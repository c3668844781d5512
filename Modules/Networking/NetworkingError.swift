public import Foundation

/// Why a request failed; each case names the URL and says what a user can do.
public enum NetworkingError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The transfer failed below HTTP: DNS, connection, TLS, reset, a short or damaged body. `cause` carries
    /// libcurl's code as a value.
    case transport(url: String, reason: String, cause: TransportCause = .unclassified)
    /// The transfer took longer than its time limit.
    case timedOut(url: String, seconds: Double)
    /// The body exceeded the size limit; nothing was kept.
    case bodyTooLarge(url: String, limit: Int)
    /// The server answered with an error status after any retries.
    case httpStatus(url: String, status: Int)
    /// A redirect pointed from https to http, or there were too many.
    case redirectRefused(url: String, reason: String)
    /// The API's rate limit is exhausted until `resetsAt`.
    case rateLimited(url: String, resetsAt: Date?)
    /// Offline mode is on and nothing is cached for the URL (a failed transfer is never reported as this).
    case offlineNotCached(url: String)
    /// The body is not the JSON expected; `path` is where decoding stopped.
    case decoding(url: String, path: String, reason: String)
    /// No fixture is bundled for the URL.
    case noFixture(url: String)
    /// The task was cancelled.
    case cancelled(url: String)
    /// The URL was refused before any transfer: `reason` says why (a local file or another scheme named by a remote
    /// feed, where only http(s) pictures are read).
    case refused(url: String, reason: String)

    public var description: String {
        switch self {
        case .transport(let url, let reason, _):
            "Network error for \(url): \(reason)."
        case .timedOut(let url, let seconds):
            "Request to \(url) timed out after \(seconds) s."
        case .bodyTooLarge(let url, let limit):
            "Response from \(url) is larger than the limit of \(limit) bytes; nothing was kept."
        case .httpStatus(let url, let status):
            "Server answered \(status) for \(url)."
        case .redirectRefused(let url, let reason):
            "Redirect refused for \(url): \(reason)."
        case .rateLimited(let url, let resetsAt):
            if let resetsAt {
                "Rate limit exhausted for \(url); it resets at \(resetsAt.formatted(.iso8601))."
            } else {
                "Rate limit exhausted for \(url); try again later."
            }
        case .offlineNotCached(let url):
            "Offline and not cached: \(url)."
        case .decoding(let url, let path, let reason):
            "Unexpected JSON from \(url) at \(path.isEmpty ? "the top level" : path): \(reason)."
        case .noFixture(let url):
            "No bundled data for \(url)."
        case .cancelled(let url):
            "Request to \(url) was cancelled."
        case .refused(let url, let reason):
            "Refused \(url): \(reason)."
        }
    }
}
