/// Why a transfer failed below HTTP, as a value: libcurl's `CURLcode`, classified by number (never by message text),
/// so callers can react to a kind of failure without parsing a string.
public struct TransportCause: Sendable, Hashable, CustomStringConvertible {
    /// The kinds a caller may want to tell apart.
    public enum Kind: Sendable, Hashable {
        /// The host name did not resolve.
        case unresolvedHost
        /// Nothing accepted the connection (refused, unreachable).
        case connectionFailed
        /// The TLS handshake or certificate check failed.
        case tls
        /// The connection broke while sending or receiving.
        case connectionLost
        /// The body ended before its announced length, or its content encoding was damaged.
        case damagedBody
        /// Anything else; `code` says what.
        case other
    }

    /// libcurl's `CURLcode` (0 when the failure did not come from libcurl).
    public var code: Int32
    /// The kind, derived from `code`.
    public var kind: Kind

    /// A cause from a libcurl result code.
    public init(curlCode code: Int32) {
        self.code = code
        // Numbers from curl.h; stable across libcurl versions.
        switch code {
        case 6, 5: kind = .unresolvedHost  // COULDNT_RESOLVE_HOST, COULDNT_RESOLVE_PROXY
        case 7: kind = .connectionFailed  // COULDNT_CONNECT
        case 35, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91: kind = .tls  // SSL_* and PEER_FAILED_VERIFICATION
        case 52, 55, 56: kind = .connectionLost  // GOT_NOTHING, SEND_ERROR, RECV_ERROR
        case 18, 61: kind = .damagedBody  // PARTIAL_FILE, BAD_CONTENT_ENCODING
        default: kind = .other
        }
    }

    /// A cause that did not come from libcurl (a test transport, a fixture).
    public static let unclassified = TransportCause(code: 0, kind: .other)

    private init(code: Int32, kind: Kind) {
        self.code = code
        self.kind = kind
    }

    public var description: String { "CURLcode \(code)" }
}
