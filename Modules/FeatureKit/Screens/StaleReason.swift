import LayoutKit
import Networking
import ScreenChecks
import ScreenControls

/// Why a screen shows data that may be out of date, for the banner over it.
public enum StaleReason: Sendable, Equatable {
    /// No connection: the data is what was loaded before.
    case offline
    /// A refresh failed for another reason, named in `message`.
    case refreshFailed(message: String)

    /// The reason a failed load gives.
    public init(_ error: FeatureError) {
        self = error.isOffline ? .offline : .refreshFailed(message: error.description)
    }

    /// The banner's sentence, `what` naming the data ("recipes", "the list").
    public func banner(_ what: String) -> String {
        switch self {
        case .offline:
            "You're offline. Showing \(what) loaded earlier; they refresh when you reconnect."
        case .refreshFailed:
            // The technical reason stays in the model (and the log), not in the sentence a person reads.
            "Couldn't refresh \(what) just now. Showing \(what) loaded earlier; try again in a moment."
        }
    }
}

extension FeatureError {
    /// Whether the load failed because there is no connection: offline mode with nothing cached, or a transfer
    /// whose host name could not be resolved (what a device without a network gets, and `network:offline`).
    public var isOffline: Bool {
        switch self {
        case .network(.offlineNotCached): return true
        case .network(.transport(_, _, let cause)): return cause.kind == .unresolvedHost
        default: return false
        }
    }
}
