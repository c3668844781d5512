import Foundation
import ImagePipeline

/// Makes the thumbnails of one shard of a catalogue list: streams the list, keeps the shard's items, skips those a
/// previous run finished (same output, same cache key), processes the rest with bounded parallelism, writes each
/// output atomically and appends its manifest line as it finishes. Memory follows the items in flight and a few
/// bytes per id seen, never the list.
struct CatalogueRun {
    struct Summary: Encodable, Sendable {
        var shard: String
        /// Items of this shard in the list (bad lines and duplicates not counted).
        var items = 0
        var done = 0
        var failed = 0
        /// Items not tried because their host had failed too often in a row in this run; a re-run tries them.
        var skipped = 0
        /// ``skipped`` by host.
        var skippedByHost: [String: Int] = [:]
        /// Items a previous run had finished, kept as they were.
        var resumed = 0
        var badLines = 0
        var duplicates = 0
        /// Decodes this run made (a resumed item costs none).
        var decoded = 0
        /// Whether the deadline stopped the run before the end of the list.
        var stoppedAtDeadline = false
        var milliseconds = 0.0
    }

    /// What became of one item.
    enum Outcome: Sendable {
        case finished(CatalogueManifestLine)
        case resumed
        /// Stopped by Ctrl-C or the deadline: no line is written, so the next run does it.
        case cancelled
        case deadline
        case timerStopped
        /// The next entry of the list, and the source handed back.
        case read(Result<CatalogueItemSource.Entry?, ToolError>, CatalogueItemSource)
    }

    let pipeline: ImagePipeline
    let recipe: ImageRecipe
    let shard: CatalogueShard
    let outputDirectory: URL
    let jobs: Int
    let deadline: Duration?
    let hostBudget: HostBudget

    /// Runs the list at `path` (`-` for standard input); `onLine` sees each manifest line as it is written,
    /// `onBadLine` each skipped line.
    func run(
        list path: String,
        onLine: (CatalogueManifestLine) -> Void,
        onBadLine: (CatalogueLineError) -> Void
    ) async throws(ToolError) -> Summary {
        let start = ContinuousClock.now
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: outputDirectory.path, reason: error.localizedDescription)
        }
        // Output files of this shard's ids are written by this shard only, so what a killed run of it left half
        // written (tagged with the shard) can go.
        _ = AtomicFile.removeTemporaries(in: outputDirectory, tag: shard.temporaryTag)
        let manifestPath = outputDirectory.appendingPathComponent(shard.manifestName).path
        let finished = try await Self.finishedItems(manifestPath: manifestPath)
        let writer = try CatalogueManifestWriter(path: manifestPath)
        var source: CatalogueItemSource? = try CatalogueItemSource(path: path, shard: shard)
        var summary = Summary(shard: shard.description)
        let decodesBefore = pipeline.statistics.decodes
        var failure: ToolError?

        // One loop owns the list and the manifest. Reading the next line is itself a child task, which takes the
        // source and hands it back with the entry, so results are written as items finish even while the list
        // (a pipe fed by a slow producer) has nothing more to give.
        await withTaskGroup(of: Outcome.self) { group in
            if let deadline {
                group.addTask {
                    do {
                        try await Task.sleep(for: deadline)
                        return .deadline
                    } catch {
                        return .timerStopped
                    }
                }
            }
            var inFlight = 0
            var reading = false
            var stopped = false
            let capacity = jobs * 2
            while true {
                if !stopped, !reading, inFlight < capacity, !Task.isCancelled, let taken = source {
                    source = nil
                    reading = true
                    group.addTask {
                        var owned = taken
                        do throws(ToolError) {
                            return .read(.success(try await owned.next()), owned)
                        } catch {
                            return .read(.failure(error), owned)
                        }
                    }
                }
                if inFlight == 0 && !reading { break }
                guard let outcome = await group.next() else { break }
                switch outcome {
                case .read(let entry, let returned):
                    reading = false
                    source = returned
                    switch entry {
                    case .failure(let error):
                        failure = error
                        stopped = true
                    case .success(nil):
                        stopped = true
                    case .success(.bad(let error)?):
                        summary.badLines += 1
                        onBadLine(error)
                    case .success(.duplicate(let error)?):
                        summary.duplicates += 1
                        onBadLine(error)
                    case .success(.item(let item)?):
                        summary.items += 1
                        let previous = finished[CatalogueShard.hash(of: item.id)]
                        group.addTask { await process(item, previous: previous) }
                        inFlight += 1
                    }
                case .finished(let line):
                    inFlight -= 1
                    switch line.status {
                    case .done: summary.done += 1
                    case .failed: summary.failed += 1
                    case .skipped: summary.skipped += 1
                    }
                    do throws(ToolError) {
                        try writer.write(line)
                    } catch {
                        failure = error
                        stopped = true
                        group.cancelAll()
                    }
                    onLine(line)
                case .resumed:
                    inFlight -= 1
                    summary.resumed += 1
                case .cancelled:
                    inFlight -= 1
                case .deadline:
                    summary.stoppedAtDeadline = true
                    stopped = true
                    group.cancelAll()
                case .timerStopped:
                    break
                }
            }
            // The list is done (or the run stopped): the deadline timer has nothing left to stop.
            group.cancelAll()
        }
        source?.close()
        if let failure { throw failure }
        summary.skippedByHost = await hostBudget.skippedByHost
        summary.decoded = pipeline.statistics.decodes - decodesBefore
        summary.milliseconds = (ContinuousClock.now - start).seconds * 1000
        return summary
    }

    /// The finished items of a previous run's manifest, by id hash: output name, size and cache key.
    static func finishedItems(manifestPath: String) async throws(ToolError) -> [UInt64: CatalogueManifestLine] {
        var finished: [UInt64: CatalogueManifestLine] = [:]
        try await CatalogueManifestWriter.read(path: manifestPath) { line in
            let key = CatalogueShard.hash(of: line.id)
            if line.status == .done {
                // Only what resuming needs is kept.
                finished[key] = CatalogueManifestLine(
                    id: "",
                    url: line.url,
                    line: 0,
                    status: .done,
                    output: line.output,
                    bytes: line.bytes,
                    cacheKey: line.cacheKey
                )
            } else {
                finished[key] = nil
            }
        }
        return finished
    }

    private func process(_ item: CatalogueItem, previous: CatalogueManifestLine?) async -> Outcome {
        let request = ImageRequest(url: item.url, recipe: recipe)
        if let previous, await isStillValid(previous, item: item, request: request) { return .resumed }
        if let refusal = await hostBudget.refusal(for: item.url) {
            return .finished(failedLine(item, refusal, status: .skipped))
        }
        do {
            // The pipeline's loader (``HostBudgetLoader``) tells the budget what each fetch said about its host.
            let response = try await pipeline.thumbnail(for: request)
            let name = CatalogueFileName.make(for: item.id) + "." + response.format.fileExtension
            try AtomicFile.write(
                response.data,
                to: outputDirectory.appendingPathComponent(name),
                temporaryTag: shard.temporaryTag
            )
            var line = CatalogueManifestLine(
                id: item.id,
                url: item.source,
                line: item.line,
                status: .done,
                output: name,
                bytes: response.data.count,
                width: response.width,
                height: response.height,
                cacheKey: response.cacheKey,
                cache: response.cacheTier?.rawValue ?? "miss"
            )
            line.extra = item.extra.isEmpty ? nil : item.extra
            return .finished(line)
        } catch ImagePipelineError.cancelled {
            return .cancelled
        } catch {
            if Task.isCancelled { return .cancelled }
            return .finished(failedLine(item, "\(error)"))
        }
    }

    /// Whether a previous run's output for `item` is still what this run would write: the file is there with the
    /// recorded size, for the same source, and the cache key (source bytes, recipe, pipeline version) is the same.
    private func isStillValid(
        _ previous: CatalogueManifestLine,
        item: CatalogueItem,
        request: ImageRequest
    ) async -> Bool {
        guard previous.url == item.source, let output = previous.output, let bytes = previous.bytes,
            output == CatalogueFileName.make(for: item.id) + "." + (output.split(separator: ".").last ?? ""),
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: outputDirectory.appendingPathComponent(output).path
            ),
            (attributes[.size] as? NSNumber)?.intValue == bytes
        else { return false }
        return (try? await pipeline.cacheKey(for: request)) == previous.cacheKey
    }

    private func failedLine(
        _ item: CatalogueItem,
        _ reason: String,
        status: CatalogueManifestLine.Status = .failed
    ) -> CatalogueManifestLine {
        CatalogueManifestLine(
            id: item.id,
            url: item.source,
            line: item.line,
            status: status,
            error: reason,
            extra: item.extra.isEmpty ? nil : item.extra
        )
    }
}
