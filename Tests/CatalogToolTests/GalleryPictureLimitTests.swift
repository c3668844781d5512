import Foundation
import Networking
import NetworkingTestSupport
import Testing

/// `gallery` on a large feed is bounded in files: the first 1,000 pictures of a feature are thumbnailed and put on its
/// sheet, and a note says so (the sheets are made when every story is drawn) (a 50 MB feed used to write 650,019 files; issue #42).
@Suite struct GalleryPictureLimitTests {
    @Test func aFeedOfMorePicturesThanTheLimitWritesTheFirstThousandAndSaysSo() async throws {
        let scratch = try Scratch()
        let picture = try Data(contentsOf: RemoteFeedLocalFileTests.privatePicture)
        // Every recipe names the same picture (one fetch, one decode): what is counted is files written.
        let feed = try LoopbackServer { request in
            if request.path.hasPrefix("/p.png") { return .init(headers: ["Content-Type": "image/png"], body: picture) }
            let host = request.headers["Host"] ?? "127.0.0.1"
            let recipes = (0..<1_005).map { index in
                #"{"title": "Soup \#(index)", "href": "http://127.0.0.1/soup-\#(index)", "ingredients": "water", "thumbnail": "http://\#(host)/p.png"}"#
            }
            return .text(
                200,
                #"{"title": "Recipes", "version": 0.1, "href": "http://127.0.0.1/", "results": [\#(recipes.joined(separator: ","))]}"#,
                headers: ["Content-Type": "application/json"]
            )
        }
        defer { feed.stop() }
        let output = try await ToolProcess.run(
            [
                "gallery", "--out", "gallery", "--feature", "recipes", "--devices", "iphone-se",
                "--orientations", "portrait", "--feed-url", feed.url("/recipes.json").absoluteString,
            ],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(output.status == 0, "\(output.stderr)")
        #expect(
            output.stderr.contains("note: recipes: the gallery shows the first 1000 of 1005 pictures"),
            "\(output.stderr)"
        )
        let thumbnails = try FileManager.default.contentsOfDirectory(
            atPath: scratch.url.appending(path: "gallery/recipes/thumbnails").path
        )
        #expect(thumbnails.filter { $0.hasSuffix(".jpg") }.count == 1_000)
    }
}
