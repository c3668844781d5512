import CatalogServer
import Foundation
import Networking
import Testing

/// Bad requests get a 4xx naming what was wrong; nothing a client sends reaches a file or an arbitrary URL.
@Suite struct ServerErrorTests {
    static let cases: [(path: String, status: Int, message: String)] = [
        ("/layout.json?feature=nope", 404, "Unknown feature \\\"nope\\\""),
        ("/layout.json", 400, "Missing feature"),
        ("/layout.json?feature=trending&story=nope", 404, "trending has no story \\\"nope\\\""),
        ("/screen?feature=trending&device=nokia", 400, "Unknown device &quot;nokia&quot;"),
        ("/layout.svg?feature=trending&orientation=sideways", 400, "Unknown orientation"),
        ("/layout.json?feature=trending&events=BAD", 400, "malformed"),
        ("/layout.json?feature=trending&events=fly", 400, "trending takes no event \\\"fly\\\""),
        ("/layout.json?feature=trending&events=timeframe:year", 400, "timeframe"),
        ("/layout.png?feature=recipes&events=open:99", 400, "open takes an item number 0–27; got 99"),
        ("/api/state?feature=recipes&session=..%2F..%2Fetc", 400, "session must be 32 hex digits"),
        ("/image/0123456789abcdef0123456789abcdef", 404, "No image"),
        ("/image/..%2F..%2Fetc%2Fpasswd", 404, "No image"),
        ("/?device=nokia", 400, "Unknown device"),
        ("/nothing-here", 404, "No page at"),
        ("/api/state?feature=trending&device=nokia", 400, "Unknown device \\\"nokia\\\""),
    ]

    @Test(arguments: 0..<cases.count)
    func aBadRequestIsA4xxWithAMessage(index: Int) async throws {
        let server = try await TestServer()
        let (path, status, message) = Self.cases[index]
        let response = try await server.get(path)
        #expect(response.status == status, "\(path)")
        #expect(String(decoding: response.body, as: UTF8.self).contains(message), "\(path)")
        await server.stop()
    }

    @Test func aSearchCannotBreakOutOfItsAttribute() async throws {
        let server = try await TestServer()
        // A quote joined by a combining mark, then an event handler: typed into the search field through the URL.
        let value = "\"\u{301} onmouseover=alert(1) x="
        let encoded = try #require(
            value.addingPercentEncoding(withAllowedCharacters: .alphanumerics)?
                .addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        )
        for path in ["/screen", "/layout.svg", "/grid"] {
            let response = try await server.get("\(path)?feature=trending&events=search:\(encoded)")
            #expect(response.status == 200, "\(path)")
            // Compared as scalars: a raw quote before the combining mark would close the attribute.
            let scalars = Array(String(decoding: response.body, as: UTF8.self).unicodeScalars)
            let pairs = zip(scalars, scalars.dropFirst())
            #expect(!pairs.contains { $0 == "\"" && $1 == "\u{301}" }, "\(path): a raw quote")
            #expect(pairs.contains { $0 == ";" && $1 == "\u{301}" }, "\(path): the escaped quote is there")
        }
        await server.stop()
    }

    @Test func tooManyOrTooLongEventsAreRefusedBeforeAnyWork() async throws {
        let server = try await TestServer()
        let many = Array(repeating: "back", count: 201).joined(separator: ",")
        let response = try await server.get("/layout.json?feature=recipes&events=\(many)")
        #expect(response.status == 400)
        let long = String(repeating: "a", count: 20_000)
        let tooLong = try await server.get("/layout.json?feature=recipes&events=\(long)")
        #expect(tooLong.status == 400)
        #expect(String(decoding: tooLong.body, as: UTF8.self).contains("over the limit"))
        await server.stop()
    }
}
