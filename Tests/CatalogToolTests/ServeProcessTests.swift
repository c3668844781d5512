import AsyncPrimitives
import Foundation
import Networking
import NetworkingCurl
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `catalog-tool serve` as a process: it prints its URL, answers `layout.json` with the bytes `catalog-tool layout`
/// writes for the same arguments, and stops cleanly (exit 0) on SIGINT and SIGTERM.
@Suite struct ServeProcessTests {
    /// Starts `serve --port 0` and returns the child and its base URL once it listens.
    static func startServer(in scratch: Scratch) async throws -> (ChildProcess, String) {
        let child = try ToolProcess.start(
            ["serve", "--port", "0"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        guard await child.waitForOutput(containing: "(Ctrl-C to stop)") else {
            let output = await child.output()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "serve ended: \(output.stderr)"])
        }
        let line = child.standardOutputSoFar
        let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") })
        return (child, String(url))
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func servesTheCLIsDocumentAndStopsCleanly(signal: Int32) async throws {
        let scratch = try Scratch()
        let (child, base) = try await Self.startServer(in: scratch)
        let arguments = [
            "--feature", "trending", "--story", "week", "--device", "ipad-10", "--orientation", "landscape",
        ]
        let cli = try await ToolProcess.run(
            ["layout"] + arguments + ["--events", "load-more,open:4", "--out", "cli.json"],
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(cli.status == 0, "\(cli.stderr)")
        let url = try #require(
            URL(
                string:
                    "\(base)layout.json?feature=trending&story=week&device=ipad-10&orientation=landscape&events=load-more,open:4"
            )
        )
        let response = try await CurlTransport().send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(response.body == (try Data(contentsOf: scratch.url.appendingPathComponent("cli.json"))))

        child.send(signal)
        let output = await child.output()
        #expect(!output.termination.wasSignalled && output.status == 0, "\(output.stderr)")
        #expect(output.stderr.contains("stopped"))
    }

    @Test func aPortInUseIsAClearError() async throws {
        let scratch = try Scratch()
        let (child, base) = try await Self.startServer(in: scratch)
        let port = try #require(base.split(separator: ":").last?.split(separator: "/").first)
        let second = try await ToolProcess.run(
            ["serve", "--port", String(port)],
            cache: scratch.url.appendingPathComponent("cache2"),
            in: scratch.url
        )
        #expect(second.status == 1)
        #expect(second.stderr.lowercased().contains("address already in use"), "\(second.stderr)")
        child.send(SIGINT)
        #expect(await child.output().status == 0)
    }
}
