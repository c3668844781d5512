import FeatureKit
import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// `gallery` writes a manifest and reuses renders; `compare` finds exactly what a change did. The galleries are
/// real (specials on the smallest phone, from a feed served on loopback), the change is made in the test.
@Suite struct GalleryCompareTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Modules/FeatureSpecials/Fixtures/specials.json").standardized

    /// Serves the bundled specials feed, with `rename` applied, and no images (every picture is a placeholder).
    func server(rename: [String: String] = [:]) throws -> LoopbackServer {
        var feed = try String(contentsOf: Self.fixture, encoding: .utf8)
        for (old, new) in rename { feed = feed.replacingOccurrences(of: old, with: new) }
        let body = feed.replacingOccurrences(of: "https://bundled.invalid", with: "http://127.0.0.1:9")
        return try LoopbackServer { request in
            request.path == "/specials.json"
                ? .text(200, body, headers: ["Content-Type": "application/json"]) : .text(404)
        }
    }

    func gallery(_ out: String, server: LoopbackServer, cache: String, in scratch: Scratch, extra: [String] = [])
        async throws -> ToolProcess.Output
    {
        try await ToolProcess.run(
            [
                "gallery", "--out", out, "--feature", "specials", "--story", "loaded,empty", "--devices", "iphone-se",
                "--orientations", "portrait", "--feed-url", "http://127.0.0.1:\(server.port)/specials.json",
            ] + extra,
            cache: scratch.url.appendingPathComponent(cache),
            in: scratch.url
        )
    }

    @Test func sameRevisionComparesUnchangedAndRendersAreReused() async throws {
        let scratch = try Scratch()
        let server = try server()
        defer { server.stop() }
        let first = try await gallery("a", server: server, cache: "c1", in: scratch, extra: ["--jobs", "1"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("2 screens (0 PNGs from the render cache)"), "\(first.stdout)")
        let second = try await gallery("b", server: server, cache: "c2", in: scratch, extra: ["--jobs", "2"])
        #expect(second.status == 0, "\(second.stderr)")
        let again = try await gallery("c", server: server, cache: "c2", in: scratch)
        #expect(again.stdout.contains("2 screens (2 PNGs from the render cache)"), "\(again.stdout)")
        for name in ["loaded", "empty"] {
            let path = "specials/stories/\(name)/iphone-se-portrait.png"
            let pngs = try ["a", "b", "c"].map {
                try Data(contentsOf: scratch.url.appendingPathComponent("\($0)/\(path)"))
            }
            #expect(pngs[0] == pngs[1] && pngs[1] == pngs[2], "\(name): sequential, parallel and cached PNGs differ")
        }
        let manifest = try String(contentsOf: scratch.url.appendingPathComponent("a/gallery.json"), encoding: .utf8)
        #expect(manifest.contains("\"sha256\""))
        let compare = try await ToolProcess.run(["compare", "a", "c"], cache: scratch.url, in: scratch.url)
        #expect(compare.status == 0, "\(compare.stdout)\(compare.stderr)")
        #expect(compare.stdout.contains("0 changed, 0 added, 0 removed, 2 unchanged, 0 error"))
    }

    /// A gallery in a variant records it for every screen and names its files by it; comparing it with a standard
    /// gallery pairs nothing (each screen is another screen), so a variant is compared with the same variant.
    @Test func aVariantGalleryRecordsItsVariant() async throws {
        let scratch = try Scratch()
        let server = try server()
        defer { server.stop() }
        let variant = ["--text-size", "ax5", "--appearance", "dark", "--direction", "rtl"]
        let dark = try await gallery("dark", server: server, cache: "c", in: scratch, extra: variant)
        #expect(dark.status == 0, "\(dark.stderr)")
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("dark/gallery.json"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let screens = try #require(manifest["screens"] as? [[String: Any]])
        #expect(screens.count == 2)
        for entry in screens {
            let key = try #require(entry["screen"] as? [String: String])
            #expect(key["textSize"] == "ax5" && key["appearance"] == "dark" && key["direction"] == "rtl", "\(key)")
            let png = try #require((entry["png"] as? [String: Any])?["path"] as? String)
            #expect(png.hasSuffix("iphone-se-portrait-ax5-dark-rtl.png"), "\(png)")
        }
        let json = try Data(
            contentsOf: scratch.url.appendingPathComponent(
                "dark/specials/stories/loaded/iphone-se-portrait-ax5-dark-rtl.json"
            )
        )
        let document = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect((document["traits"] as? [String: String])?["textSize"] == "ax5")
    }

    @Test func aLongerNameIsReportedOnItsTileAndItsSizeClassOnly() async throws {
        let scratch = try Scratch()
        let before = try server()
        let after = try server(rename: ["Onion Flavored Rings": "Onion Flavored Rings, Extra Crispy Family Size"])
        defer { before.stop(); after.stop() }
        #expect(try await gallery("old", server: before, cache: "c", in: scratch).status == 0)
        #expect(try await gallery("new", server: after, cache: "c", in: scratch).status == 0)
        let result = try await ToolProcess.run(
            ["compare", "old", "new", "--json", "--out", "report"],
            cache: scratch.url,
            in: scratch.url
        )
        #expect(result.status == 1, "\(result.stderr)")
        let records = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let statuses = records.map {
            (($0["screen"] as? [String: Any])?["story"] as? String ?? "", $0["status"] as? String ?? "")
        }
        #expect(statuses.map(\.0) == ["empty", "loaded"] && statuses.map(\.1) == ["unchanged", "changed"])
        let changed = try #require(records.last)
        let changes = try #require(changed["changes"] as? [[String: Any]])
        #expect(!changes.isEmpty)
        // The renamed tile changes, and with it only the tiles of its size class (one size per role in a class).
        let document = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: scratch.url.appendingPathComponent(
                        "new/specials/stories/loaded/iphone-se-portrait.json"
                    )
                )
            ) as? [String: Any]
        )
        let scale = try #require((document["device"] as? [String: Any])?["scale"] as? Double)
        let items = (document["sections"] as? [[String: Any]] ?? []).flatMap { $0["items"] as? [[String: Any]] ?? [] }
        func frame(_ item: [String: Any]) -> Rect? {
            guard let frame = item["frame"] as? [String: Double] else { return nil }
            return Rect(
                x: frame["x"] ?? 0,
                y: frame["y"] ?? 0,
                width: frame["width"] ?? 0,
                height: frame["height"] ?? 0
            )
        }
        let renamed = try #require(items.first { $0["id"] as? String == "special-1" }.flatMap(frame))
        let classmates = items.filter {
            $0["kind"] as? String == "special-tile"
                && frame($0).map { ScreenCheck.tileSizeClass(of: $0) == ScreenCheck.tileSizeClass(of: renamed) } == true
        }
        let ids = Set(classmates.compactMap { $0["id"] as? String })
        #expect(ids.contains("special-1") && ids.count < items.count / 2)
        for change in changes {
            let item = (change["item"] as? String)?.split(separator: "/").first.map(String.init) ?? ""
            #expect(ids.contains(item), "\(change)")
        }
        #expect(
            changes.contains {
                $0["change"] as? String == "text-changed" && ($0["item"] as? String)?.hasPrefix("special-1") == true
            }
        )
        // The changed pixels lie on those tiles (their frames from the document, at the device's scale).
        let tiles = classmates.compactMap(frame)
        let bounds = (
            minX: tiles.map(\.x).min() ?? 0, minY: tiles.map(\.y).min() ?? 0,
            maxX: tiles.map { $0.x + $0.width }.max() ?? 0, maxY: tiles.map { $0.y + $0.height }.max() ?? 0
        )
        let pixels = try #require(changed["pixels"] as? [String: Any])
        #expect(pixels["changed"] as? Int ?? 0 > 0)
        let region = try #require(pixels["region"] as? [String: Int])
        let x = Double(region["x"] ?? -1) / scale
        let y = Double(region["y"] ?? -1) / scale
        #expect(x >= bounds.minX - 1 && y >= bounds.minY - 1, "\(region) vs \(bounds)")
        #expect(x + Double(region["width"] ?? 0) / scale <= bounds.maxX + 1)
        #expect(y + Double(region["height"] ?? 0) / scale <= bounds.maxY + 1)
        let html = try String(contentsOf: scratch.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        #expect(html.contains("special-1") && html.contains("heat map"))
    }

    @Test func damagedGalleriesExitThreeAndTheRestIsCompared() async throws {
        let scratch = try Scratch()
        let server = try server()
        defer { server.stop() }
        #expect(try await gallery("a", server: server, cache: "c", in: scratch).status == 0)
        #expect(try await gallery("b", server: server, cache: "c", in: scratch).status == 0)
        let png = scratch.url.appendingPathComponent("b/specials/stories/loaded/iphone-se-portrait.png")
        try Data(try Data(contentsOf: png).prefix(64)).write(to: png)
        let damaged = try await ToolProcess.run(["compare", "a", "b", "--json"], cache: scratch.url, in: scratch.url)
        #expect(damaged.status == 3)
        #expect(damaged.stderr.contains(png.path) && damaged.stderr.contains("does not match the manifest"))
        #expect(damaged.stdout.contains("\"status\":\"unchanged\""), "the empty screen is still compared")
        let missing = try await ToolProcess.run(["compare", "a", "nowhere"], cache: scratch.url, in: scratch.url)
        #expect(missing.status == 3)
        #expect(missing.stderr.contains("nowhere/gallery.json"))
        let usage = try await ToolProcess.run(
            ["compare", "a", "b", "--threshold", "5"],
            cache: scratch.url,
            in: scratch.url
        )
        #expect(usage.status == 2)
    }
}
