import ArgumentParser
import FeatureKit
import Foundation
import ImagePipeline

/// `catalog-tool thumbnails --feature NAME`: a square thumbnail of every image a feature shows, plus a manifest.
struct ThumbnailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnails",
        abstract: "Write a square thumbnail of every image a feature shows, and manifest.json.",
        discussion: """
            Examples:
              catalog-tool thumbnails --feature recipes
              catalog-tool thumbnails --feature all --size 128 --format png --out thumbs
              catalog-tool thumbnails --feature recipes --source live
            Images whose host cannot be reached get a placeholder (listed with the reason); images that cannot be
            decoded fail the run (exit 1) after all the others are written. A second run is served from the cache.
            """
    )

    @Option(help: "A feature name (see `catalog-tool features`) or all.")
    var feature: String

    @Option(help: "Side of the square thumbnail in pixels.")
    var size = 256

    @Option(help: "cover (crop to fill) or contain (letterbox).")
    var fit = ImageRecipe.Fit.cover

    @Option(help: "jpeg, png, or auto (same family as the source).")
    var format = ImageRecipe.OutputFormat.jpeg

    @Option(help: "JPEG quality, 1–100.")
    var quality = 85

    @Option(help: "Output directory (each feature writes into a sub-folder named after it).")
    var out = "out/thumbnails"

    @Option(help: "Images processed at once (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var data: DataOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard feature == "all" || CatalogEnvironment.feature(named: feature) != nil else {
            let names = CatalogEnvironment.features.map(\.name).joined(separator: ", ")
            throw ValidationError("Unknown feature \"\(feature)\"; choose one of \(names), or all.")
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

    func run() async throws {
        let selected =
            feature == "all"
            ? CatalogEnvironment.features : CatalogEnvironment.feature(named: feature).map { [$0] } ?? []
        var failures = 0
        for feature in selected {
            let environment = try CatalogEnvironment.make(for: feature, options: data, jobs: jobs)
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
            let items = images.map {
                ThumbnailBatch.Item(source: $0.url, label: $0.url.absoluteString, outputName: $0.id)
            }
            let recipe = ImageRecipe(width: size, height: size, fit: fit, format: format, quality: quality)
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
}
