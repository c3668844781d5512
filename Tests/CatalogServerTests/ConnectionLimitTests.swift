import CatalogServer
import Foundation
import Networking
import Testing

/// Idle and slow connections are closed by the header and keep-alive timeouts, and at the connection cap the oldest
/// connection without a complete request header makes room, so a well-behaved client is still served.
@Suite struct ConnectionLimitTests {
    @Test func aConnectionWithoutACompleteHeaderIsClosedAfterTheHeaderTimeout() async throws {
        let server = try await TestServer { $0.connections.headerTimeout = .milliseconds(300) }
        // Given a connection that sends half a request line and one that sends nothing
        let partial = try await RawConnection.open(port: server.port)
        // On a busy machine the timeout may pass before these bytes go out: a closed connection is the behaviour.
        try? await partial.send("GET /app.css HTT")
        let silent = try await RawConnection.open(port: server.port)
        // Then the server closes both
        #expect(try await partial.closedByServer(within: .seconds(30)))
        #expect(try await silent.closedByServer(within: .seconds(30)))
        await server.stop()
    }

    @Test func anIdleKeepAliveConnectionIsClosedAfterTheKeepAliveTimeout() async throws {
        let server = try await TestServer { $0.connections.keepAliveTimeout = .milliseconds(300) }
        // Given a connection that was answered and then left idle
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send("GET /app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try await connection.waitFor("HTTP/1.1 200", within: .seconds(30)))
        // Then it is closed
        #expect(try await connection.closedByServer(within: .seconds(30)))
        await server.stop()
    }

    @Test func aRequestBeingAnsweredOutlivesTheTimeouts() async throws {
        // Given an upstream that takes 12 s, longer than either timeout. The header timeout leaves a loaded machine
        // 10 s between connecting and sending (at 1 s, a stress run's client was closed before it sent: correctly)
        let features = try TestServer.features { name, transport in
            name == "recipes" ? HeldTransport(transport, patience: .seconds(12)) as any HTTPTransporting : transport
        }
        let server = try await TestServer(features: features) {
            $0.connections.headerTimeout = .seconds(10)
            $0.connections.keepAliveTimeout = .seconds(1)
        }
        // When a request arrives whole within the header timeout
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send("GET /layout.json?feature=recipes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        // Then it is answered all the same
        #expect(try await connection.waitFor("HTTP/1.1 200", within: .seconds(60)))
        await server.stop()
    }

    @Test func atTheCapTheOldestConnectionsWithoutAHeaderMakeRoom() async throws {
        let cap = 32
        let server = try await TestServer { $0.connections.maxConnections = cap }
        // Given three times the cap in idle connections, half of them with a partial request line
        var held: [RawConnection] = []
        for index in 0..<(3 * cap) {
            let connection = try await RawConnection.open(port: server.port)
            if index.isMultiple(of: 2) { try? await connection.send("GET /app.css HTT") }
            held.append(connection)
        }
        // When a well-behaved client asks
        let response = try await server.get("/app.css")
        // Then it is answered, the server holds no more than the cap, and the oldest went first
        #expect(response.status == 200)
        #expect(server.server.connectionCount <= cap)
        #expect(try await held[0].closedByServer(within: .seconds(30)))
        #expect(held[held.count - 1].isOpen)
        for connection in held { await connection.close() }
        await server.stop()
    }

    /// The sequence that once ended the server with SIGILL: hold many connections, release them all, request.
    @Test func holdingAndReleasingConnectionsTwentyTimesNeverStopsTheServer() async throws {
        let server = try await TestServer { $0.connections.maxConnections = 48 }
        var answered = 0
        for _ in 0..<20 {
            var held: [RawConnection] = []
            for index in 0..<96 {
                let connection = try await RawConnection.open(port: server.port)
                if index.isMultiple(of: 2) { try? await connection.send("GET /app.css HTT") }
                held.append(connection)
            }
            for connection in held { await connection.close() }
            if try await server.get("/app.css").status == 200 { answered += 1 }
        }
        #expect(answered == 20)
        await server.stop()
    }

    @Test func theDefaultCapStaysBelowTheDescriptorLimit() {
        #expect(ConnectionLimits.defaultMaxConnections(descriptorLimit: 2048, inUse: 30) == 1536)
        #expect(ConnectionLimits.defaultMaxConnections(descriptorLimit: 1_048_576, inUse: 30) == 10_000)
        #expect(ConnectionLimits.defaultMaxConnections(descriptorLimit: 256, inUse: 30) == 162)
        // A small limit keeps what is open already and 64 more: 128 - (30 + 64).
        #expect(ConnectionLimits.defaultMaxConnections(descriptorLimit: 128, inUse: 30) == 34)
        #expect(ConnectionLimits.defaultMaxConnections(descriptorLimit: 8, inUse: 30) == 1)
        #expect(ConnectionLimits().maxConnections < ConnectionLimits.descriptorLimit())
    }

    /// A cap past the descriptor limit let the server's connections take every descriptor, and libdispatch then
    /// trapped (SIGILL) when its worker monitor could not open `/proc/<tid>/stat`: a cap never takes the reserve.
    @Test func aCapNeverTakesTheReservedDescriptors() {
        let limit = ConnectionLimits.descriptorLimit()
        let limits = ConnectionLimits(maxConnections: 10 * limit)
        #expect(limits.maxConnections < limit - ConnectionLimits.descriptorsInUse())
        #expect(limits.maxConnections <= limit - limit / 4)
        #expect(ConnectionLimits(maxConnections: 32).maxConnections == 32)
    }

    @Test func descriptorsInUseCountsThisProcesssOpenFiles() throws {
        // Other suites open and close files meanwhile, so the difference is checked with room for them.
        let handles = try (0..<200).map { _ in try #require(FileHandle(forReadingAtPath: "/dev/null")) }
        let open = ConnectionLimits.descriptorsInUse()
        for handle in handles { try handle.close() }
        let closed = ConnectionLimits.descriptorsInUse()
        #expect(open - closed >= 150, "\(open) open, then \(closed)")
    }
}
