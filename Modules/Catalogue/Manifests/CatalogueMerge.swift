public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Combines the shard manifests of an output directory into one `manifest.json` (`{"items": […], "failures": […],
/// "badLines": […], "summary": {…}}`): one entry per id (a `done` line wins over a `failed` one, a later line over
/// an earlier one), the failures listed, and which shards are missing.
///
/// Lines are checked, not trusted: an id must belong to the shard whose manifest holds it and appear in only one
/// manifest; a finished line's output must be a plain name inside the directory, there as a regular file of the
/// recorded size. A line that fails a check is a *bad line*: reported with its file and line number, listed under
/// `badLines`, and kept out of `items` (an earlier good line of the same id still counts).
///
/// ```swift
/// let summary = try await CatalogueMerge.merge(directory: URL(fileURLWithPath: "/data/thumbnails"))
/// print(summary.items, summary.badLines, summary.missingShards)
/// ```
public enum CatalogueMerge {
    /// An item that did not become a thumbnail.
    public struct Failure: Encodable, Equatable, Sendable {
        public var id: String
        public var url: String
        public var line: Int
        public var error: String
    }

    /// A manifest line kept out of `manifest.json`, and why.
    public struct BadLine: Encodable, Equatable, Sendable, CustomStringConvertible {
        /// The manifest's file name.
        public var file: String
        /// 1-based line number in that file.
        public var line: Int
        public var reason: String

        public var description: String { "\(file) line \(line): \(reason)" }
    }

    /// What the merge found.
    public struct Summary: Encodable, Equatable, Sendable {
        public var items: Int
        public var done: Int
        public var failed: Int
        /// Items not tried because their host kept failing (listed with the failures; a re-run of the shard tries them).
        public var skipped: Int
        /// Manifest lines that failed a check, kept out of `items`.
        public var badLines: Int
        /// The shard manifests merged, as `I/N`.
        public var shards: [String]
        /// Shards of the same N without a manifest: their items are not in this merge.
        public var missingShards: [String]
    }

    /// The shard manifests in `directory`, as (shard, file name): the largest N first (the latest sharding, whose
    /// line wins when an id is in manifests of two shardings), then by index.
    /// The folder is read entry by entry and only manifest names are kept: it may hold a million thumbnails, whose
    /// names as one array took 15–40 MB.
    static func shardManifests(in directory: URL) throws(CatalogueError) -> [(CatalogueShard, String)] {
        guard let stream = opendir(directory.path) else {
            let reason = String(cString: strerror(errno))
            throw .fileSystem(path: directory.path, reason: "cannot list the directory (\(reason))")
        }
        defer { closedir(stream) }
        let prefix = Array("manifest.shard-".utf8)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
                guard bytes.starts(with: prefix), let base = bytes.baseAddress else { return nil }
                return String(cString: base.assumingMemoryBound(to: CChar.self))
            }
            if let name { names.append(name) }
        }
        return
            names
            .compactMap { name -> (CatalogueShard, String)? in
                guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".jsonl") else { return nil }
                let middle = name.dropFirst("manifest.shard-".count).dropLast(".jsonl".count)
                let parts = middle.components(separatedBy: "-of-")
                guard parts.count == 2, let shard = CatalogueShard("\(parts[0])/\(parts[1])") else { return nil }
                return (shard, name)
            }
            .sorted { (-$0.0.count, $0.0.index) < (-$1.0.count, $1.0.index) }
    }

    /// Merges the shard manifests of `directory` into `manifest.json` there, and returns the summary; `onBadLine`
    /// sees each bad line as it is found. Streamed: each shard manifest is read twice (once to check lines and find
    /// each id's winning line, once to copy those out), so memory is 16 bytes a line of one shard (``CatalogueWinners``)
    /// plus, when more manifests follow, 16 bytes a line of those merged before (to keep an id out of a second
    /// manifest), never the entries themselves. Temporaries a killed merge left are swept first.
    public static func merge(
        directory: URL,
        onBadLine: (BadLine) -> Void = { _ in }
    ) async throws(CatalogueError) -> Summary {
        TemporaryFiles.sweep(in: directory)
        let manifests = try shardManifests(in: directory)
        guard !manifests.isEmpty else {
            throw .fileSystem(path: directory.path, reason: "no shard manifests (manifest.shard-I-of-N.jsonl) here")
        }
        let output = directory.appendingPathComponent("manifest.json")
        let writer = try StreamedFile(destination: output)
        let failures = try StreamedFile(destination: output.appendingPathExtension("failures"))
        let bad = try StreamedFile(destination: output.appendingPathExtension("bad"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var counts = (items: 0, failed: 0, skipped: 0, bad: 0)
        /// The winners of the manifests merged before, to keep their ids out of later ones.
        var merged: [CatalogueWinners] = []
        try writer.append(#"{"items":["#)
        for (position, (shard, name)) in manifests.enumerated() {
            let path = directory.appendingPathComponent(name).path
            // Pass 1: check every line; the winning good line of each id (done over failed, later over earlier).
            var winners = CatalogueWinners()
            var failure: CatalogueError?
            try await CatalogueManifestWriter.read(path: path) { number, line in
                let key = CatalogueShard.hash(of: line.id)
                let reason =
                    merged.contains { $0.contains(key) }
                    ? "id \"\(line.id)\" is also in another shard manifest merged before this one"
                    : problem(with: line, shard: shard, directory: directory)
                if let reason {
                    let entry = BadLine(file: name, line: number, reason: reason)
                    onBadLine(entry)
                    do throws(CatalogueError) {
                        try bad.append((counts.bad == 0 ? "" : ",\n") + encoded(entry, encoder))
                    } catch {
                        failure = error
                    }
                    counts.bad += 1
                    return
                }
                winners.record(hash: key, line: number, done: line.status == .done)
            }
            if let failure { throw failure }
            winners.seal()
            // Pass 2: copy the winners out, in the order they were finished.
            try await CatalogueManifestWriter.read(path: path) { number, line in
                guard failure == nil, winners.isWinner(hash: CatalogueShard.hash(of: line.id), line: number) else {
                    return
                }
                do throws(CatalogueError) {
                    try writer.append((counts.items == 0 ? "" : ",\n") + encoded(line, encoder))
                    if line.status != .done {
                        let entry = Failure(id: line.id, url: line.url, line: line.line, error: line.error ?? "unknown")
                        let first = counts.failed + counts.skipped == 0
                        try failures.append((first ? "" : ",\n") + encoded(entry, encoder))
                        if line.status == .skipped { counts.skipped += 1 } else { counts.failed += 1 }
                    }
                } catch {
                    failure = error
                }
                counts.items += 1
            }
            if let failure { throw failure }
            if position + 1 < manifests.count { merged.append(winners) }
        }
        // For the largest N present (the latest sharding, normally the only one), which shards left no manifest.
        let count = manifests.map(\.0.count).max() ?? 1
        let present = Set(manifests.filter { $0.0.count == count }.map(\.0.index))
        let missing = (0..<count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
        let summary = Summary(
            items: counts.items,
            done: counts.items - counts.failed - counts.skipped,
            failed: counts.failed,
            skipped: counts.skipped,
            badLines: counts.bad,
            shards: manifests.sorted { ($0.0.count, $0.0.index) < ($1.0.count, $1.0.index) }.map(\.0.description),
            missingShards: missing
        )
        try writer.append("],\n" + #""failures":["#)
        try failures.copy(into: writer)
        failures.discard()
        try writer.append("],\n" + #""badLines":["#)
        try bad.copy(into: writer)
        bad.discard()
        try writer.append("],\n" + #""summary":"# + encoded(summary, encoder) + "}\n")
        try writer.commit()
        return summary
    }

    /// Why `line` of `shard`'s manifest cannot be merged, or nil when it can.
    static func problem(with line: CatalogueManifestLine, shard: CatalogueShard, directory: URL) -> String? {
        guard shard.contains(line.id) else {
            return "id \"\(line.id)\" does not belong to shard \(shard) (its shard is "
                + "\(CatalogueShard.shard(of: line.id, count: shard.count))/\(shard.count))"
        }
        guard line.status == .done else { return nil }
        guard let output = line.output else { return "a finished line names no output" }
        guard !output.isEmpty, !output.contains("/"), !output.contains("\0"), output != ".", output != "..",
            !output.hasPrefix(".")
        else { return "output \"\(output)\" is not a file name inside the output directory" }
        var status = stat()
        // lstat: a link in an output's place is not an output, wherever it points.
        guard lstat(directory.appendingPathComponent(output).path, &status) == 0 else {
            return "output \"\(output)\" does not exist"
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return "output \"\(output)\" is not a regular file" }
        if let bytes = line.bytes, Int(status.st_size) != bytes {
            return "output \"\(output)\" has \(status.st_size) bytes, the line says \(bytes)"
        }
        return nil
    }

    private static func encoded(_ value: some Encodable, _ encoder: JSONEncoder) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
