import Foundation
import Networking
import Testing

/// What `serve` answers a person in a browser (issue #29): HTML error pages with a way back for page addresses, JSON
/// for the API, the page files and icon from the module's resources, and events compacted in the state's URL.
@Suite struct ServedPagesForPeopleTests {
    @Test(arguments: [
        ("/screen?feature=nope", 404, "Unknown feature &quot;nope&quot;"),
        ("/screen?feature=trending&story=made-up", 404, "trending has no story &quot;made-up&quot;"),
        ("/grid?feature=trending&device=nokia", 400, "Unknown device &quot;nokia&quot;"),
        ("/nothing-here", 404, "No page at /nothing-here"),
    ])
    func aPageAddressThatCannotBeShownIsAnHTMLPageWithAWayBack(path: String, status: Int, message: String)
        async throws
    {
        let server = try await TestServer()
        let response = try await server.get(path)
        let body = String(decoding: response.body, as: UTF8.self)
        #expect(response.status == status)
        #expect(response.headers["Content-Type"]?.hasPrefix("text/html") == true, "\(path)")
        #expect(body.contains(message), "\(path): \(body)")
        #expect(body.contains("<a href=\"/\">Back to the index"), "\(path)")
        #expect(body.components(separatedBy: "<h1").count == 2, "one h1")
        await server.stop()
    }

    @Test func theAPIKeepsJSONErrors() async throws {
        let server = try await TestServer()
        for path in ["/api/state?feature=nope", "/layout.json?feature=trending&story=made-up"] {
            let response = try await server.get(path)
            #expect(response.status == 404)
            #expect(response.headers["Content-Type"]?.hasPrefix("application/json") == true, "\(path)")
        }
        await server.stop()
    }

    @Test func theScriptStylesAndIconAreServedFromResources() async throws {
        let server = try await TestServer()
        let script = try await server.get("/app.js")
        #expect(script.status == 200)
        #expect(String(decoding: script.body, as: UTF8.self).contains("function fetchState"))
        let style = try await server.get("/app.css")
        #expect(String(decoding: style.body, as: UTF8.self).contains(":focus-visible"))
        for path in ["/favicon.ico", "/favicon.svg"] {
            let icon = try await server.get(path)
            #expect(icon.status == 200 && icon.headers["Content-Type"] == "image/svg+xml", "\(path)")
        }
        let page = try await server.get("/")
        #expect(String(decoding: page.body, as: UTF8.self).contains("<link rel=\"icon\" href=\"/favicon.svg\""))
        await server.stop()
    }

    @Test func theStateNamesItsEventsCompacted() async throws {
        let server = try await TestServer()
        let (status, state) = try await server.state(
            "feature=trending&events=timeframe:week,timeframe:month,open:0,back,open:1"
        )
        #expect(status == 200)
        #expect(state?.events == "timeframe:month,open:1")
        #expect(state?.query.contains("events=timeframe:month,open:1") == true)
        // The same screen as the full list.
        let full = try await server.get(
            "/layout.json?feature=trending&events=timeframe:week,timeframe:month,open:0,back,open:1"
        )
        let short = try await server.get("/layout.json?feature=trending&events=timeframe:month,open:1")
        let withoutEvents = { (data: Data) throws -> [String: Any] in
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            object["events"] = nil
            return object
        }
        #expect(NSDictionary(dictionary: try withoutEvents(full.body)).isEqual(to: try withoutEvents(short.body)))
        await server.stop()
    }
}
