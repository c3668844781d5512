import AsyncPrimitives
import CatalogFeatures
import FeatureKit
import Foundation
import ImagePipeline
import NetworkingTestSupport
import Testing

@testable import CatalogTool

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite(.serialized) struct CatalogToolTests {
    struct Manifest: Decodable {
        struct Entry: Decodable {
            struct Result: Decodable {
                var output: String?
                var cache: String?
                var error: String?
                var placeholder: Bool?
            }

            var id: String
            var result: Result
        }

        struct Summary: Decodable {
            var done: Int
            var failed: Int
            var cacheHits: Int
            var placeholders: Int
        }

        var images: [Entry]
        var summary: Summary
    }

    @Test func defaultRecipesThumbnailsNeedNoNetworkAndSecondRunHitsTheCache() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        let first = try await ToolProcess.run(
            ["thumbnails", "--feature", "recipes", "--out", "out"],
            cache: cache,
            in: scratch.url
        )
        #expect(first.status == 0, "\(first.stderr)")
        let manifestURL = scratch.url.appendingPathComponent("out/recipes/manifest.json")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
        #expect(manifest.images.count == 15)
        #expect(manifest.summary.failed == 0)
        // Every recipe with a picture in the feed has one bundled: no placeholder.
        #expect(manifest.summary.placeholders == 0)
        for entry in manifest.images {
            let output = try #require(entry.result.output)
            let data = try Data(contentsOf: URL(fileURLWithPath: output))
            let info = try ImageDecoders.info(of: data, source: output)
            #expect(info.width == 256 && info.height == 256 && info.format == .jpeg)
        }

        let second = try await ToolProcess.run(
            ["thumbnails", "--feature", "recipes", "--out", "out"],
            cache: cache,
            in: scratch.url
        )
        #expect(second.status == 0)
        #expect(second.stdout.contains("15 from cache"), "\(second.stdout)")
        let again = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
        #expect(again.summary.cacheHits == 15)
    }

    @Test func everyBundledUserHasAPictureNotAPlaceholder() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["thumbnails", "--feature", "users", "--out", "out"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try JSONDecoder().decode(
            Manifest.self,
            from: Data(contentsOf: scratch.url.appendingPathComponent("out/users/manifest.json"))
        )
        #expect(manifest.images.count == 15)
        #expect(manifest.summary.placeholders == 0)
        #expect(manifest.summary.failed == 0)
    }

    @Test func batchWithABadImageExits1ListsItAndWritesTheOthers() async throws {
        let scratch = try Scratch()
        let good = scratch.url.appendingPathComponent("good.png")
        try ImageEncoders.png(PixelBuffer(width: 40, height: 30, fill: RGBAColor(red: 9, green: 99, blue: 199))).write(
            to: good
        )
        let bad = scratch.url.appendingPathComponent("bad.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: bad)
        let result = try await ToolProcess.run(
            ["image", "thumbnail", good.path, bad.path, "--size", "16", "--out", "thumbs", "--no-cache", "--json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 1)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("thumbs/good.png").path))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("thumbs/bad.png").path))
        let errorLine = try #require(
            result.stdout.split(separator: "\n").first { $0.contains("bad.png") && $0.contains("\"error\"") }
        )
        #expect(errorLine.contains("cannot decode"))
        // Nothing half-written is left behind.
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: scratch.url.appendingPathComponent("thumbs").path
        )
        #expect(leftovers == ["good.png"])
    }

    @Test(arguments: [["fetch", "--feature", "trending"], ["thumbnails", "--feature", "trending", "--out", "thumbs"]])
    func ctrlCStopsPromptlyLeavesNoOutputAndExits130(command: [String]) async throws {
        let scratch = try Scratch()
        // A server that answers with a body dripping over 100 s.
        let server = try LoopbackServer { _ in
            LoopbackServer.Reply(body: Data(count: 100), delivery: .trickle(bytes: 1, interval: .seconds(1)))
        }
        defer { server.stop() }
        let child = try ToolProcess.start(
            command + ["--base-url", "http://127.0.0.1:\(server.port)"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        await server.waitForRequests(1)
        let start = ContinuousClock.now
        child.send(SIGINT)
        let output = await child.output()
        #expect(!output.termination.wasSignalled && output.status == 130, "\(output.stderr)")
        #expect(output.stderr.contains("interrupted"))
        // Well before the body could have arrived, and nothing half-made is left.
        #expect(ContinuousClock.now - start < .seconds(60))
        let thumbs = scratch.url.appendingPathComponent("thumbs")
        let left = (try? FileManager.default.subpathsOfDirectory(atPath: thumbs.path)) ?? []
        #expect(left.filter { !$0.hasSuffix("/") && $0.contains(".") }.isEmpty, "\(left)")
    }

    @Test func inputsSharingANameNeverShareAnOutputFile() async throws {
        let scratch = try Scratch()
        var paths: [String] = []
        for (index, path) in ["a/x.png", "b/x.png", "c/x-2.png", "d/X.png"].enumerated() {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            let colour = RGBAColor(red: UInt8(40 * index), green: 99, blue: 199)
            try ImageEncoders.png(PixelBuffer(width: 20, height: 20, fill: colour)).write(to: url)
            paths.append(url.path)
        }
        let result = try await ToolProcess.run(
            ["image", "thumbnail"] + paths + ["--size", "8", "--out", "thumbs", "--no-cache"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(result.stderr)")
        let outputs = try FileManager.default.contentsOfDirectory(
            atPath: scratch.url.appendingPathComponent("thumbs").path
        )
        #expect(Set(outputs) == ["x.png", "x-2.png", "x-2-2.png", "X-3.png"])
    }

    @Test func imageThumbnailSweepsWhatAKilledOneLeftAndLeavesNoTemporary() async throws {
        // Given the zero-byte temporary a killed `image thumbnail` leaves, from a minute ago.
        let scratch = try Scratch()
        let thumbs = scratch.url.appendingPathComponent("thumbs")
        try FileManager.default.createDirectory(at: thumbs, withIntermediateDirectories: true)
        let left = thumbs.appendingPathComponent(".x.png.catalog-\(UUID().uuidString).tmp")
        try Data().write(to: left)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: left.path
        )
        let source = scratch.url.appendingPathComponent("x.png")
        try ImageEncoders.png(PixelBuffer(width: 20, height: 20, fill: RGBAColor(red: 9, green: 99, blue: 199)))
            .write(to: source)
        // When it runs again
        let result = try await ToolProcess.run(
            ["image", "thumbnail", source.path, "--size", "8", "--out", "thumbs", "--no-cache"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        // then the output is there and no temporary is.
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: thumbs.path) == ["x.png"])
    }

    @Test(arguments: FeatureRegistry.names)
    func layoutWritesValidJSONSVGAndPNG(feature: String) async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        for format in ["json", "svg", "png"] {
            let result = try await ToolProcess.run(
                ["layout", "--feature", feature, "--device", "200x320@1", "--out", "layout.\(format)"],
                cache: cache,
                in: scratch.url
            )
            #expect(result.status == 0, "\(format): \(result.stderr)")
            let data = try Data(contentsOf: scratch.url.appendingPathComponent("layout.\(format)"))
            switch format {
            case "json":
                let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                #expect(object["version"] as? Int == 1)
                #expect(object["feature"] as? String == feature)
            case "svg":
                #expect(XMLParser(data: data).parse())
            default:
                let info = try ImageDecoders.info(of: data, source: "layout.png")
                #expect(info.format == .png && info.width == 200)
            }
        }
    }

    @Test func sheetAndCacheCommandsWork() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        let sheet = try await ToolProcess.run(
            ["sheet", "--feature", "specials", "--tile", "32", "--columns", "3", "--labels", "--out", "sheet.png"],
            cache: cache,
            in: scratch.url
        )
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let info = try ImageDecoders.info(
            of: Data(contentsOf: scratch.url.appendingPathComponent("sheet.png")),
            source: "sheet"
        )
        // 3 columns of 32 px with 6 px gaps on both sides and between.
        #expect(info.width == 6 + 3 * (32 + 6))
        let stats = try await ToolProcess.run(["cache", "stats", "--json"], cache: cache, in: scratch.url)
        #expect(stats.status == 0)
        #expect(
            stats.stdout.contains("\"cache\":\"thumbnails\"") || stats.stdout.contains("\"cache\":\"http-bundled\""),
            "\(stats.stdout)"
        )
        let verify = try await ToolProcess.run(["cache", "verify", "--json"], cache: cache, in: scratch.url)
        #expect(verify.status == 0 && verify.stdout.contains("\"removed\":0"))
        let clear = try await ToolProcess.run(["cache", "clear", "--json"], cache: cache, in: scratch.url)
        #expect(clear.status == 0 && clear.stdout.contains("\"entries\":0"))
    }

    @Test func galleryIndexReferencesOnlyFilesThatExist() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["gallery", "--out", "gallery", "--devices", "200x320@1", "--tile", "32"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(result.stderr)")
        let root = scratch.url.appendingPathComponent("gallery")
        let html = try String(contentsOf: root.appendingPathComponent("index.html"), encoding: .utf8)
        let references = html.components(separatedBy: "=\"").dropFirst().compactMap {
            $0.split(separator: "\"").first.map(String.init)
        }
        .filter { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") || $0.hasSuffix(".json") || $0.hasSuffix(".svg") }
        #expect(references.count > 20)
        // Every story of every feature is linked, in both orientations.
        for feature in CatalogEnvironment.features {
            for story in feature.stories {
                for orientation in ["portrait", "landscape"] {
                    let path = "\(feature.name)/stories/\(story.name)/200x320@1-\(orientation).png"
                    #expect(references.contains(path), "gallery misses \(path)")
                }
            }
        }
        for reference in references {
            #expect(!reference.hasPrefix("/"), "absolute link \(reference)")
            #expect(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(reference).path),
                "missing \(reference)"
            )
        }
    }

    @Test func storiesListTheIssuesStoriesForEveryFeature() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(["stories", "--json"], cache: scratch.url, in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        struct Line: Decodable {
            var feature: String
            var story: String
        }
        let lines = try result.stdout.split(separator: "\n").map {
            try JSONDecoder().decode(Line.self, from: Data($0.utf8))
        }
        // Every registered feature's every story, and the five every feature has.
        let common = Story.common.map(\.name)
        let expected = FeatureRegistry.all.map { ($0.name, common + $0.stories.map(\.name)) }
        for (feature, stories) in expected {
            let listed = Set(lines.filter { $0.feature == feature }.map(\.story))
            #expect(listed.isSuperset(of: stories), "\(feature) lacks \(Set(stories).subtracting(listed))")
        }
    }

    @Test func layoutRendersAStoryWithEventsFromOptions() async throws {
        let scratch = try Scratch()
        let result = try await ToolProcess.run(
            ["layout", "--feature", "trending", "--timeframe", "week", "--pages", "2", "--out", "week.json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(result.status == 0, "\(result.stderr)")
        let document = try JSONDecoder().decode(
            LayoutDocument.self,
            from: Data(contentsOf: scratch.url.appendingPathComponent("week.json"))
        )
        #expect(document.story == "loaded")
        #expect(document.events == [ScreenEvent("timeframe", "week"), ScreenEvent("load-more")])
        #expect(document.item("timeframe")?.selected == .segment("week"))
        #expect(document.items(ofKind: LayoutItem.Kind(rawValue: "trending-row")).count > 30)
        #expect(ScreenCheck.violations(in: document) == [])
        let bad = try await ToolProcess.run(
            ["layout", "--feature", "recipes", "--story", "nope", "--out", "x.json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(bad.status == 1 && bad.stderr.contains("recipes has no story \"nope\""))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("x.json").path))
    }

    @Test func twoProcessesAddingFavouritesLoseNothingAndListWorksOffline() async throws {
        let scratch = try Scratch()
        let cache = scratch.url.appendingPathComponent("cache")
        let fetch = try await ToolProcess.run(
            ["fetch", "--feature", "trending", "--timeframe", "month", "--pages", "3", "--json"],
            cache: cache,
            in: scratch.url
        )
        #expect(fetch.status == 0, "\(fetch.stderr)")
        let names = fetch.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "github.com/") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(names.count == 69)
        // Two processes write the same SQLite file at the same time.
        let url = scratch.url
        async let first = ToolProcess.run(["favorites", "add"] + Array(names[0..<10]), cache: cache, in: url)
        async let second = ToolProcess.run(["favorites", "add"] + Array(names[10..<20]), cache: cache, in: url)
        let results = try await [first, second]
        for result in results { #expect(result.status == 0, "\(result.stderr)") }
        let list = try await ToolProcess.run(
            ["favorites", "list", "--json", "--offline"],
            cache: cache,
            in: scratch.url
        )
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").count == 20)
        let search = try await ToolProcess.run(
            ["favorites", "search", names[3].uppercased(), "--offline"],
            cache: cache,
            in: scratch.url
        )
        #expect(search.stdout.contains("1 favourites"), "\(search.stdout)")
    }

}
