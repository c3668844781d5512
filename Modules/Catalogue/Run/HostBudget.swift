public import Foundation
import Networking

/// A per-host failure budget for batches that fetch: after `limit` fetches in a row that say the *host* is unwell
/// (transport failures, timeouts, 5xx and 429 answers), the rest of that host's items are skipped for this run
/// instead of each waiting out its own timeout and retries, so one dead or slow host cannot hold a run for minutes.
/// An answer about one item (a 404, a body too large) is that item's failure and says the host is up: it resets the
/// count, as a success does. Skipped items are counted per host, so a run can name them and a re-run tries them.
public actor HostBudget {
    /// What one fetch says about its host.
    public enum Verdict: Sendable, Equatable {
        /// The host answered (a success, or an answer about this item only).
        case answered
        /// The host could not be reached or is overloaded: transport failure, timeout, 5xx, 429.
        case unwell
        /// Nothing to learn (cancelled, offline and not cached, a local file).
        case neither
    }

    /// Failures in a row after which a host is skipped.
    public let limit: Int
    private var failures: [String: Int] = [:]
    private var skipped: [String: Int] = [:]

    /// A budget of `limit` failures in a row per host.
    public init(limit: Int) {
        self.limit = limit
    }

    /// Why `url`'s host is not tried any more in this run, or nil when it still is (always nil for local files).
    /// A refusal counts as a skipped item of that host.
    public func refusal(for url: URL) -> String? {
        guard let host = Self.host(of: url), let count = failures[host], count >= limit else { return nil }
        skipped[host, default: 0] += 1
        return "not fetched: \(host) failed \(count) times in a row (transport failures, timeouts, 5xx or 429); "
            + "skipped for this run, a re-run tries it again"
    }

    /// Counts a fetch of `url` by what it says about the host.
    public func record(_ url: URL, _ verdict: Verdict) {
        guard let host = Self.host(of: url) else { return }
        switch verdict {
        case .answered: failures[host] = 0
        case .unwell: failures[host, default: 0] += 1
        case .neither: break
        }
    }

    /// The items skipped so far, by host.
    public var skippedByHost: [String: Int] { skipped }

    /// What `error`, thrown by a fetch, says about the host: only causes that are the host's count against it.
    public static func verdict(for error: any Error) -> Verdict {
        guard let error = error as? NetworkingError else { return .neither }
        switch error {
        case .transport, .timedOut, .rateLimited: return .unwell
        case .httpStatus(_, let status): return status == 429 || (500..<600).contains(status) ? .unwell : .answered
        case .bodyTooLarge, .redirectRefused, .decoding: return .answered
        case .offlineNotCached, .noFixture, .cancelled, .refused: return .neither
        }
    }

    static func host(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url.host.map { host in url.port.map { "\(host):\($0)" } ?? host }
    }
}
