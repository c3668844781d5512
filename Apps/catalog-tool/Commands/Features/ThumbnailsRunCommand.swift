import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline

/// `catalog-tool thumbnails --feature NAME` or `--input LIST`: a square thumbnail of every image a feature shows,
/// or of every item of a catalogue list (sharded, resumable), plus a manifest.
struct ThumbnailsRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Write a square thumbnail of every image a feature shows or a list names, and a manifest.",
        discussion: """
            Examples:
              catalog-tool thumbnails --feature recipes
              catalog-tool thumbnails --feature all --size 128 --format png --out thumbs
              catalog-tool thumbnails --feature recipes --source live
              catalog-tool thumbnails --input catalog.jsonl --out thumbs
              catalog-tool thumbnails --input catalog.csv --shard 0/4 --out /data/thumbs --cache-dir /data/cache
              generate-list | catalog-tool thumbnails --input - --out thumbs
            With --feature, images whose host cannot be reached get a placeholder (listed with the reason); images
            that cannot be decoded fail the run (exit 1) after all the others are written.
            With --input, LIST is JSON Lines ({"id": …, "url": …} a line, further keys kept in the manifest) or CSV
            with a header naming id and url; url is http(s), file: or a path (relative to the list's folder). The
            list is streamed. Each output is named after its id. The run appends one line per item to
            manifest.shard-I-of-N.jsonl as it finishes; a re-run skips items already finished with the same cache
            key, so a killed run resumes. Bad lines are reported with their numbers and skipped. Without --shard the
            run ends by writing manifest.json; with shards, run `catalog-tool thumbnails merge DIR` after them.
            """
    )

    @Option(help: "A feature name (see `catalog-tool features`) or all.")
    var feature: String?

    @Option(help: "A catalogue list (JSON Lines or CSV; - for standard input) instead of a feature.")
    var input: String?

    @Option(help: "With --input: process only shard I of N (0-based), chosen by a stable hash of each id.")
    var shard: String?

    @Option(help: "Stop starting items after this many seconds; those not finished are left for a re-run.")
    var deadline: Double?

    @Option(
        help: """
            Skip a host for the rest of the run after this many fetches in a row failed by its fault (transport \
            failures, timeouts, 5xx, 429); a 404 is only that item's failure.
            """
    )
    var hostFailures = 5

    @Flag(
        help: """
            With --input: exit 0 once the list is worked through, even if items failed or lines were bad (they are \
            in the manifest). For schedulers that would otherwise retry a shard that cannot do better. Items skipped \
            because their host kept failing still exit 1: a re-run tries them.
            """
    )
    var allowFailures = false

    @Option(help: "Side of the square thumbnail in pixels.")
    var size = 256

    @Option(help: "cover (crop to fill) or contain (letterbox).")
    var fit = ImageRecipe.Fit.cover

    @Option(help: "jpeg, png, webp, avif, or auto (the source's format where it is written).")
    var format = ImageRecipe.OutputFormat.jpeg

    @Option(help: "JPEG, WebP and AVIF quality, 1–100.")
    var quality = 85

    @Option(help: "Output directory (each feature writes into a sub-folder named after it).")
    var out = "out/thumbnails"

    @Option(help: "Images processed at once (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var data: DataOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        switch (feature, input) {
        case (nil, nil): throw ValidationError("Give --feature NAME or --input LIST.")
        case (.some, .some): throw ValidationError("Give --feature or --input, not both.")
        case (let feature?, nil):
            guard feature == "all" || CatalogEnvironment.feature(named: feature) != nil else {
                let names = CatalogEnvironment.features.map(\.name).joined(separator: ", ")
                throw ValidationError("Unknown feature \"\(feature)\"; choose one of \(names), or all.")
            }
            guard shard == nil else { throw ValidationError("--shard works with --input only.") }
            if feature == "all" { try data.validateForAllFeatures() }
        case (nil, .some):
            if let shard, CatalogueShard(shard) == nil {
                throw ValidationError(
                    "--shard must be I/N with 0 ≤ I < N ≤ \(CatalogueShard.maxCount), e.g. 0/4; got \"\(shard)\"."
                )
            }
        }
        if let deadline {
            guard deadline.isFinite, deadline > 0, deadline <= 7 * 86_400 else {
                throw ValidationError(
                    "--deadline must be more than 0 and at most 604800 seconds (7 days); got \(deadline.formatted())."
                )
            }
        }
        guard (1...1_000).contains(hostFailures) else {
            throw ValidationError("--host-failures must be between 1 and 1000.")
        }
        guard size > 0, size <= 4096 else { throw ValidationError("--size must be between 1 and 4096.") }
        guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100.") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64.") }
    }

    struct Manifest: Encodable {
        var feature: String
        var source: String
        var recipe: String
        var images: [Entry]
        var summary: ThumbnailBatch.Summary
    }

    struct Entry: Encodable {
        var id: String
        var label: String
        var url: String
        var result: ThumbnailBatch.Result
    }

    var recipe: ImageRecipe {
        ImageRecipe(width: size, height: size, fit: fit, format: format, quality: quality)
    }

    func run() async throws {
        if let input {
            try await runList(input)
            return
        }
        let feature = feature ?? "all"
        let selected =
            feature == "all"
            ? CatalogEnvironment.features : CatalogEnvironment.feature(named: feature).map { [$0] } ?? []
        var failures = 0
        for feature in selected {
            let hostBudget = HostBudget(limit: hostFailures)
            let environment = try CatalogEnvironment.make(
                for: feature,
                options: data,
                jobs: jobs,
                hostBudget: hostBudget
            )
            let images: [FeatureImage]
            do {
                images = try await feature.images(context: environment.context)
            } catch {
                StandardError.print("\(feature.name): \(ToolHints.message(for: error))")
                failures += 1
                continue
            }
            let directory = URL(fileURLWithPath: out).appendingPathComponent(feature.name)
            var batch = ThumbnailBatch(pipeline: environment.pipeline, jobs: jobs, outputDirectory: directory)
            batch.placeholderOnLoadFailure = true
            batch.hostBudget = hostBudget
            let items = images.map {
                ThumbnailBatch.Item(source: $0.url, label: $0.url.absoluteString, outputName: $0.id)
            }
            let progress = Progress(total: items.count, label: feature.name, quiet: global.quiet || global.json)
            let report = await batch.run(items, recipe: recipe) { result in
                progress.advance()
                if global.json { JSONLines.print(result) }
            }
            progress.finish()
            // Results come in the items' order, so each entry is the item's own, even when two share a URL.
            let entries = zip(images, report.results).map { image, result in
                Entry(id: image.id, label: image.label, url: image.url.absoluteString, result: result)
            }
            let manifest = Manifest(
                feature: feature.name,
                source: data.isLive ? "live" : "bundled",
                recipe: recipe.canonical,
                images: entries,
                summary: report.summary
            )
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            // The manifest is written last, so its presence means the batch finished: never after an interrupt.
            try Task.checkCancellation()
            try AtomicFile.write(try encoder.encode(manifest), to: directory.appendingPathComponent("manifest.json"))
            for result in report.results where result.error != nil {
                let kind = result.placeholder == true ? "placeholder" : "failed"
                if !global.quiet && !global.json {
                    StandardError.print("  \(kind): \(result.error ?? result.input)")
                }
            }
            if global.json {
                JSONLines.print(["summary": report.summary])
            } else if !global.quiet {
                print("\(feature.name): \(report.summaryLine) → \(directory.path)")
            }
            failures += report.summary.failed
        }
        if failures > 0 { throw ExitCode.failure }
    }

    /// `--input LIST`: one shard of a catalogue list, streamed, resumable.
    private func runList(_ list: String) async throws {
        let shard = self.shard.flatMap(CatalogueShard.init) ?? .all
        let directory = URL(fileURLWithPath: out)
        let hostBudget = HostBudget(limit: hostFailures)
        let run = CatalogueRun(
            pipeline: try CatalogEnvironment.makeListPipeline(options: data, jobs: jobs, hostBudget: hostBudget),
            recipe: recipe,
            shard: shard,
            outputDirectory: directory,
            jobs: jobs,
            deadline: deadline.map { .milliseconds(Int($0 * 1000)) },
            hostBudget: hostBudget
        )
        var reported = 0
        var badManifestLines = 0
        let summary = try await run.run(list: list) { line in
            if global.json {
                JSONLines.print(line)
            } else if line.status == .failed, !global.quiet {
                // Item, source and reason: the reason alone may not name the source (an HTTP status, a decode).
                StandardError.print(
                    "  failed: \(line.id) (line \(line.line), \(line.url)): \(line.error ?? "unknown reason")"
                )
            }
        } onBadLine: { error in
            // The first 20 are shown; a list with thousands of bad lines would drown the rest.
            reported += 1
            if reported <= 20 {
                StandardError.print("  skipped \(error)")
            } else if reported == 21 {
                StandardError.print("  (further bad lines are counted in the summary)")
            }
        }
        if shard.count == 1 && !summary.stoppedAtDeadline {
            // A whole-list run merges its own manifest; sharded runs leave it to `thumbnails merge`.
            try Task.checkCancellation()
            AllocatorTuning.releaseFreedMemory()
            let merged = try await CatalogueMerge.merge(directory: directory) { bad in
                StandardError.print("  bad manifest line, kept out: \(bad)")
            }
            badManifestLines = merged.badLines
        }
        if global.json {
            JSONLines.print(["summary": summary])
        } else if !global.quiet {
            var line = "shard \(summary.shard): \(summary.items) items, \(summary.done) done, \(summary.failed) failed"
            if summary.skipped > 0 { line += ", \(summary.skipped) skipped" }
            line += ", \(summary.resumed) already done, \(summary.badLines) bad lines, \(summary.duplicates) duplicates"
            line += String(format: ", %.2f s → %@", summary.milliseconds / 1000, directory.path)
            print(line)
        }
        if summary.stoppedAtDeadline {
            StandardError.print("stopped at the deadline; run the same command again to finish the rest")
        }
        if summary.skipped > 0 {
            // Never covered by --allow-failures: these items were not tried, and a re-run can make them.
            let hosts = summary.skippedByHost.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value) items)" }
            StandardError.print(
                "\(summary.skipped) items skipped because their host kept failing: \(hosts.joined(separator: ", ")); "
                    + "run the same command again to try them"
            )
        }
        if summary.stoppedAtDeadline || summary.skipped > 0 || badManifestLines > 0 { throw ExitCode.failure }
        if summary.failed + summary.badLines + summary.duplicates > 0 && !allowFailures { throw ExitCode.failure }
    }
}
