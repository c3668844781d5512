import Foundation
import Networking
import Synchronization

/// Passes requests on and counts them.
final class CountingTransport: HTTPTransporting {
    private let upstream: any HTTPTransporting
    private let sent = Mutex(0)

    init(_ upstream: any HTTPTransporting) {
        self.upstream = upstream
    }

    var count: Int { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        sent.withLock { $0 += 1 }
        return try await upstream.send(request)
    }
}

/// An upstream that is down: counts requests and fails each one as a refused connection.
final class FailingTransport: HTTPTransporting {
    private let sent = Mutex(0)

    var count: Int { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        sent.withLock { $0 += 1 }
        throw .transport(url: request.url.absoluteString, reason: "Couldn't connect to server")
    }
}

/// An upstream that answers only when released (or after `patience`), as a slow host does; counts arrivals.
final class HeldTransport: HTTPTransporting {
    private let upstream: any HTTPTransporting
    private let patience: Duration
    private let state = Mutex((arrived: 0, released: false))

    init(_ upstream: any HTTPTransporting, patience: Duration = .seconds(30)) {
        self.upstream = upstream
        self.patience = patience
    }

    var arrived: Int { state.withLock { $0.arrived } }

    func release() {
        state.withLock { $0.released = true }
    }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        state.withLock { $0.arrived += 1 }
        let deadline = ContinuousClock.now + patience
        while !state.withLock({ $0.released }) && ContinuousClock.now < deadline {
            do {
                try await Task.sleep(for: .milliseconds(20))
            } catch {
                throw .cancelled(url: request.url.absoluteString)
            }
        }
        return try await upstream.send(request)
    }
}

/// Passes requests on, and once `change` is called answers with every "Mario" in the body written "Wario": an
/// upstream whose feed changed. Counts requests.
final class ChangingTransport: HTTPTransporting {
    private let upstream: any HTTPTransporting
    private let state = Mutex((sent: 0, changed: false))

    init(_ upstream: any HTTPTransporting) {
        self.upstream = upstream
    }

    var count: Int { state.withLock { $0.sent } }

    func change() {
        state.withLock { $0.changed = true }
    }

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let changed = state.withLock { state in
            state.sent += 1
            return state.changed
        }
        var response = try await upstream.send(request)
        if changed {
            response.body = Data(String(decoding: response.body, as: UTF8.self).replacing("Mario", with: "Wario").utf8)
        }
        return response
    }
}
