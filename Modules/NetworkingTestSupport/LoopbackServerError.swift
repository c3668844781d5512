/// Why a ``LoopbackServer`` could not start.
public enum LoopbackServerError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A socket call failed; `call` names it and `reason` is the system's message.
    case socketFailed(call: String, reason: String)

    public var description: String {
        switch self {
        case .socketFailed(let call, let reason):
            "The loopback test server could not start: \(call) failed: \(reason)."
        }
    }
}
