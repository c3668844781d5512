import ArgumentParser
import Foundation
import Networking
import NetworkingCurl

/// `catalog-tool bench http --urls FILE`: fetch every URL through the libcurl transport with N in flight.
/// `scripts/bench-http` starts nginx, runs this and `curl --parallel` on the same URLs, and prints the ratio.
struct BenchHTTPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "http",
        abstract: "Fetch the URLs listed in a file through CurlTransport and report requests per second.",
        discussion: "Run scripts/bench-http for the comparison with curl against a local nginx."
    )

    @Option(help: "A file with one URL per line.")
    var urls: String

    @Option(help: "Transfers in flight.")
    var parallel = 32

    @Flag(help: "Print one JSON line: {\"requests\",\"seconds\",\"bytes\",\"failed\"}.")
    var json = false

    func validate() throws {
        guard parallel > 0 else { throw ValidationError("--parallel must be at least 1.") }
    }

    struct Figures: Encodable {
        var requests: Int
        var seconds: Double
        var bytes: Int
        var failed: Int
    }

    func run() async throws {
        guard let text = try? String(contentsOfFile: urls, encoding: .utf8) else {
            throw ToolError.fileSystem(path: urls, reason: "cannot read the URL list")
        }
        let list = text.split(whereSeparator: \.isNewline).compactMap {
            URL(string: String($0).trimmingCharacters(in: .whitespaces))
        }
        var configuration = CurlTransport.Configuration()
        // Like curl --parallel, allow as many connections to the host as transfers in flight.
        configuration.maxConnectionsPerHost = parallel
        let transport = CurlTransport(configuration: configuration)
        let start = ContinuousClock.now
        var bytes = 0
        var failed = 0
        await withTaskGroup(of: Int?.self) { group in
            var next = 0
            func addNext() {
                guard next < list.count else { return }
                let url = list[next]
                next += 1
                group.addTask {
                    guard let response = try? await transport.send(HTTPRequest(url: url)), response.isSuccess else {
                        return nil
                    }
                    return response.body.count
                }
            }
            for _ in 0..<min(parallel, list.count) { addNext() }
            for await result in group {
                if let result { bytes += result } else { failed += 1 }
                addNext()
            }
        }
        let elapsed = ContinuousClock.now - start
        let seconds = elapsed.seconds
        let figures = Figures(requests: list.count, seconds: seconds, bytes: bytes, failed: failed)
        if json {
            JSONLines.print(figures)
        } else {
            print(
                String(
                    format: "%d requests in %.3f s: %.0f req/s, %d bytes, %d failed",
                    list.count,
                    seconds,
                    Double(list.count) / seconds,
                    bytes,
                    failed
                )
            )
        }
    }
}
