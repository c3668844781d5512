import ArgumentParser
import AsyncPrimitives
import Foundation

/// `catalog-tool bench thumbnails`: runs `scripts/bench-thumbnails` (peers, floors, quality) with this binary.
/// The comparison needs the peers installed by `scripts/setup --bench` and the corpus from
/// `../shared/bench/make-corpus.sh`, so it lives in the repository's scripts; this is its entry point in the tool.
struct BenchThumbnailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnails",
        abstract: "Run scripts/bench-thumbnails against vipsthumbnail, Pillow(-SIMD) and ImageMagick with this binary.",
        discussion: "Example, from the repository root: catalog-tool bench thumbnails --limit 20"
    )

    @Option(help: "Files per category (default: all).")
    var limit: Int?

    @Option(help: "The repository checkout that holds scripts/bench-thumbnails.")
    var repository = FileManager.default.currentDirectoryPath

    func run() async throws {
        let script = URL(fileURLWithPath: repository).appendingPathComponent("scripts/bench-thumbnails")
        guard FileManager.default.isExecutableFile(atPath: script.path) else {
            throw ToolError.fileSystem(
                path: script.path,
                reason: "not found; run from the repository root or pass --repository"
            )
        }
        var arguments = ["--tool", URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path]
        if let limit { arguments += ["--limit", String(limit)] }
        // Awaited, not waitUntilExit(): the script runs for minutes and must not hold a cooperative-pool thread.
        let result = try await ChildProcess.run(
            script,
            arguments: arguments,
            currentDirectory: URL(fileURLWithPath: repository),
            inheritsOutput: true
        )
        if result.status != 0 { throw ExitCode(result.status) }
    }
}
