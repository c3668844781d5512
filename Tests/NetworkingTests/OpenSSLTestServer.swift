import AsyncPrimitives
import Foundation
import Glibc

/// `openssl s_server -HTTP` on 127.0.0.1 with a throwaway self-signed certificate: a real TLS origin without a TLS
/// library in the test target. In `-HTTP` mode it answers `GET /name` with the file `name` from its directory,
/// which must hold a complete HTTP response; that is all the redirect and verification tests need.
final class OpenSSLTestServer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let executable = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static var isAvailable: Bool { executable != nil }

    let port: Int
    /// The server's certificate, which is its own CA: trust this file and verification passes.
    let certificateFile: String
    private let directory: URL
    private let server: ChildProcess

    /// Starts a server answering `GET /<name>` with `responses[name]` (raw HTTP, CRLF line ends). Both openssl
    /// runs are awaited, never blocked on, so starting a server holds no cooperative-pool thread.
    init(responses: [String: String]) async throws {
        guard let executable = Self.executable.map({ URL(fileURLWithPath: $0) }) else {
            throw Failure(description: "no openssl command")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificateFile = directory.appendingPathComponent("cert.pem").path
        let keyFile = directory.appendingPathComponent("key.pem").path
        for (name, response) in responses {
            try Data(response.utf8).write(to: directory.appendingPathComponent(name))
        }

        let request = try await ChildProcess.run(
            executable,
            arguments: [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", keyFile, "-out", certificateFile, "-days", "1",
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ]
        )
        guard request.status == 0 else { throw Failure(description: "openssl req failed: \(request.stderr)") }

        server = try ChildProcess(
            executable,
            arguments: ["s_server", "-accept", "127.0.0.1:0", "-cert", certificateFile, "-key", keyFile, "-HTTP"],
            currentDirectory: directory
        )
        // s_server prints "ACCEPT 127.0.0.1:<port>" once listening; the wait ends early if it dies instead.
        let marker = "ACCEPT 127.0.0.1:"
        guard await server.waitForOutput(containing: marker),
            let range = server.standardOutputSoFar.range(of: marker),
            let found = Int(server.standardOutputSoFar[range.upperBound...].prefix { $0.isNumber })
        else {
            server.send(SIGKILL)
            throw Failure(description: "openssl s_server did not start: \(server.standardOutputSoFar)")
        }
        port = found
    }

    func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// SIGKILL, not SIGTERM: a child spawned from a test-pool thread inherits that thread's signal mask, in which
    /// SIGTERM may be blocked. The child is reaped by Foundation's own thread; nothing here waits for it.
    func stop() {
        server.send(SIGKILL)
        try? FileManager.default.removeItem(at: directory)
    }
}
