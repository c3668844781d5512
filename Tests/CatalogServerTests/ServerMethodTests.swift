import CatalogServer
import Foundation
import Networking
import Testing

/// `HEAD` answers as `GET` does without the body; `OPTIONS` says which methods a route takes.
@Suite struct ServerMethodTests {
    static let paths = ["/", "/layout.json?feature=recipes", "/screen?feature=users", "/app.css"]

    @Test(arguments: paths)
    func headAnswersLikeGetWithoutABody(path: String) async throws {
        let server = try await TestServer()
        let get = try await server.get(path)
        let connection = try await RawConnection.open(port: server.port)
        // Given a HEAD, then a GET on the same connection
        try await connection.send("HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        try await connection.send("GET /app.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try await connection.waitFor("text/javascript", within: .seconds(60)))
        let heads = connection.text.components(separatedBy: "\r\n\r\n")
        // Then the HEAD's head matches the GET's status, type and length, and the next response follows it at once
        #expect(heads.first?.hasPrefix("HTTP/1.1 \(get.status)") == true)
        let head = heads.first?.lowercased() ?? ""
        #expect(head.contains("content-length: \(get.body.count)"))
        #expect(heads.count > 1 && heads[1].hasPrefix("HTTP/1.1 200"))
        await connection.close()
        await server.stop()
    }

    @Test(arguments: paths)
    func optionsNamesTheMethods(path: String) async throws {
        let server = try await TestServer()
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send("OPTIONS \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(try await connection.waitFor("\r\n\r\n", within: .seconds(60)))
        #expect(connection.text.hasPrefix("HTTP/1.1 204"))
        #expect(connection.text.lowercased().contains("allow: get, head, options"))
        await connection.close()
        await server.stop()
    }
}
