import Foundation
import Testing

@testable import Catalogue

#if canImport(Glibc)
    import Glibc
#endif

/// Shard manifests: reading them back for a resume, merging them, and what a merge refuses to trust.
@Suite struct CatalogueManifestTests {
    /// `count` ids of shard `index` of `of`.
    private static func ids(_ count: Int, inShard index: Int, of total: Int, prefix: String = "id") -> [String] {
        Array(
            (0...).lazy.map { "\(prefix)-\($0)" }.filter { CatalogueShard.shard(of: $0, count: total) == index }
                .prefix(count)
        )
    }

    /// A finished line for `id` whose output exists in `directory`.
    private static func done(_ id: String, in directory: URL) throws -> CatalogueManifestLine {
        let name = CatalogueFileName.make(for: id) + ".jpg"
        let bytes = Data("thumbnail of \(id)".utf8)
        try bytes.write(to: directory.appendingPathComponent(name))
        return CatalogueManifestLine(
            id: id,
            url: "\(id).png",
            line: 1,
            status: .done,
            output: name,
            bytes: bytes.count,
            sha256: CatalogueRun.digest(of: bytes)
        )
    }

    @Test func aManifestCutMidLineIsReadUpToItsLastWholeLineAndContinuedOnAFreshLine() async throws {
        let scratch = try Scratch()
        let path = scratch.file("manifest.shard-0-of-1.jsonl").path
        let line = CatalogueManifestLine(id: "a", url: "a.png", line: 1, status: .done, output: "a.png", bytes: 3)
        try CatalogueManifestWriter(path: path).write(line)
        // A run killed in the middle of its second line.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"id":"b","ur"#.utf8))
        try handle.close()
        var second = line
        second.id = "c"
        try CatalogueManifestWriter(path: path).write(second)
        var read: [String] = []
        try await CatalogueManifestWriter.read(path: path) { read.append("\($0):\($1.id)") }
        #expect(read == ["1:a", "3:c"])
        let finished = try await CatalogueResumeIndex.load(manifestPath: path)
        #expect(finished.finishedLines == 2 && finished.finishedLine(for: "c") == second)
        #expect(finished.finishedLine(for: "b") == nil)
    }

    @Test func theResumeIndexKeepsEachIdsLastLineAndOnlyFinishedOnes() async throws {
        // Given a manifest where ids finish, fail after finishing, and finish after failing, many times over.
        let scratch = try Scratch()
        let path = scratch.file("manifest.shard-0-of-1.jsonl").path
        let writer = try CatalogueManifestWriter(path: path)
        var expected: [String: CatalogueManifestLine] = [:]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let id = "item-\(Int.random(in: 0..<300, using: &generator))"
            let finished = Bool.random(using: &generator)
            let line = CatalogueManifestLine(
                id: id,
                url: "\(id).png",
                line: round,
                status: finished ? .done : .failed,
                output: finished ? "\(id).jpg" : nil,
                error: finished ? nil : "bad \(round)"
            )
            try writer.write(line)
            expected[id] = finished ? line : nil
        }
        // When it is indexed
        let index = try await CatalogueResumeIndex.load(manifestPath: path)
        // then each id's last line decides, read back whole from its offset.
        for number in 0..<300 {
            #expect(index.finishedLine(for: "item-\(number)") == expected["item-\(number)"])
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFONamedAsAManifestIsRefusedByNameNotWaitedOn() async throws {
        // Given a FIFO where shard 0/1's manifest belongs (nobody will ever write to it).
        let scratch = try Scratch()
        let fifo = scratch.file("manifest.shard-0-of-1.jsonl")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let expected = CatalogueError.fileSystem(path: fifo.path, reason: "a FIFO, not a regular file")
        // Then resuming from it and merging it fail at once, naming it.
        await #expect(throws: expected) { _ = try await CatalogueResumeIndex.load(manifestPath: fifo.path) }
        await #expect(throws: expected) { _ = try await CatalogueMerge.merge(directory: scratch.url) }
        #expect(throws: CatalogueError.self) { _ = try CatalogueManifestWriter(path: fifo.path) }
    }

    @Test func aLinkNamedAsAManifestIsRefusedByNameNotFollowed() async throws {
        // Given a link where shard 0/1's manifest belongs, to a file that reads as lines (issue #42: merge followed
        // a link to a system file and exited 0 with a part of the items, while the shard run refuses links).
        let scratch = try Scratch()
        let target = scratch.file("elsewhere.jsonl")
        try Data(#"{"id":"a","url":"a.png","line":1,"status":"failed","error":"x"}"#.utf8 + [0x0A]).write(to: target)
        let link = scratch.file("manifest.shard-0-of-1.jsonl")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let expected = CatalogueError.fileSystem(path: link.path, reason: "a symbolic link, not a regular file")
        // Then merging and resuming from it fail at once, naming it, and no manifest is written.
        await #expect(throws: expected) { _ = try await CatalogueMerge.merge(directory: scratch.url) }
        await #expect(throws: expected) { _ = try await CatalogueResumeIndex.load(manifestPath: link.path) }
        #expect(!FileManager.default.fileExists(atPath: scratch.file("manifest.json").path))
    }

    @Test func mergeKeepsOneEntryPerIdPreferringAFinishedLineAndListsFailures() async throws {
        let scratch = try Scratch()
        let writer = try CatalogueManifestWriter(path: scratch.file("manifest.shard-0-of-2.jsonl").path)
        let ids = Self.ids(3, inShard: 0, of: 2)
        func failed(_ id: String) -> CatalogueManifestLine {
            CatalogueManifestLine(id: id, url: "\(id).png", line: 1, status: .failed, error: "bad")
        }
        for entry in [failed(ids[0]), try Self.done(ids[1], in: scratch.url), try Self.done(ids[0], in: scratch.url)]
            + [failed(ids[2]), failed(ids[2])]
        {
            try writer.write(entry)
        }
        // A later failed line never hides a finished one.
        try writer.write(failed(ids[1]))
        let summary = try await CatalogueMerge.merge(directory: scratch.url)
        #expect(summary.items == 3 && summary.done == 2 && summary.failed == 1 && summary.badLines == 0)
        #expect(summary.shards == ["0/2"] && summary.missingShards == ["1/2"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("manifest.json"))) as? [String: Any]
        )
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(
            items.map { "\($0["id"] ?? "")=\($0["status"] ?? "")" }.sorted()
                == ["\(ids[0])=done", "\(ids[1])=done", "\(ids[2])=failed"].sorted()
        )
        #expect((document["failures"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [ids[2]])
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test func mergeReportsTamperedLinesByFileAndNumberAndKeepsThemOut() async throws {
        // Given two shard manifests with good lines and, in between, lines an attacker wrote.
        let scratch = try Scratch()
        let zero = Self.ids(4, inShard: 0, of: 2)
        let one = Self.ids(2, inShard: 1, of: 2)
        let first = try CatalogueManifestWriter(path: scratch.file("manifest.shard-0-of-2.jsonl").path)
        try first.write(try Self.done(zero[0], in: scratch.url))  // 1: good
        let missing = try Self.done(zero[1], in: scratch.url)
        try FileManager.default.removeItem(at: scratch.file(try #require(missing.output)))
        try first.write(missing)  // 2: output does not exist
        var outside = try Self.done(zero[2], in: scratch.url)
        outside.output = "../../OUTSIDE.jpg"
        try first.write(outside)  // 3: output outside the folder
        try first.write(try Self.done(one[0], in: scratch.url))  // 4: id of the other shard
        var resized = try Self.done(zero[3], in: scratch.url)
        resized.bytes = 1
        try first.write(resized)  // 5: size does not match
        let second = try CatalogueManifestWriter(path: scratch.file("manifest.shard-1-of-2.jsonl").path)
        try second.write(try Self.done(one[1], in: scratch.url))  // 1: good
        try second.write(try Self.done(one[0], in: scratch.url))  // 2: good (its shard), also planted in shard 0
        // When they are merged
        var reported: [String] = []
        let summary = try await CatalogueMerge.merge(directory: scratch.url) {
            reported.append("\($0.file):\($0.line)")
        }
        // then each bad line is named by file and line, and only good lines are items.
        #expect(
            reported == [
                "manifest.shard-0-of-2.jsonl:2", "manifest.shard-0-of-2.jsonl:3", "manifest.shard-0-of-2.jsonl:4",
                "manifest.shard-0-of-2.jsonl:5",
            ]
        )
        #expect(summary.items == 3 && summary.badLines == 4 && summary.missingShards.isEmpty)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.file("manifest.json"))) as? [String: Any]
        )
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String }.sorted() == [zero[0], one[0], one[1]].sorted())
        #expect(Set(items.compactMap { $0["id"] as? String }).count == items.count, "no id twice")
        let bad = try #require(document["badLines"] as? [[String: Any]])
        #expect(bad.count == 4 && (bad[1]["reason"] as? String)?.contains("OUTSIDE") == true)
    }

    @Test func anIdInTwoManifestsIsMergedOnce() async throws {
        // Given the same id finished in a manifest of 1 shard and one of 2 (a re-run with another N).
        let scratch = try Scratch()
        let id = Self.ids(1, inShard: 1, of: 2)[0]
        try CatalogueManifestWriter(path: scratch.file("manifest.shard-0-of-1.jsonl").path)
            .write(try Self.done(id, in: scratch.url))
        try CatalogueManifestWriter(path: scratch.file("manifest.shard-1-of-2.jsonl").path)
            .write(try Self.done(id, in: scratch.url))
        var reported: [CatalogueMerge.BadLine] = []
        let summary = try await CatalogueMerge.merge(directory: scratch.url) { reported.append($0) }
        // Then the latest sharding's line is the item, the other a bad line.
        #expect(summary.items == 1 && summary.badLines == 1)
        #expect(reported.map(\.file) == ["manifest.shard-0-of-1.jsonl"])
    }

    @Test func aSweepTakesWhatKilledWritersLeftAndNothingALiveWriterHolds() throws {
        // Given, in one folder: a temporary left by a killed writer, one a live writer holds (locked), one just
        // created, a FIFO with a temporary's name, an ordinary hidden file, and another program's temporary named
        // like ours but without our mark (issue #42: the sweep took any `.NAME.UUID.tmp` older than 2 s).
        let scratch = try Scratch()
        let old = Date(timeIntervalSinceNow: -60)
        let stale = scratch.file(".a.jpg.shard-0-of-1.catalog-\(UUID().uuidString).tmp")
        try Data().write(to: stale)
        let live = scratch.file(".manifest.json.catalog-\(UUID().uuidString).tmp")
        try Data("{".utf8).write(to: live)
        let holder = open(live.path, O_RDONLY)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        let fresh = try TemporaryFiles.create(beside: scratch.file("b.jpg"))
        close(fresh.0)
        let fifo = scratch.file(".c.jpg.catalog-\(UUID().uuidString).tmp")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let other = scratch.file(".keep.tmp")
        try Data().write(to: other)
        let foreign = scratch.file(".report.pdf.\(UUID().uuidString).tmp")
        try Data("someone else's".utf8).write(to: foreign)
        for file in [stale, live, other, foreign] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }
        // When the folder is swept
        let removed = TemporaryFiles.sweep(in: scratch.url)
        // then only the killed writer's temporary is gone.
        #expect(removed == 1)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path))
        #expect(
            left == [
                live.lastPathComponent, fresh.1.lastPathComponent, fifo.lastPathComponent, ".keep.tmp",
                foreign.lastPathComponent,
            ]
        )
    }

    @Test func aMergeSweepsWhatAKilledMergeLeftAndLeavesNoTemporaryOfItsOwn() async throws {
        let scratch = try Scratch()
        let id = Self.ids(1, inShard: 0, of: 1)[0]
        try CatalogueManifestWriter(path: scratch.file("manifest.shard-0-of-1.jsonl").path)
            .write(try Self.done(id, in: scratch.url))
        for name in ["manifest.json", "manifest.json.failures", "manifest.json.bad"] {
            let left = scratch.file(".\(name).catalog-\(UUID().uuidString).tmp")
            try Data("[{".utf8).write(to: left)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60)],
                ofItemAtPath: left.path
            )
        }
        _ = try await CatalogueMerge.merge(directory: scratch.url)
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "\(names)")
    }
}
