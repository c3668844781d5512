public import Foundation
import Glibc
import Networking
import Synchronization

/// A real HTTP/1.1 server on `127.0.0.1` with a port the OS assigns, for tests of the libcurl transport.
///
/// ```swift
/// let server = try LoopbackServer { request in .text(200, "hello \(request.path)") }
/// defer { server.stop() }
/// let response = try await CurlTransport().send(HTTPRequest(url: server.url("/greeting")))
/// ```
///
/// Built on plain sockets, with no server library (this target depends on `Networking` alone), because the
/// transport's tests need faults that a well-behaved server library does not produce on purpose: such a library
/// always writes a complete, correctly framed response, so it cannot reset a connection in the middle of a body or
/// close it before `Content-Length` bytes, and it offers no hook to count accepted connections, which is how the
/// tests prove reuse. Stopping is also deterministic here: ``stop()`` wakes every thread through one pipe, and the
/// last thread to end closes the descriptors, so `stop()` itself never blocks the caller (tests call it from the
/// cooperative pool).
///
/// One thread accepts; each connection gets its own thread (a client keeps a handful open, so there are few),
/// which serves requests in turn while the client keeps the connection alive.
public final class LoopbackServer: Sendable {
    /// Answers one request; called on the connection's thread, so it may block but should not for long.
    public typealias Handler = @Sendable (Request) -> Reply

    private struct State {
        var threads = 0
        var accepted = 0
        var requests: [Request] = []
        var isStopped = false
        /// Tasks waiting for the request count to reach their number, by ticket.
        var waiters: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
        var nextTicket = 0
    }

    /// The port the OS assigned.
    public let port: Int
    private let listener: Int32
    /// Readable once ``stop()`` has written to it: every blocking wait also polls this.
    private let stopSignal: (read: Int32, write: Int32)
    private let handler: Handler
    private let state = Mutex(State())

    /// Starts a server; it listens until ``stop()``.
    public init(handler: @escaping Handler) throws(LoopbackServerError) {
        self.handler = handler
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Self.failure("socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && listen(fd, 512) == 0 && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            let error = Self.failure("bind/listen")
            close(fd)
            throw error
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            let error = Self.failure("pipe")
            close(fd)
            throw error
        }
        for descriptor in pipeFDs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        listener = fd
        stopSignal = (pipeFDs[0], pipeFDs[1])
        port = Int(UInt16(bigEndian: address.sin_port))
        state.withLock { $0.threads += 1 }
        let thread = Thread { [self] in acceptConnections() }
        thread.name = "loopback-accept"
        thread.start()
    }

    /// `http://127.0.0.1:<port>` followed by `pathAndQuery` ("/items?page=2").
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)") ?? URL(fileURLWithPath: "/")
    }

    /// Connections accepted so far.
    public var acceptedConnections: Int {
        state.withLock { $0.accepted }
    }

    /// Requests received so far, in arrival order.
    public var requests: [Request] {
        state.withLock { $0.requests }
    }

    /// Waits until the server has received at least `count` requests, or the calling task is cancelled: a readiness
    /// signal for tests that must act while a request is in flight, instead of polling on a timer.
    public func waitForRequests(_ count: Int = 1) async {
        let ticket = state.withLock { state -> Int in
            state.nextTicket += 1
            return state.nextTicket
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state -> Bool in
                    if state.requests.count >= count || state.isStopped || Task.isCancelled { return true }
                    state.waiters[ticket] = (count, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: ticket) }?.continuation.resume()
        }
    }

    /// Stops listening and closes every connection. Returns at once: the server's threads notice the stop signal
    /// within one `poll`, and the last of them to end closes the listener and the signal pipe.
    public func stop() {
        let (isFirst, waiters) = state.withLock { state in
            defer {
                state.isStopped = true
                state.waiters = [:]
            }
            return (!state.isStopped, state.waiters.values.map(\.continuation))
        }
        // Nobody waits for requests that can no longer arrive.
        for waiter in waiters { waiter.resume() }
        guard isFirst else { return }
        var byte: UInt8 = 1
        _ = write(stopSignal.write, &byte, 1)
    }

    /// Called by each server thread as it ends; the last one after ``stop()`` releases the descriptors.
    private func threadEnded() {
        let isLast = state.withLock { state -> Bool in
            state.threads -= 1
            return state.threads == 0 && state.isStopped
        }
        guard isLast else { return }
        close(listener)
        close(stopSignal.read)
        close(stopSignal.write)
    }

    // MARK: - Threads

    private func acceptConnections() {
        defer { threadEnded() }
        while wait(for: listener, events: POLLIN, timeout: -1) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            var noDelay: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
            state.withLock {
                $0.accepted += 1
                $0.threads += 1
            }
            let thread = Thread { [self] in serve(connection) }
            thread.name = "loopback-connection"
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { threadEnded() }
        var buffer = Data()
        var keepOpen = true
        while keepOpen, let request = readRequest(from: connection, buffer: &buffer) {
            let reply = handler(request)
            keepOpen = send(reply, for: request, to: connection)
        }
        close(connection)
    }

    /// Reads one request (head and Content-Length body); nil when the client closed or the server stopped.
    private func readRequest(from connection: Int32, buffer: inout Data) -> Request? {
        let separator = Data("\r\n\r\n".utf8)
        var headEnd = buffer.range(of: separator)
        while headEnd == nil {
            guard receive(from: connection, into: &buffer) else { return nil }
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(
                name: String(line[..<colon]),
                value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
        let bodyLength = max(0, Int(headers["Content-Length"] ?? "") ?? 0)
        let bodyStart = headEnd.upperBound
        while buffer.count - (bodyStart - buffer.startIndex) < bodyLength {
            guard receive(from: connection, into: &buffer) else { return nil }
        }
        let body = buffer[bodyStart..<(bodyStart + bodyLength)]
        let remainder = Data(buffer[(bodyStart + bodyLength)...])
        buffer = remainder
        let (request, ready) = state.withLock { state in
            let request = Request(
                number: state.requests.count + 1,
                method: String(requestLine[0]),
                target: String(requestLine[1]),
                headers: headers,
                body: Data(body)
            )
            state.requests.append(request)
            let ready = state.waiters.filter { $0.value.count <= state.requests.count }
            for ticket in ready.keys { state.waiters.removeValue(forKey: ticket) }
            return (request, ready.values.map(\.continuation))
        }
        for continuation in ready { continuation.resume() }
        return request
    }

    /// Writes a reply as its delivery says; returns whether the connection may serve another request.
    private func send(_ reply: Reply, for request: Request, to connection: Int32) -> Bool {
        let body = request.method == "HEAD" ? Data() : reply.body
        let keepAlive =
            reply.delivery == .whole && request.headers["Connection"]?.lowercased() != "close"
        guard sendAll(reply.head(keepAlive: keepAlive), to: connection) else { return false }
        switch reply.delivery {
        case .whole:
            return sendAll(body, to: connection) && keepAlive
        case .trickle(let bytes, let interval):
            var offset = 0
            while offset < body.count {
                let end = min(body.count, offset + max(1, bytes))
                guard sendAll(body[offset..<end], to: connection) else { return false }
                offset = end
                if offset < body.count, pause(interval) { return false }
            }
            return false
        case .resetAfter(let bytes):
            _ = sendAll(body.prefix(bytes), to: connection)
            // Give the client time to read the head and bytes sent so far, so the reset lands mid-body.
            _ = pause(.milliseconds(100))
            // SO_LINGER with a zero timeout turns close() into a reset instead of an orderly FIN.
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
            return false
        case .closeAfter(let bytes):
            _ = sendAll(body.prefix(bytes), to: connection)
            shutdown(connection, Int32(SHUT_WR))
            return false
        }
    }

    // MARK: - Socket I/O that the stop signal interrupts

    /// Waits until `fd` is ready for `events`; false when the server is stopping (or the wait failed).
    private func wait(for fd: Int32, events: Int32, timeout: Int32) -> Bool {
        var fds = [
            pollfd(fd: fd, events: Int16(events), revents: 0),
            pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let result = poll(&fds, 2, timeout)
            if result < 0, errno == EINTR { continue }
            guard result > 0, fds[1].revents == 0 else { return false }
            return fds[0].revents != 0
        }
    }

    /// Sleeps for `duration`; returns true if the server is stopping.
    private func pause(_ duration: Duration) -> Bool {
        let milliseconds = Int32(max(0, min(60_000, duration / .milliseconds(1))))
        var fds = [pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0)]
        return poll(&fds, 1, milliseconds) > 0
    }

    private func receive(from connection: Int32, into buffer: inout Data) -> Bool {
        guard wait(for: connection, events: POLLIN, timeout: -1) else { return false }
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = recv(connection, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    private func sendAll(_ data: some DataProtocol, to connection: Int32) -> Bool {
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            guard wait(for: connection, events: POLLOUT, timeout: -1) else { return false }
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.send(
                    connection,
                    buffer.baseAddress?.advanced(by: offset),
                    buffer.count - offset,
                    Int32(MSG_NOSIGNAL)
                )
            }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static func failure(_ call: String) -> LoopbackServerError {
        .socketFailed(call: call, reason: String(cString: strerror(errno)))
    }
}
