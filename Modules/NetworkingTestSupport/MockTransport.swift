public import Foundation
public import Networking
import Synchronization

/// A transport that answers from a script of responses (or errors), one per call, and records every request.
public final class MockTransport: HTTPTransporting {
    private let state: Mutex<(script: [Result<HTTPResponse, NetworkingError>], requests: [HTTPRequest])>

    /// Creates a transport that plays `script` in order; calls past its end fail with a transport error.
    public init(_ script: [Result<HTTPResponse, NetworkingError>]) {
        state = Mutex((script, []))
    }

    /// The requests received so far.
    public var requests: [HTTPRequest] {
        state.withLock { $0.requests }
    }

    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let next = state.withLock { state -> Result<HTTPResponse, NetworkingError>? in
            state.requests.append(request)
            return state.script.isEmpty ? nil : state.script.removeFirst()
        }
        guard let next else { throw .transport(url: request.url.absoluteString, reason: "no scripted response left") }
        var response = try next.get()
        response.url = request.url
        return response
    }

    /// A response with a status, headers and a UTF-8 body.
    public static func response(_ status: Int, _ body: String = "", headers: HTTPHeaders = [:]) -> Result<
        HTTPResponse, NetworkingError
    > {
        .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8), url: URL(fileURLWithPath: "/")))
    }
}

/// A clock whose sleeps return at once and are recorded, and whose time moves only when told.
public final class MockClock: Sendable {
    private let state: Mutex<(now: Date, sleeps: [TimeInterval])>

    /// Creates a clock at `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        state = Mutex((start, []))
    }

    /// The sleeps requested so far, in seconds.
    public var sleeps: [TimeInterval] {
        state.withLock { $0.sleeps }
    }

    /// Moves time forward.
    public func advance(by seconds: TimeInterval) {
        state.withLock { $0.now = $0.now.addingTimeInterval(seconds) }
    }

    /// The clock to inject.
    public var networkClock: NetworkClock {
        NetworkClock(
            now: { [self] in state.withLock { $0.now } },
            sleep: { [self] seconds in
                state.withLock {
                    $0.sleeps.append(seconds)
                    $0.now = $0.now.addingTimeInterval(seconds)
                }
            }
        )
    }
}
