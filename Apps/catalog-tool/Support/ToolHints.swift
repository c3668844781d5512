import FeatureKit
import Networking

/// What a user of the tool can do about a library's error: the libraries say what failed; only the tool knows its
/// flags and environment variables, so the hints live here.
enum ToolHints {
    /// A one-line hint for `error`, or nil when the message says enough.
    static func hint(for error: any Error) -> String? {
        if let error = error as? FeatureError, case .network(let underlying) = error { return hint(for: underlying) }
        if let error = error as? NetworkingError {
            switch error {
            case .transport, .timedOut:
                return "Check the connection, point --base-url at a reachable server, or use --source bundled."
            case .offlineNotCached:
                return "Run once without --offline to fill the cache, or use --source bundled."
            case .rateLimited:
                return "Set GITHUB_TOKEN for a higher rate limit."
            default:
                return nil
            }
        }
        if let error = error as? any HintedError { return error.hint }
        return nil
    }

    /// The error's message followed by its hint, if any.
    static func message(for error: any Error) -> String {
        guard let hint = hint(for: error) else { return "\(error)" }
        return "\(error)\nhint: \(hint)"
    }
}
