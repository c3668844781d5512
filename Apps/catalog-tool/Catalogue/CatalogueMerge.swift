import Foundation

/// Combines the shard manifests of an output directory into one `manifest.json`: one entry per id (a `done` line
/// wins over a `failed` one, a later line over an earlier one), the failures listed, and which shards are missing.
struct CatalogueMerge {
    struct Manifest: Encodable {
        var items: [CatalogueManifestLine]
        var failures: [Failure]
        var summary: Summary
    }

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

    /// Merges the shard manifests of `directory`.
    static func merge(directory: URL) async throws(ToolError) -> Manifest {
        let manifests = try shardManifests(in: directory)
        guard !manifests.isEmpty else {
            throw .fileSystem(path: directory.path, reason: "no shard manifests (manifest.shard-I-of-N.jsonl) here")
        }
        var entries: [String: CatalogueManifestLine] = [:]
        for (_, name) in manifests {
            try await CatalogueManifestWriter.read(path: directory.appendingPathComponent(name).path) { line in
                if let existing = entries[line.id], existing.status == .done, line.status == .failed { return }
                entries[line.id] = line
            }
        }
        let items = entries.values.sorted { $0.id < $1.id }
        let failures = items.filter { $0.status == .failed }.map {
            Failure(id: $0.id, url: $0.url, line: $0.line, error: $0.error ?? "unknown")
        }
        // For the largest N present (the latest sharding, normally the only one), which shards left no manifest.
        let count = manifests.map(\.0.count).max() ?? 1
        let present = Set(manifests.filter { $0.0.count == count }.map(\.0.index))
        let missing = (0..<count).filter { !present.contains($0) }.map { "\($0)/\(count)" }
        let summary = Summary(
            items: items.count,
            done: items.count - failures.count,
            failed: failures.count,
            shards: manifests.map(\.0.description),
            missingShards: missing
        )
        return Manifest(items: items, failures: failures, summary: summary)
    }
}
