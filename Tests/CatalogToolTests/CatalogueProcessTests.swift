import AsyncPrimitives
import Dispatch
import Foundation
import ImagePipeline
import Networking
import NetworkingTestSupport
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `thumbnails --input` as users run it: shard processes at once over one output and cache directory, a shard
/// killed with SIGKILL and restarted, a list streamed from a pipe, and the Kubernetes manifests checked offline.
@Suite(.serialized) struct CatalogueProcessTests {
    /// A scratch folder with `count` small distinct PNGs, half as local files and half served over loopback HTTP,
    /// and a JSON Lines list naming them.
    final class Catalogue {
        let scratch: Scratch
        let server: LoopbackServer
        let ids: [String]

        init(count: Int, delivery: LoopbackServer.Reply.Delivery = .whole) throws {
            scratch = try Scratch()
            var bodies: [String: Data] = [:]
            let images = scratch.url.appendingPathComponent("images")
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            for index in 0..<count {
                bodies["/img/\(index).png"] = try Self.image(index)
            }
            let served = bodies
            server = try LoopbackServer { request in
                guard let body = served[request.path] else { return .text(404) }
                if case .trickle = delivery {
                    return LoopbackServer.Reply(
                        body: body,
                        delivery: .trickle(bytes: max(1, body.count / 3), interval: .milliseconds(15))
                    )
                }
                return LoopbackServer.Reply(body: body)
            }
            var lines: [String] = []
            var ids: [String] = []
            for index in 0..<count {
                let id = "item-\(index)"
                ids.append(id)
                let url: String
                if index % 2 == 0, case .whole = delivery {
                    try bodies["/img/\(index).png"]?.write(to: images.appendingPathComponent("\(index).png"))
                    url = "images/\(index).png"
                } else {
                    url = "http://127.0.0.1:\(server.port)/img/\(index).png"
                }
                lines.append(#"{"id":"\#(id)","url":"\#(url)","sku":\#(index)}"#)
            }
            self.ids = ids
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
        }

        deinit {
            server.stop()
        }

        var list: URL { scratch.url.appendingPathComponent("list.jsonl") }

        func folder(_ name: String) -> URL { scratch.url.appendingPathComponent(name) }

        /// A 40×30 image unlike every other index's: a gradient whose direction and colours follow the index.
        static func image(_ index: Int) throws -> Data {
            var pixels: [UInt8] = []
            for y in 0..<30 {
                for x in 0..<40 {
                    pixels += [
                        UInt8((x * 6 + index * 37) % 256), UInt8((y * 8 + index * 11) % 256),
                        UInt8((x * y + index * 5) % 256), 255,
                    ]
                }
            }
            return try ImageEncoders.png(PixelBuffer(width: 40, height: 30, pixels: pixels, hasAlpha: false))
        }

        /// The thumbnails of `folder`, by file name.
        func outputs(in folder: URL) throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            var files: [String: Data] = [:]
            for name in names where name.hasSuffix(".jpg") || name.hasSuffix(".png") || name.hasSuffix(".tmp") {
                files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
            }
            return files
        }

        /// The whole lines of a JSON Lines file, decoded.
        func manifestLines(_ url: URL) throws -> [[String: Any]] {
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }

        func arguments(_ extra: [String]) -> [String] {
            ["thumbnails", "--input", list.path, "--size", "24", "--format", "png", "--json"] + extra
        }
    }

    static func summary(of output: String) -> [String: Any]? {
        for line in output.split(separator: "\n").reversed() {
            if let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
                let summary = object["summary"] as? [String: Any]
            {
                return summary
            }
        }
        return nil
    }

    @Test func fourShardsAtOnceMakeExactlyWhatOneRunMakes() async throws {
        let catalogue = try Catalogue(count: 240)
        let single = catalogue.folder("single")
        let whole = try await ToolProcess.run(
            catalogue.arguments(["--out", single.path, "--cache-dir", catalogue.folder("cache-a").path]),
            cache: catalogue.folder("cache-a"),
            in: catalogue.scratch.url
        )
        #expect(whole.status == 0, "\(whole.stderr)")
        // Four processes at once, one output directory, one cache.
        let sharded = catalogue.folder("sharded")
        let children = try (0..<4).map { index in
            try ToolProcess.start(
                catalogue.arguments([
                    "--shard", "\(index)/4", "--out", sharded.path, "--cache-dir", catalogue.folder("cache-b").path,
                    "--jobs", "1",
                ]),
                cache: catalogue.folder("cache-b"),
                in: catalogue.scratch.url
            )
        }
        var itemsPerShard: [Int] = []
        for child in children {
            let output = await child.output()
            #expect(output.status == 0, "\(output.stderr)")
            itemsPerShard.append(Self.summary(of: output.stdout)?["items"] as? Int ?? -1)
        }
        #expect(itemsPerShard.reduce(0, +) == 240 && itemsPerShard.allSatisfy { $0 > 20 }, "\(itemsPerShard)")
        let merge = try await ToolProcess.run(
            ["thumbnails", "merge", sharded.path],
            cache: catalogue.folder("cache-b"),
            in: catalogue.scratch.url
        )
        #expect(merge.status == 0, "\(merge.stderr)")

        let expected = try catalogue.outputs(in: single)
        #expect(expected.count == 240)
        #expect(try catalogue.outputs(in: sharded) == expected, "the union of the shards is byte-identical")
        let merged = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: sharded.appendingPathComponent("manifest.json")))
                as? [String: Any]
        )
        let items = try #require(merged["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? String }.sorted() == catalogue.ids.sorted())
        #expect(
            items.allSatisfy { $0["status"] as? String == "done" && ($0["extra"] as? [String: Any])?["sku"] != nil }
        )
        let reference = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: single.appendingPathComponent("manifest.json")))
                as? [String: Any]
        )
        let keys = { (entries: [[String: Any]]) in entries.map { "\($0["id"] ?? "")=\($0["cacheKey"] ?? "")" }.sorted()
        }
        #expect(keys(items) == keys(try #require(reference["items"] as? [[String: Any]])))
    }

    @Test func aShardKilledAtRandomMomentsAndRestartedFinishesWithoutRedoingAnything() async throws {
        // Every image over HTTP, each trickling in over ~45 ms, so a kill lands mid-run.
        let catalogue = try Catalogue(count: 120, delivery: .trickle(bytes: 1, interval: .zero))
        let reference = catalogue.folder("reference")
        let whole = try await ToolProcess.run(
            catalogue.arguments(["--shard", "1/2", "--out", reference.path, "--cache-dir", catalogue.folder("c1").path]
            ),
            cache: catalogue.folder("c1"),
            in: catalogue.scratch.url
        )
        #expect(whole.status == 0, "\(whole.stderr)")
        let shardIds = catalogue.ids.filter { id in
            FileManager.default.fileExists(atPath: reference.appendingPathComponent("\(id).png").path)
        }
        try #require(shardIds.count > 30)

        let out = catalogue.folder("resumed")
        let manifest = out.appendingPathComponent("manifest.shard-1-of-2.jsonl")
        let arguments = catalogue.arguments([
            "--shard", "1/2", "--out", out.path, "--cache-dir", catalogue.folder("c2").path, "--jobs", "1",
        ])
        var generator = SystemRandomNumberGenerator()
        // A kill landing after the shard finished shows nothing: that attempt starts again (at most four in all).
        var landed = false
        for attempt in 0..<4 where !landed {
            if attempt > 0 {
                // From scratch: no manifest, and no cached thumbnails to make the next attempt faster still.
                try? FileManager.default.removeItem(at: out)
                try? FileManager.default.removeItem(at: catalogue.folder("c2"))
            }
            landed = true
            for _ in 0..<3 {
                let child = try ToolProcess.start(arguments, cache: catalogue.folder("c2"), in: catalogue.scratch.url)
                // A random item from the first half of what is not yet finished: the kill comes right after it.
                let done = Set(try catalogue.manifestLines(manifest).compactMap { $0["id"] as? String })
                let left = shardIds.filter { !done.contains($0) }
                let remaining = left.prefix(left.count / 2)
                guard let target = remaining.randomElement(using: &generator) else { break }
                // Killed by the thread that reads the line: this task, on a busy pool, would resume too late.
                let seen = await child.send(SIGKILL, whenOutputContains: #""id":"\#(target)""#)
                let output = await child.output()
                if !(seen && output.termination.wasSignalled) {
                    landed = false
                    break
                }
            }
        }
        #expect(landed, "no attempt had its kills land before the shard finished")
        let doneBefore = Set(
            try catalogue.manifestLines(manifest).filter { $0["status"] as? String == "done" }.compactMap {
                $0["id"] as? String
            }
        )
        #expect(!doneBefore.isEmpty && doneBefore.count < shardIds.count)
        let last = try await ToolProcess.run(arguments, cache: catalogue.folder("c2"), in: catalogue.scratch.url)
        #expect(last.status == 0, "\(last.stderr)")
        let summary = try #require(Self.summary(of: last.stdout))
        #expect(summary["resumed"] as? Int == doneBefore.count, "every finished item is kept, not redone")
        let redone = last.stdout.split(separator: "\n").compactMap {
            ((try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any])?["id"] as? String
        }
        #expect(Set(redone).isDisjoint(with: doneBefore))
        #expect((summary["decoded"] as? Int ?? .max) <= shardIds.count - doneBefore.count)
        // The same files as an uninterrupted run, and no temporary file left behind.
        #expect(try catalogue.outputs(in: out) == (try catalogue.outputs(in: reference)))
        let merge = try await ToolProcess.run(
            ["thumbnails", "merge", out.path],
            cache: catalogue.folder("c2"),
            in: catalogue.scratch.url
        )
        #expect(merge.status == 1, "shard 0/2 never ran, so the merge names it missing")
        #expect(merge.stderr.contains("0/2"))
    }

    @Test func aListIsProcessedAsItArrivesNotAfterItEnds() async throws {
        let catalogue = try Catalogue(count: 6)
        let fifo = catalogue.folder("list.fifo")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let lines = try String(contentsOf: catalogue.list, encoding: .utf8).split(separator: "\n").map(String.init)
        let child = try ToolProcess.start(
            ["thumbnails", "--input", fifo.path, "--size", "24", "--json", "--out", catalogue.folder("out").path],
            cache: catalogue.folder("cache"),
            in: catalogue.scratch.url
        )
        // Opening a FIFO for writing waits for its reader: done on a dispatch thread, never the cooperative pool.
        let writer: FileHandle = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: FileHandle(fileDescriptor: open(fifo.path, O_WRONLY), closeOnDealloc: true)
                )
            }
        }
        writer.write(Data((lines[0..<2].joined(separator: "\n") + "\n").utf8))
        // The second item is finished while the list is still open: the list is streamed.
        #expect(await child.waitForOutput(containing: #""id":"item-1""#))
        writer.write(Data((lines[2...].joined(separator: "\n") + "\n").utf8))
        try writer.close()
        let output = await child.output()
        #expect(output.status == 0, "\(output.stderr)")
        #expect(Self.summary(of: output.stdout)?["done"] as? Int == 6)
    }

    @Test func badLinesAreReportedByNumberAndTheRunGoesOn() async throws {
        let catalogue = try Catalogue(count: 4)
        let list = try String(contentsOf: catalogue.list, encoding: .utf8)
        try Data((list + "oops\n" + #"{"id":"item-0","url":"images/0.png"}"# + "\n" + #"{"id":"x"}"# + "\n").utf8)
            .write(to: catalogue.list)
        let output = try await ToolProcess.run(
            catalogue.arguments(["--out", catalogue.folder("out").path]),
            cache: catalogue.folder("cache"),
            in: catalogue.scratch.url
        )
        #expect(output.status == 1)
        #expect(output.stderr.contains("line 5: not a JSON object"))
        #expect(output.stderr.contains(#"line 6: id "item-0" repeats line 1"#))
        #expect(output.stderr.contains("line 7: missing url"))
        let summary = try #require(Self.summary(of: output.stdout))
        #expect(summary["done"] as? Int == 4 && summary["badLines"] as? Int == 2 && summary["duplicates"] as? Int == 1)
        let allowed = try await ToolProcess.run(
            catalogue.arguments(["--out", catalogue.folder("out").path, "--allow-failures"]),
            cache: catalogue.folder("cache"),
            in: catalogue.scratch.url
        )
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(Self.summary(of: allowed.stdout)?["resumed"] as? Int == 4)
    }

    @Test func answersAboutOneItemNeverStopTheRestOfItsHost() async throws {
        // Given six items the host answers 404 for, listed before twenty it serves.
        let catalogue = try Catalogue(count: 40)
        var lines = (0..<6).map {
            #"{"id":"gone-\#($0)","url":"http://127.0.0.1:\#(catalogue.server.port)/gone/\#($0).png"}"#
        }
        lines += try String(contentsOf: catalogue.list, encoding: .utf8).split(separator: "\n").map(String.init)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: catalogue.list)
        // When one worker runs them with a budget of 5 failures in a row,
        let output = try await ToolProcess.run(
            catalogue.arguments([
                "--out", catalogue.folder("out").path, "--jobs", "1", "--host-failures", "5", "--allow-failures",
            ]),
            cache: catalogue.folder("cache"),
            in: catalogue.scratch.url
        )
        // then the 404s are those items' failures, and every good item of the host is made.
        #expect(output.status == 0, "\(output.stderr)")
        let summary = try #require(Self.summary(of: output.stdout))
        #expect(summary["done"] as? Int == 40 && summary["failed"] as? Int == 6 && summary["skipped"] as? Int == 0)
        #expect(output.stdout.contains("Server answered 404 for http://127.0.0.1:\(catalogue.server.port)/gone/0.png"))
    }

    /// A switch the test flips while a server runs.
    final class Switch: Sendable {
        let on = Mutex(false)
    }

    @Test func aHostThatKeepsFailingIsSkippedNamedInTheExitAndTriedAgainOnTheNextRun() async throws {
        // Given twelve items on a host that answers 503 until the switch is flipped.
        let scratch = try Scratch()
        let healthy = Switch()
        let server = try LoopbackServer { request in
            guard healthy.on.withLock({ $0 }) else { return .text(503, "busy", headers: ["Retry-After": "0"]) }
            let index = Int(request.path.dropFirst("/img/".count).dropLast(".png".count)) ?? 0
            return LoopbackServer.Reply(body: (try? Catalogue.image(index)) ?? Data())
        }
        defer { server.stop() }
        let host = "127.0.0.1:\(server.port)"
        let lines = (0..<12).map { #"{"id":"busy-\#($0)","url":"http://\#(host)/img/\#($0).png"}"# }
        let list = scratch.url.appendingPathComponent("list.jsonl")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: list)
        let arguments = [
            "thumbnails", "--input", list.path, "--size", "24", "--format", "png", "--json", "--jobs", "1",
            "--host-failures", "3", "--allow-failures", "--out", scratch.url.appendingPathComponent("out").path,
        ]
        // When a run meets three failures in a row from it,
        let first = try await ToolProcess.run(
            arguments,
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        // then the other nine are skipped, and the run exits 1 even with --allow-failures, naming host and count;
        #expect(first.status == 1, "\(first.stderr)")
        let summary = try #require(Self.summary(of: first.stdout))
        let failed = try #require(summary["failed"] as? Int)
        let skipped = try #require(summary["skipped"] as? Int)
        // Those already started when the third failure came (at most two) may fail rather than be skipped.
        #expect((3...5).contains(failed) && failed + skipped == 12 && summary["done"] as? Int == 0)
        #expect(
            first.stderr.contains(
                "\(skipped) items skipped because their host kept failing: \(host) (\(skipped) items)"
            ),
            "\(first.stderr)"
        )
        #expect(first.stdout.contains("not fetched: \(host) failed "))
        // and once the host is well, the next run makes all twelve.
        healthy.on.withLock { $0 = true }
        let second = try await ToolProcess.run(
            arguments,
            cache: scratch.url.appendingPathComponent("cache"),
            in: scratch.url
        )
        #expect(second.status == 0, "\(second.stderr)")
        let again = try #require(Self.summary(of: second.stdout))
        #expect(again["done"] as? Int == 12 && again["skipped"] as? Int == 0 && again["failed"] as? Int == 0)
    }

    @Test func aDeadHostIsGivenUpOnAndTheRestGoesOn() async throws {
        let catalogue = try Catalogue(count: 4)
        // Twelve items on a host that refuses connections (a closed port), then the catalogue's own.
        let dead = try LoopbackServer { _ in .text(200) }
        let deadPort = dead.port
        dead.stop()
        var lines = (0..<12).map { #"{"id":"dead-\#($0)","url":"http://127.0.0.1:\#(deadPort)/\#($0).png"}"# }
        lines += try String(contentsOf: catalogue.list, encoding: .utf8).split(separator: "\n").map(String.init)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: catalogue.list)
        let output = try await ToolProcess.run(
            catalogue.arguments(["--out", catalogue.folder("out").path, "--jobs", "1", "--host-failures", "3"]),
            cache: catalogue.folder("cache"),
            in: catalogue.scratch.url
        )
        #expect(output.status == 1)
        let summary = try #require(Self.summary(of: output.stdout))
        let failed = try #require(summary["failed"] as? Int)
        #expect(summary["done"] as? Int == 4 && (3...5).contains(failed) && summary["skipped"] as? Int == 12 - failed)
        #expect(output.stdout.contains("not fetched: 127.0.0.1:\(deadPort) failed "))
    }

}
