public import Foundation
public import Networking

extension LoopbackServer {
    /// A request as the server read it.
    public struct Request: Sendable, Equatable {
        /// 1 for the first request the server received, counting across connections.
        public var number: Int
        /// The method as sent ("GET").
        public var method: String
        /// The request target: path and query ("/items?page=2").
        public var target: String
        /// The header fields in the order sent.
        public var headers: HTTPHeaders
        /// The body, read by its Content-Length (empty without one).
        public var body: Data

        /// The target without its query.
        public var path: String {
            String(target.prefix { $0 != "?" })
        }
    }

    /// What the server sends back, and how.
    public struct Reply: Sendable {
        /// How the bytes go out; everything but ``whole`` is a fault to test a client against.
        public enum Delivery: Sendable, Equatable {
            /// Head and body at once; the connection stays open for the next request.
            case whole
            /// The body in pieces of `bytes`, with `interval` between them.
            case trickle(bytes: Int, interval: Duration)
            /// The head and the first `bytes` of the body, then a TCP reset (RST).
            case resetAfter(bytes: Int)
            /// The head and the first `bytes` of the body, then an orderly close: a body shorter than
            /// its Content-Length.
            case closeAfter(bytes: Int)
        }

        /// The status code.
        public var status: Int
        /// Sent as given; `Content-Length` (the full body's) is added unless present or the status has no body.
        public var headers: HTTPHeaders
        /// The full body; ``delivery`` decides how much of it is sent.
        public var body: Data
        /// How the head and body go out.
        public var delivery: Delivery

        /// Creates a reply.
        public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data(), delivery: Delivery = .whole) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delivery = delivery
        }

        /// A reply with a UTF-8 body.
        public static func text(_ status: Int, _ body: String = "", headers: HTTPHeaders = [:]) -> Reply {
            Reply(status: status, headers: headers, body: Data(body.utf8))
        }

        /// The head: status line and header lines, ending with the blank line.
        func head(keepAlive: Bool) -> Data {
            var lines = ["HTTP/1.1 \(status) \(Self.phrase(status))"]
            var headers = headers
            let hasBody = !(100..<200).contains(status) && status != 204 && status != 304
            if hasBody, headers["Content-Length"] == nil, headers["Transfer-Encoding"] == nil {
                headers["Content-Length"] = String(body.count)
            }
            if !keepAlive { headers["Connection"] = "close" }
            lines += headers.map { "\($0.name): \($0.value)" }
            return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        }

        private static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 301: "Moved Permanently"
            case 302: "Found"
            case 304: "Not Modified"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 429: "Too Many Requests"
            case 500: "Internal Server Error"
            case 503: "Service Unavailable"
            default: "Status"
            }
        }
    }
}
