import AsyncPrimitives
import Foundation
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A feed fetched over HTTP names a `file:` picture (a private picture on the machine running the tool):
/// `thumbnails` and `sheet` draw a placeholder and report it refused by name, and `layout`, `gallery` and `serve`
/// draw the same placeholder as for a picture that cannot be had, never the file (issue #42, "no local file from
/// remote data").
@Suite struct RemoteFeedLocalFileTests {
    /// A real PNG of our own, standing for a private picture.
    static let privatePicture = URL(filePath: #filePath).deletingLastPathComponent()
        .appending(path: "../ImagePipelineTests/Fixtures/pngsuite/basn2c08.png").standardizedFileURL

    /// A loopback server answering `/recipes.json` with one recipe whose picture is `picture`.
    static func feed(picture: String) throws -> LoopbackServer {
        try LoopbackServer { _ in
            .text(
                200,
                #"{"title": "Recipes", "version": 0.1, "href": "http://127.0.0.1/", "results": [{"title": "Remote Soup", "href": "http://127.0.0.1/soup", "ingredients": "water", "thumbnail": "\#(picture)"}]}"#,
                headers: ["Content-Type": "application/json"]
            )
        }
    }

    func run(_ arguments: [String], feed: LoopbackServer, in scratch: Scratch) async throws -> ToolProcess.Output {
        try await ToolProcess.run(
            arguments + ["--feature", "recipes", "--feed-url", feed.url("/recipes.json").absoluteString],
            cache: scratch.url.appendingPathComponent("cache-\(UUID().uuidString)"),
            in: scratch.url
        )
    }

    @Test func thumbnailsAndSheetRefuseTheFileByName() async throws {
        let scratch = try Scratch()
        let feed = try Self.feed(picture: Self.privatePicture.absoluteString)
        defer { feed.stop() }
        let thumbnails = try await run(["thumbnails", "--out", "thumbs"], feed: feed, in: scratch)
        #expect(thumbnails.status == 0, "\(thumbnails.stderr)")
        // The item gets the placeholder of a picture that cannot be had, and the manifest says why.
        let manifest = try Data(contentsOf: scratch.url.appending(path: "thumbs/recipes/manifest.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any])
        let images = try #require(object["images"] as? [[String: Any]])
        let result = try #require(images.first?["result"] as? [String: Any])
        #expect(result["placeholder"] as? Bool == true)
        let error = try #require(result["error"] as? String)
        #expect(error.hasPrefix("Refused \(Self.privatePicture.absoluteString)"), "\(error)")
        #expect(error.contains("must be http(s)"), "\(error)")
        let sheet = try await run(["sheet", "--out", "sheet.png"], feed: feed, in: scratch)
        let said = sheet.stdout + sheet.stderr
        #expect(sheet.status == 0 && said.contains("Refused \(Self.privatePicture.absoluteString)"), "\(said)")
    }

    @Test func layoutGalleryAndServeDrawAPlaceholderNotTheFile() async throws {
        let scratch = try Scratch()
        let local = try Self.feed(picture: Self.privatePicture.absoluteString)
        defer { local.stop() }
        let missing = try Self.feed(picture: "http://127.0.0.1:9/gone.png")
        defer { missing.stop() }
        // The recipe with the file as its picture is drawn as the recipe whose picture cannot be had.
        for (name, feed) in [("file.png", local), ("gone.png", missing)] {
            let output = try await run(["layout", "--device", "iphone-se", "--out", name], feed: feed, in: scratch)
            #expect(output.status == 0, "\(output.stderr)")
        }
        // Each path is compared with the picture that cannot be had, so each fails on its own if it reads the file.
        let placeholder = try Data(contentsOf: scratch.url.appending(path: "gone.png"))
        #expect(try Data(contentsOf: scratch.url.appending(path: "file.png")) == placeholder)
        let gallery = try await run(
            ["gallery", "--out", "gallery", "--story", "loaded", "--devices", "iphone-se"],
            feed: local,
            in: scratch
        )
        #expect(gallery.status == 0, "\(gallery.stderr)")
        let pictures = try FileManager.default.subpathsOfDirectory(atPath: scratch.url.appending(path: "gallery").path)
            .filter { $0.hasSuffix("iphone-se-portrait.png") && $0.contains("loaded") }
        let page = try #require(pictures.first, "\(pictures)")
        #expect(try Data(contentsOf: scratch.url.appending(path: "gallery/\(page)")) == placeholder)
        // serve: the same screen as a client asks for it.
        let child = try ToolProcess.start(
            ["serve", "--port", "0", "--feature", "recipes", "--feed-url", local.url("/recipes.json").absoluteString],
            cache: scratch.url.appendingPathComponent("serve-cache"),
            in: scratch.url
        )
        #expect(await child.waitForOutput(containing: "(Ctrl-C to stop)"))
        let base = try #require(child.standardOutputSoFar.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: "\(base)layout.png?feature=recipes&device=iphone-se"))
        let response = try await CurlTransport(configuration: .init(lowSpeedTime: 180)).send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(response.body == placeholder)
        child.send(SIGINT)
        #expect(await child.output().status == 0)
    }
}
