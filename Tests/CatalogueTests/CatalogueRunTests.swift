import ColorManagement
import Foundation
import ImagePipeline
import Networking
import NetworkingCurl
import Testing

@testable import Catalogue

/// A catalogue run as a library: local files and a pipeline over the real libcurl transport, no process.
@Suite struct CatalogueRunTests {
    /// A folder of `count` distinct 40×30 PNGs (`images/N.png`) and a JSON Lines list naming them, plus `extra` lines.
    private static func catalogue(_ count: Int, extra: [String] = []) throws -> Scratch {
        let scratch = try Scratch()
        let images = scratch.file("images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        var lines: [String] = []
        for index in 0..<count {
            var pixels: [UInt8] = []
            for y in 0..<30 {
                for x in 0..<40 {
                    pixels += [UInt8((x * 6 + index * 37) % 256), UInt8((y * 8 + index * 11) % 256), 90, 255]
                }
            }
            let png = try ImageEncoders.png(PixelBuffer(width: 40, height: 30, pixels: pixels, hasAlpha: false))
            try png.write(to: images.appendingPathComponent("\(index).png"))
            lines.append(#"{"id":"item-\#(index)","url":"images/\#(index).png"}"#)
        }
        try Data(((lines + extra).joined(separator: "\n") + "\n").utf8).write(to: scratch.file("list.jsonl"))
        return scratch
    }

    private static func run(_ scratch: Scratch, intent: RenderingIntent = .perceptual) -> CatalogueRun {
        let budget = HostBudget(limit: 5)
        let client = HTTPClient(configuration: .init(transport: CurlTransport()))
        let pipeline = ImagePipeline(
            configuration: .init(
                dataLoader: HostBudgetLoader(base: CatalogueImageLoader(client: client), budget: budget),
                // A result cache, so results carry the content key a resume compares (memory only: no disk here).
                maxConcurrentJobs: 2,
                colorIntent: intent
            )
        )
        return CatalogueRun(
            pipeline: pipeline,
            recipe: ImageRecipe(width: 16, height: 16, format: .png),
            shard: .all,
            outputDirectory: scratch.file("out"),
            jobs: 2,
            deadline: nil,
            hostBudget: budget
        )
    }

    @Test func aResumedRunRepairsAnOutputChangedAtTheSameSizeAndTime() async throws {
        // Given a finished run,
        let scratch = try Self.catalogue(3)
        let first = try await Self.run(scratch).run(list: scratch.file("list.jsonl").path) { _ in
        } onBadLine: { _ in
        }
        #expect(first.done == 3)
        let output = scratch.file("out/item-1.png")
        let original = try Data(contentsOf: output)
        let modified = try #require(
            try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        )
        // and one output's bytes changed in place, same size, same modification time,
        var damaged = original
        damaged[damaged.count / 2] ^= 0xFF
        try damaged.write(to: output)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: output.path)
        // when the run is resumed,
        let second = try await Self.run(scratch).run(list: scratch.file("list.jsonl").path) { _ in
        } onBadLine: { _ in
        }
        // then that output is made again and the others kept.
        #expect(second.resumed == 2 && second.done == 1, "\(second)")
        #expect(try Data(contentsOf: output) == original)
    }

    @Test func aResumedRunWithOtherColourHandlingMakesEveryItemAgain() async throws {
        // Given a finished run,
        let scratch = try Self.catalogue(3)
        let list = scratch.file("list.jsonl").path
        let first = try await Self.run(scratch).run(list: list) { _ in
        } onBadLine: { _ in
        }
        #expect(first.done == 3)
        // when it is resumed by a pipeline whose colour intent is another (a setting, not an edit of the source),
        let other = try await Self.run(scratch, intent: .relativeColorimetric).run(list: list) { _ in
        } onBadLine: { _ in
        }
        // then no item counts as already made: the keys it wrote belong to other settings.
        #expect(other.resumed == 0 && other.done == 3, "\(other)")
        // And resumed with those settings again, every item is.
        let again = try await Self.run(scratch, intent: .relativeColorimetric).run(list: list) { _ in
        } onBadLine: { _ in
        }
        #expect(again.resumed == 3 && again.done == 0, "\(again)")
    }

    @Test func aLocalFilesFailureNamesTheItemTheFileAndTheReasonAndIsNotANetworkError() async throws {
        // Given a list naming a file that is not there.
        let scratch = try Self.catalogue(1, extra: [#"{"id":"lost","url":"images/lost.png"}"#])
        var failed: [CatalogueManifestLine] = []
        // When it runs
        let summary = try await Self.run(scratch).run(list: scratch.file("list.jsonl").path) { line in
            if line.status != .done { failed.append(line) }
        } onBadLine: { _ in
        }
        // then the item fails with the file's path and the reason, as a file's error.
        #expect(summary.done == 1 && summary.failed == 1)
        let line = try #require(failed.first)
        let error = try #require(line.error)
        #expect(line.id == "lost" && line.url == "images/lost.png" && line.line == 2)
        #expect(error.contains(scratch.file("images/lost.png").standardizedFileURL.path), "\(error)")
        #expect(error.contains("no such file or directory"), "\(error)")
        #expect(!error.contains("Network"), "\(error)")
    }

    @Test func nothingTemporaryIsLeftAfterARunAndWhatAKilledRunLeftIsSwept() async throws {
        // Given what a killed run left: a temporary from more than a few seconds ago.
        let scratch = try Self.catalogue(4)
        let out = scratch.file("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let left = out.appendingPathComponent(".item-0.png.shard-0-of-1.catalog-\(UUID().uuidString).tmp")
        try Data().write(to: left)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)],
            ofItemAtPath: left.path
        )
        // When a run ends normally
        let summary = try await Self.run(scratch).run(list: scratch.file("list.jsonl").path) { _ in
        } onBadLine: { _ in
        }
        // then no temporary is there.
        #expect(summary.done == 4)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "\(names)")
    }
}
