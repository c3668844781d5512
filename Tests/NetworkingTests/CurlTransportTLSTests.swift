import Foundation
import Networking
import NetworkingCurl
import Testing

/// The TLS rules against a real TLS origin (``OpenSSLTestServer``): verification always on, redirects followed
/// from https only to https.
@Suite(.enabled(if: OpenSSLTestServer.isAvailable, "needs the openssl command"), .timeLimit(.minutes(1)))
struct CurlTransportTLSTests {
    static let plainTarget = "http://127.0.0.1:1/plain"

    func makeServer() async throws -> OpenSSLTestServer {
        try await OpenSSLTestServer(responses: [
            "ok": "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
            "downgrade": "HTTP/1.0 302 Found\r\nLocation: \(Self.plainTarget)\r\nContent-Length: 0\r\n\r\n",
            "hop": "HTTP/1.0 302 Found\r\nLocation: /ok\r\nContent-Length: 0\r\n\r\n",
        ])
    }

    @Test func httpsRedirectToHTTPIsRefused() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let transport = CurlTransport(configuration: .init(trustedCertificatesFile: server.certificateFile))
        let url = server.url("/downgrade")

        await #expect(
            throws: NetworkingError.redirectRefused(
                url: url.absoluteString,
                reason: "an https request may only be redirected to https, not to \(Self.plainTarget)"
            )
        ) {
            try await transport.send(HTTPRequest(url: url, timeout: 20))
        }
    }

    @Test func httpsRedirectToHTTPSIsFollowed() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let transport = CurlTransport(configuration: .init(trustedCertificatesFile: server.certificateFile))

        let response = try await transport.send(HTTPRequest(url: server.url("/hop"), timeout: 20))

        #expect(response.status == 200 && response.body == Data("ok".utf8))
        #expect(response.url == server.url("/ok"))
    }

    @Test func untrustedCertificateIsRejected() async throws {
        let server = try await makeServer()
        defer { server.stop() }
        let transport = CurlTransport()

        let error = await #expect(throws: NetworkingError.self) {
            try await transport.send(HTTPRequest(url: server.url("/ok"), timeout: 20))
        }
        guard case .transport(_, let reason, _) = error else {
            Issue.record("expected a transport error, got \(String(describing: error))")
            return
        }
        #expect(reason.localizedCaseInsensitiveContains("certificate"))
    }
}
