public import Networking
public import ScreenControls

extension LoadFailure {
    /// The failure a feature's load met, by kind: no connection, an unreachable server, a slow one, the server's own
    /// error, an address with nothing, an answer that cannot be read, one too large, the request limit. The error's
    /// own description (URL, status, path) is the detail, kept out of drawn text.
    public init(_ error: FeatureError) {
        switch error {
        case .network(let error):
            self.init(error)
        case .invalidData:
            self.init(.unreadable, detail: error.description)
        default:
            self.init(.other, detail: error.description)
        }
    }

    /// The failure a request met, by kind (see ``init(_:)-(FeatureError)``).
    public init(_ error: NetworkingError) {
        let kind: Kind
        switch error {
        case .offlineNotCached:
            kind = .offline
        case .transport(_, _, let cause):
            kind = cause.kind == .unresolvedHost ? .offline : .unreachable
        case .timedOut:
            kind = .timedOut
        case .httpStatus(_, let status):
            kind = status >= 500 ? .serverProblem : .notAvailable
        case .noFixture:
            kind = .notAvailable
        case .decoding:
            kind = .unreadable
        case .bodyTooLarge:
            kind = .tooLarge
        case .rateLimited(_, let resetsAt):
            kind = .rateLimited(resetsAt: resetsAt)
        case .redirectRefused, .cancelled, .refused:
            kind = .other
        }
        self.init(kind, detail: error.description)
    }
}
