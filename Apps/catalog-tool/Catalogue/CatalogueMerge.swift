import Foundation

/// Combines the shard manifests of an output directory into one `manifest.json` (`{"items": […], "failures": […],
/// "summary": {…}}`): one entry per id (a `done` line wins over a `failed` one, a later line over an earlier one),
/// the failures listed, and which shards are missing.
struct CatalogueMerge {
    struct Failure: Encodable, Equatable {
        var id: String
        var url: String
        var line: Int
        var error: String
    }

    struct Summary: Encodable, Equatable {
        var items: Int
        var done: Int
        var failed: Int
        /// Items not tried because their host kept failing (listed with the failures; a re-run of the shard tries them).
        var skipped: Int
        /// The shard manifests merged, as `I/N`.
        var shards: [String]
        /// Shards of the same N without a manifest: their items are not in this merge.
        var missingShards: [String]
    }

    /// The shard manifests in `directory`, as (shard, file name), in shard order.
    static func shardManifests(in directory: URL) throws(ToolError) -> [(CatalogueShard, String)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .fileSystem(path: directory.path, reason: "cannot list the directory (\(error.localizedDescription))")
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
            .sorted { ($0.0.count, $0.0.index) < ($1.0.count, $1.0.index) }
    }

    /// Merges the shard manifests of `directory` into `manifest.json` there, and returns the summary. Streamed: each
    /// shard manifest is read twice (once to find each id's winning line, once to copy those lines out), so memory
    /// is a few bytes per id of one shard, never the entries themselves. Ids of different shards never meet (the
    /// hash decides the shard); an id in manifests of different sharding (a re-run with another N) is listed once
    /// per manifest.
    static func merge(directory: URL) async throws(ToolError) -> Summary {
        let manifests = try shardManifests(in: directory)
        guard !manifests.isEmpty else {
            throw .fileSystem(path: directory.path, reason: "no shard manifests (manifest.shard-I-of-N.jsonl) here")
        }
        let output = directory.appendingPathComponent("manifest.json")
        let writer = try StreamedFile(destination: output)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var items = 0
        var failed = 0
        var skipped = 0
        let failures = try StreamedFile(destination: output.appendingPathExtension("failures"))
        try writer.append(#"{"items":["#)
        for (_, name) in manifests {
            let path = directory.appendingPathComponent(name).path
            // Pass 1: the winning line of each id (a done line over a failed one, a later line over an earlier one).
            var winners: [UInt64: (line: Int, done: Bool)] = [:]
            var index = 0
            try await CatalogueManifestWriter.read(path: path) { line in
                let key = CatalogueShard.hash(of: line.id)
                let done = line.status == .done
                if let existing = winners[key], existing.done, !done {
                    index += 1
                    return
                }
                winners[key] = (index, done)
                index += 1
            }
            // Pass 2: copy the winners out, in the order they were finished.
            index = 0
            var failure: ToolError?
            try await CatalogueManifestWriter.read(path: path) { line in
                defer { index += 1 }
                guard failure == nil, winners[CatalogueShard.hash(of: line.id)]?.line == index,
                    let data = try? encoder.encode(line)
                else { return }
                do throws(ToolError) {
                    try writer.append((items == 0 ? "" : ",\n") + String(decoding: data, as: UTF8.self))
                    if line.status != .done {
                        let entry = Failure(id: line.id, url: line.url, line: line.line, error: line.error ?? "unknown")
                        if let data = try? encoder.encode(entry) {
                            try failures.append((failed == 0 ? "" : ",\n") + String(decoding: data, as: UTF8.self))
                        }
                        if line.status == .skipped { skipped += 1 } else { failed += 1 }
                    }
                } catch {
                    failure = error
                }
                items += 1
            }
            if let failure { throw failure }
        }
        // For the largest N present (the latest sharding, normally the only one), which shards left no manifest.
        let count = manifests.map(\.0.count).max() ?? 1
        let present = Set(manifests.filter { $0.0.count == count }.map(\.0.index))
        let missing = (0..<count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
        let summary = Summary(
            items: items,
            done: items - failed - skipped,
            failed: failed,
            skipped: skipped,
            shards: manifests.map(\.0.description),
            missingShards: missing
        )
        try writer.append("],\n" + #""failures":["#)
        try failures.copy(into: writer)
        failures.discard()
        let summaryData = (try? encoder.encode(summary)) ?? Data("{}".utf8)
        try writer.append("],\n" + #""summary":"# + String(decoding: summaryData, as: UTF8.self) + "}\n")
        try writer.commit()
        return summary
    }
}
