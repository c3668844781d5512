import ArgumentParser
import Catalogue
import Foundation

/// `catalog-tool thumbnails merge DIR`: the shard manifests of an output directory combined into `manifest.json`.
struct ThumbnailsMergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the shard manifests of an output directory into manifest.json.",
        discussion: """
            Examples:
              catalog-tool thumbnails merge /data/thumbnails
            One entry per id (a finished line wins over a failed one), the failures listed, and a summary naming any
            shard without a manifest. Every line is checked: its id must belong to its shard and to no other manifest,
            and a finished line's output must be a file inside DIR of the recorded size; a line that fails is reported
            with its file and line number and kept out of manifest.json. Exit status 1 when a shard is missing or a
            line was kept out (failed items are listed, not an error of the merge).
            """
    )

    @Argument(help: "The output directory the shards wrote into.")
    var directory: String

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let folder = URL(fileURLWithPath: directory)
        let summary = try await CatalogueMerge.merge(directory: folder) { bad in
            StandardError.print("  bad manifest line, kept out: \(bad)")
        }
        if global.json {
            JSONLines.print(["summary": summary])
        } else if !global.quiet {
            var line = "\(summary.items) items: \(summary.done) done, \(summary.failed) failed"
            if summary.skipped > 0 { line += ", \(summary.skipped) skipped" }
            line +=
                " from \(summary.shards.count) shard manifests → \(folder.appendingPathComponent("manifest.json").path)"
            print(line)
        }
        if !summary.missingShards.isEmpty {
            StandardError.print("missing shard manifests: \(summary.missingShards.joined(separator: ", "))")
        }
        if summary.badLines > 0 {
            StandardError.print(
                "\(summary.badLines) manifest lines failed their checks and were kept out (listed above)"
            )
        }
        if !summary.missingShards.isEmpty || summary.badLines > 0 { throw ExitCode.failure }
    }
}
