import AsyncPrimitives
import Foundation
import ImagePipeline
import Networking
import NetworkingCurl
import NetworkingTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Arguments a shell can produce: file names that look like options, and `serve` limited to one feature with its
/// own feed.
@Suite struct ToolArgumentTests {
    @Test func afterADoubleDashEveryArgumentIsAFile() async throws {
        let scratch = try Scratch()
        // Given two files a glob could match whose names look like options
        let png = try ImageEncoders.png(
            PixelBuffer(width: 3, height: 2, pixels: [UInt8](repeating: 200, count: 24), hasAlpha: true)
        )
        for name in ["-hdr.png", "--verbose"] { try png.write(to: scratch.url.appendingPathComponent(name)) }
        // When they follow `--`
        let output = try await ToolProcess.run(
            ["image", "info", "--", "-hdr.png", "--verbose"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        // Then both are read as files
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 2, "\(output.stdout)")
        #expect(lines.allSatisfy { $0.contains("\"width\":3") })
        let help = try await ToolProcess.run(
            ["image", "info", "--help"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        // The help is wrapped to the terminal's width: compare words, not lines.
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("after `--` a name such as -hdr.png is a file"), "\(help.stdout)")
    }

    @Test func serveTakesAFeedURLWithOneFeature() async throws {
        let scratch = try Scratch()
        let feed = try LoopbackServer { _ in
            .text(200, #"[{"name": "Loopback Mario", "avatar": null}]"#, headers: ["Content-Type": "application/json"])
        }
        defer { feed.stop() }
        // Without --feature the feed URL is refused with the reason
        let refused = try await ToolProcess.run(
            ["serve", "--port", "0", "--feed-url", feed.url("/users.json").absoluteString],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("single --feature"), "\(refused.stderr)")
        // With one feature it serves that feature from the feed
        let child = try ToolProcess.start(
            ["serve", "--port", "0", "--feature", "users", "--feed-url", feed.url("/users.json").absoluteString],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(await child.waitForOutput(containing: "(Ctrl-C to stop)"))
        let base = try #require(child.standardOutputSoFar.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: "\(base)layout.json?feature=users"))
        let response = try await CurlTransport().send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Loopback Mario"))
        child.send(SIGINT)
        #expect(await child.output().status == 0)
    }
}
