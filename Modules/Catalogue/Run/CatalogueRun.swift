import Crypto
public import Foundation
public import ImagePipeline

/// Makes the thumbnails of one shard of a catalogue list: streams the list, keeps the shard's items, skips those a
/// previous run finished (same output bytes, same cache key), processes the rest with bounded parallelism, writes
/// each output atomically and appends its manifest line as it finishes. Memory follows the items in flight and a
/// few bytes per id (seen in the list, finished in the previous manifest), never the list or the manifest.
///
/// ```swift
/// let run = CatalogueRun(pipeline: pipeline, recipe: recipe, shard: .all, outputDirectory: out, jobs: 2,
///                        deadline: nil, hostBudget: budget)
/// let summary = try await run.run(list: "catalog.jsonl", onLine: { _ in }, onBadLine: { _ in })
/// ```
public struct CatalogueRun: Sendable {
    /// What one run did.
    public struct Summary: Encodable, Sendable {
        public var shard: String
        /// Items of this shard in the list (bad lines and duplicates not counted).
        public var items = 0
        public var done = 0
        public var failed = 0
        /// Items not tried because their host had failed too often in a row in this run; a re-run tries them.
        public var skipped = 0
        /// ``skipped`` by host.
        public var skippedByHost: [String: Int] = [:]
        /// Items a previous run had finished, kept as they were.
        public var resumed = 0
        public var badLines = 0
        public var duplicates = 0
        /// Decodes this run made (a resumed item costs none).
        public var decoded = 0
        /// Whether the deadline stopped the run before the end of the list.
        public var stoppedAtDeadline = false
        public var milliseconds = 0.0
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
        case read(Result<CatalogueItemSource.Entry?, CatalogueError>, CatalogueItemSource)
    }

    let pipeline: ImagePipeline
    let recipe: ImageRecipe
    let shard: CatalogueShard
    let outputDirectory: URL
    let jobs: Int
    let deadline: Duration?
    let hostBudget: HostBudget

    /// A run of `shard` into `outputDirectory`, `jobs` items at once, stopping new items after `deadline`. The
    /// pipeline's loader should report to `hostBudget` (``HostBudgetLoader``), which the run asks before each item.
    public init(
        pipeline: ImagePipeline,
        recipe: ImageRecipe,
        shard: CatalogueShard,
        outputDirectory: URL,
        jobs: Int,
        deadline: Duration?,
        hostBudget: HostBudget
    ) {
        self.pipeline = pipeline
        self.recipe = recipe
        self.shard = shard
        self.outputDirectory = outputDirectory
        self.jobs = jobs
        self.deadline = deadline
        self.hostBudget = hostBudget
    }

    /// Runs the list at `path` (`-` for standard input); `onLine` sees each manifest line as it is written,
    /// `onBadLine` each skipped line.
    public func run(
        list path: String,
        onLine: (CatalogueManifestLine) -> Void,
        onBadLine: (CatalogueLineError) -> Void
    ) async throws(CatalogueError) -> Summary {
        let start = ContinuousClock.now
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: outputDirectory.path, reason: error.localizedDescription)
        }
        // What killed runs (of any shard, or a merge) left half written; a live writer's temporaries are locked.
        TemporaryFiles.sweep(in: outputDirectory)
        let manifestPath = outputDirectory.appendingPathComponent(shard.manifestName).path
        let finished = try await CatalogueResumeIndex.load(manifestPath: manifestPath)
        let writer = try CatalogueManifestWriter(path: manifestPath)
        var source: CatalogueItemSource? = try CatalogueItemSource(
            path: path,
            shard: shard,
            expectedIds: finished.finishedLines
        )
        var summary = Summary(shard: shard.description)
        let decodesBefore = pipeline.statistics.decodes
        var failure: CatalogueError?

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
                        let owned = taken
                        do throws(CatalogueError) {
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
                        let previous = finished.finishedLine(for: item.id)
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
                    do throws(CatalogueError) {
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
        // Once more at the end: a temporary a writer killed just before this run started was too new (under 2 s)
        // for the first sweep; this run's own temporaries are all renamed by now, and a live writer's stay locked.
        TemporaryFiles.sweep(in: outputDirectory)
        return summary
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
                sha256: Self.digest(of: response.data),
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
    /// recorded size and SHA-256, for the same source, and the cache key (source bytes, recipe, pipeline version)
    /// is the same. A line without a digest (an older manifest) is made again.
    private func isStillValid(
        _ previous: CatalogueManifestLine,
        item: CatalogueItem,
        request: ImageRequest
    ) async -> Bool {
        guard previous.url == item.source, let output = previous.output, let bytes = previous.bytes,
            let digest = previous.sha256,
            output == CatalogueFileName.make(for: item.id) + "." + (output.split(separator: ".").last ?? ""),
            let data = try? FileDataLoader(maxBytes: bytes).readFile(
                at: outputDirectory.appendingPathComponent(output)
            ),
            data.count == bytes, Self.digest(of: data) == digest
        else { return false }
        return (try? await pipeline.cacheKey(for: request)) == previous.cacheKey
    }

    /// SHA-256 of `data`, in lowercase hex.
    static func digest(of data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
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
