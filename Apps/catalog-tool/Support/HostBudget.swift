import Foundation

/// A per-host failure budget for batches that fetch: after `limit` load failures in a row from one host (timeouts,
/// refused connections), the rest of that host's items fail at once instead of each waiting out its own timeout and
/// retries, so one dead or slow host cannot hold a run for minutes. A success resets the host's count.
actor HostBudget {
    let limit: Int
    private var failures: [String: Int] = [:]

    init(limit: Int) {
        self.limit = limit
    }

    /// Why `url`'s host is no longer tried, or nil when it still is (always nil for local files).
    func refusal(for url: URL) -> String? {
        guard let host = Self.host(of: url), let count = failures[host], count >= limit else { return nil }
        return "not fetched: \(host) failed \(count) times in a row"
    }

    /// Counts a load of `url` that `failed` or succeeded.
    func record(_ url: URL, failed: Bool) {
        guard let host = Self.host(of: url) else { return }
        failures[host] = failed ? (failures[host] ?? 0) + 1 : 0
    }

    private static func host(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
        return url.host.map { host in url.port.map { "\(host):\($0)" } ?? host }
    }
}
