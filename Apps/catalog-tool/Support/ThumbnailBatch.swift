import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering

/// Runs thumbnail requests with bounded parallelism, writes each result atomically, and reports every item,
/// failures included, so one bad image never stops the rest.
struct ThumbnailBatch {
    struct Item: Sendable {
        var source: URL
        /// How the item is named in reports (a path or URL).
        var label: String
        /// The output file name without extension; defaults to the source's.
        var outputName: String?
    }

    struct Result: Encodable, Sendable {
        var input: String
        var output: String?
        var milliseconds: Double
        var bytes: Int?
        var width: Int?
        var height: Int?
        /// `miss`, `memory` or `disk`.
        var cache: String?
        var error: String?
        /// The source could not be loaded and a placeholder was written instead (the error says why).
        var placeholder: Bool?
    }

    struct Summary: Encodable, Sendable {
        var done: Int
        var failed: Int
        var placeholders: Int
        var cacheHits: Int
        var milliseconds: Double
    }

    struct Report: Sendable {
        /// One result per item, in the items' order (never looked up by URL: two items may share a source).
        var results: [Result]
        var summary: Summary

        var summaryLine: String {
            var line = "\(summary.done) done, \(summary.failed) failed, \(summary.cacheHits) from cache"
            if summary.placeholders > 0 { line += ", \(summary.placeholders) placeholders for unreachable images" }
            line += String(format: ", %.2f s", summary.milliseconds / 1000)
            return line
        }
    }

    let pipeline: ImagePipeline
    let jobs: Int
    let outputDirectory: URL
    /// Write a placeholder when a source cannot be loaded (a dead image host), instead of failing the item.
    var placeholderOnLoadFailure = false
    /// When set, a host that failed this many loads in a row is not asked again in this batch.
    var hostBudget: HostBudget?

    func run(_ items: [Item], recipe: ImageRecipe, onResult: (Result) -> Void) async -> Report {
        let start = ContinuousClock.now
        // What a killed earlier batch left half written here (a live writer's temporaries are locked and stay).
        TemporaryFiles.sweep(in: outputDirectory)
        let names = Self.uniqueNames(items)
        var slots: [Result?] = Array(repeating: nil, count: items.count)
        await withTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            func addNext() {
                // After Ctrl-C no new item starts; those in flight end as cancelled.
                guard next < items.count, !Task.isCancelled else { return }
                let index = next
                let item = items[index]
                let name = names[index]
                next += 1
                group.addTask { (index, await process(item, name: name, recipe: recipe)) }
            }
            for _ in 0..<min(jobs, items.count) { addNext() }
            for await (index, result) in group {
                slots[index] = result
                onResult(result)
                addNext()
            }
        }
        let results = slots.compactMap { $0 }
        let failed = results.filter { $0.error != nil && $0.placeholder != true }.count
        let summary = Summary(
            done: results.count - failed,
            failed: failed,
            placeholders: results.filter { $0.placeholder == true }.count,
            cacheHits: results.filter { $0.cache == "memory" || $0.cache == "disk" }.count,
            milliseconds: Self.milliseconds(since: start)
        )
        return Report(results: results, summary: summary)
    }

    private func process(_ item: Item, name: String, recipe: ImageRecipe) async -> Result {
        let start = ContinuousClock.now
        if let refusal = await hostBudget?.refusal(for: item.source) {
            if placeholderOnLoadFailure {
                return writePlaceholder(item, name: name, recipe: recipe, reason: refusal, start: start)
            }
            return Result(input: item.label, milliseconds: Self.milliseconds(since: start), error: refusal)
        }
        do {
            // The pipeline's loader (``HostBudgetLoader``) tells the budget what each fetch said about its host.
            let response = try await pipeline.thumbnail(for: ImageRequest(url: item.source, recipe: recipe))
            let output = outputDirectory.appendingPathComponent(name + "." + response.format.fileExtension)
            try AtomicFile.write(response.data, to: output)
            return Result(
                input: item.label,
                output: output.path,
                milliseconds: Self.milliseconds(since: start),
                bytes: response.data.count,
                width: response.width,
                height: response.height,
                cache: response.cacheTier?.rawValue ?? "miss"
            )
        } catch {
            if placeholderOnLoadFailure, let error = error as? ImagePipelineError, case .loadingFailed = error {
                return writePlaceholder(item, name: name, recipe: recipe, reason: "\(error)", start: start)
            }
            return Result(input: item.label, milliseconds: Self.milliseconds(since: start), error: "\(error)")
        }
    }

    private func writePlaceholder(
        _ item: Item,
        name: String,
        recipe: ImageRecipe,
        reason: String,
        start: ContinuousClock.Instant
    ) -> Result {
        let image = Placeholder.image(for: item.label, width: recipe.width, height: recipe.height)
        let format = recipe.outputFormat(for: .jpeg)
        do {
            let data =
                format == .png ? try ImageEncoders.png(image) : try ImageEncoders.jpeg(image, quality: recipe.quality)
            let output = outputDirectory.appendingPathComponent(name + "." + format.fileExtension)
            try AtomicFile.write(data, to: output)
            return Result(
                input: item.label,
                output: output.path,
                milliseconds: Self.milliseconds(since: start),
                bytes: data.count,
                width: recipe.width,
                height: recipe.height,
                cache: "miss",
                error: reason,
                placeholder: true
            )
        } catch {
            return Result(input: item.label, milliseconds: Self.milliseconds(since: start), error: "\(error)")
        }
    }

    /// Output names from the items, each made safe for a file system and unique in the batch: no two items ever
    /// share a file, whatever their names (`a/x.png`, `b/x.png` and `c/x-2.png` give `x`, `x-2` and `x-2-2`).
    static func uniqueNames(_ items: [Item]) -> [String] {
        var taken: Set<String> = []
        return items.map { item in
            let base = safeName(item.outputName ?? item.source.deletingPathExtension().lastPathComponent)
            var name = base
            var suffix = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(suffix)"
                suffix += 1
            }
            // Lower-cased so that names differing only in case never meet on a case-insensitive volume.
            taken.insert(name.lowercased())
            return name
        }
    }

    /// A name that stays inside the output folder: no separators, no leading dot or dash, at most 100 bytes of
    /// UTF-8; anything else becomes `_`.
    static func safeName(_ name: String) -> String {
        var safe = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{7F}" ? "_" : Character(scalar)
            }
        )
        while let first = safe.first, first == "." || first == "-" { safe.removeFirst() }
        while safe.utf8.count > 100 { safe.removeLast() }
        return safe.isEmpty ? "item" : safe
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return elapsed.seconds * 1000
    }
}
