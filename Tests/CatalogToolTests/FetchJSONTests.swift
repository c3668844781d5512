import CatalogFeatures
import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// `fetch --json` prints each feature's data as values, and `--feed-url` reads any feature's feed from any URL.
@Suite struct FetchJSONTests {
    static func records(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Each feature's record type and counts are its own tests' business; the tool prints every registered
    /// feature's records, one JSON object a line, every line with the same keys.
    @Test(arguments: FeatureRegistry.names)
    func everyFeatureIsPrintedAsStructuredRecords(feature: String) async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["fetch", "--feature", feature, "--json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(feature): \(result.stderr)")
        let records = try Self.records(result.stdout)
        #expect(!records.isEmpty, "\(feature)")
        let keys = Set(records.first?.keys.map { $0 } ?? [])
        #expect(!keys.isEmpty)
        for record in records {
            #expect(Set(record.keys) == keys, "\(feature): \(record.keys.sorted())")
        }
    }

    @Test func theMarioListListsNoInventedLiveURL() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(["features", "--json"], cache: scratch.url, in: scratch.url)
        let users = try #require(try Self.records(result.stdout).first { $0["name"] as? String == "users" })
        #expect((users["endpoints"] as? [String]) == [])
        let live = try await ToolProcess.run(
            ["fetch", "--feature", "users", "--source", "live", "--json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(live.status == 0)
        #expect(live.stderr.contains("users has no live endpoint"))
        #expect(try Self.records(live.stdout).count == 15)
    }

    @Test func aFeedURLReadsEachFeaturesFeedFromAnywhere() async throws {
        let scratch = try Scratch()
        let users = #"[{"id": 7, "name": "Fire Mario", "avatar": "http://127.0.0.1:9/fire.png"}]"#
        let recipes =
            #"{"title": "t", "version": 0.1, "href": "h", "results": [{"title": "Lime Soda", "href": "http://example.com/soda", "ingredients": "lime, soda", "thumbnail": ""}]}"#
        let server = try LoopbackServer { request in
            switch request.path {
            case "/feeds/mario.json": .text(200, users, headers: ["Content-Type": "application/json"])
            case "/feeds/recipes.json": .text(200, recipes, headers: ["Content-Type": "application/json"])
            default: .text(404)
            }
        }
        defer { server.stop() }
        let base = "http://127.0.0.1:\(server.port)/feeds"
        for (feature, file, name, key) in [
            ("users", "mario.json", "Fire Mario", "name"), ("recipes", "recipes.json", "Lime Soda", "title"),
        ] {
            let result = try await ToolProcess.run(
                ["fetch", "--feature", feature, "--feed-url", "\(base)/\(file)", "--json"],
                cache: scratch.url.appendingPathComponent("cache"),
                in: scratch.url
            )
            #expect(result.status == 0, "\(feature): \(result.stderr)")
            let records = try Self.records(result.stdout)
            #expect(records.map { $0[key] as? String } == [name], "\(feature)")
        }
        let bad = try await ToolProcess.run(
            ["fetch", "--feature", "users", "--feed-url", "ftp://x/users.json"],
            cache: scratch.url,
            in: scratch.url
        )
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--feed-url must be an http(s) URL"))
        let all = try await ToolProcess.run(
            ["gallery", "--out", "g", "--feed-url", "\(base)/mario.json"],
            cache: scratch.url,
            in: scratch.url
        )
        #expect(all.status == 2)
        #expect(all.stderr.contains("--feed-url names one feature's feed"))
    }
}
