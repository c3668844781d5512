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
    private let process: Process

    /// Starts a server answering `GET /<name>` with `responses[name]` (raw HTTP, CRLF line ends).
    init(responses: [String: String]) throws {
        guard let executable = Self.executable else { throw Failure(description: "no openssl command") }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificateFile = directory.appendingPathComponent("cert.pem").path
        let keyFile = directory.appendingPathComponent("key.pem").path
        for (name, response) in responses {
            try Data(response.utf8).write(to: directory.appendingPathComponent(name))
        }

        let request = Process()
        request.executableURL = URL(fileURLWithPath: executable)
        request.arguments = [
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", keyFile, "-out", certificateFile, "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        request.standardOutput = FileHandle.nullDevice
        request.standardError = FileHandle.nullDevice
        try request.run()
        request.waitUntilExit()
        guard request.terminationStatus == 0 else { throw Failure(description: "openssl req failed") }

        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = directory
        process.arguments = ["s_server", "-accept", "127.0.0.1:0", "-cert", certificateFile, "-key", keyFile, "-HTTP"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()

        // s_server prints "ACCEPT 127.0.0.1:<port>" once listening; EOF means it died.
        var printed = ""
        var found: Int?
        while found == nil {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            printed += String(decoding: data, as: UTF8.self)
            if let range = printed.range(of: "ACCEPT 127.0.0.1:") {
                found = Int(printed[range.upperBound...].prefix { $0.isNumber })
            }
        }
        guard let found else {
            Self.kill(process)
            throw Failure(description: "openssl s_server did not start: \(printed)")
        }
        port = found
    }

    func url(_ path: String) -> URL {
        URL(string: "https://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    func stop() {
        Self.kill(process)
        try? FileManager.default.removeItem(at: directory)
    }

    /// SIGKILL, not `terminate()`'s SIGTERM: a child spawned from a test-pool thread inherits that thread's signal
    /// mask, in which SIGTERM is blocked, so it would never arrive and `waitUntilExit()` would hang.
    private static func kill(_ process: Process) {
        guard process.isRunning else { return }
        _ = Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
