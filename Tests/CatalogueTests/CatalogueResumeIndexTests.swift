import Foundation
import Testing

@testable import Catalogue

/// The resume index keeps 8 bytes a line; ids whose hashes share the indexed prefix are told apart by reading their
/// lines back.
@Suite struct CatalogueResumeIndexTests {
    @Test func idsSharingAHashPrefixAreToldApartGivenTheirLastLines() async throws {
        // Given ids in groups that share the index's 24-bit hash prefix (found among generated ids), each group
        // written in turns: finished, failed, finished again, or failed last
        var byPrefix: [UInt64: [String]] = [:]
        for number in 0..<40_000 {
            let id = "id-\(number)"
            byPrefix[CatalogueShard.hash(of: id) >> 40, default: []].append(id)
        }
        let groups = byPrefix.values.filter { $0.count > 1 }.prefix(200).map { $0 }
        try #require(groups.count >= 20, "40,000 ids should give many shared 24-bit prefixes")
        let scratch = try Scratch()
        let path = scratch.file("manifest.shard-0-of-1.jsonl").path
        let writer = try CatalogueManifestWriter(path: path)
        var expected: [String: CatalogueManifestLine] = [:]
        var number = 0
        for round in 0..<3 {
            for (index, group) in groups.enumerated() {
                for (member, id) in group.enumerated() {
                    number += 1
                    let finished = (round + index + member) % 3 != 1
                    let line = CatalogueManifestLine(
                        id: id,
                        url: "\(id).png",
                        line: number,
                        status: finished ? .done : .failed,
                        output: finished ? "\(id).jpg" : nil,
                        error: finished ? nil : "bad \(number)"
                    )
                    try writer.write(line)
                    expected[id] = finished ? line : nil
                }
            }
        }

        // When it is indexed
        let index = try await CatalogueResumeIndex.load(manifestPath: path)

        // Then each id's last line decides, whatever ids share its prefix
        for id in groups.joined() {
            #expect(index.finishedLine(for: id) == expected[id], "\(id)")
        }
        #expect(index.finishedLine(for: "id-40001") == nil)
    }

    @Test func anIdsLastLineDecidesGivenItsLinesInDifferentBlocks() async throws {
        // Given a manifest of 70,000 finished items (more than one block of the index), then, at its end, item 5
        // failed and item 6 finished again
        let scratch = try Scratch()
        let path = scratch.file("manifest.shard-0-of-1.jsonl").path
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line(_ number: Int, id: Int, finished: Bool) -> CatalogueManifestLine {
            CatalogueManifestLine(
                id: "item-\(id)",
                url: "\(id).png",
                line: number,
                status: finished ? .done : .failed,
                output: finished ? "item-\(id).jpg" : nil,
                error: finished ? nil : "bad"
            )
        }
        var text = Data()
        for number in 0..<70_000 { text += try encoder.encode(line(number, id: number, finished: true)) + [0x0A] }
        let failed = line(70_000, id: 5, finished: false)
        let again = line(70_001, id: 6, finished: true)
        for late in [failed, again] { text += try encoder.encode(late) + [0x0A] }
        try text.write(to: URL(fileURLWithPath: path))

        // When it is indexed
        let index = try await CatalogueResumeIndex.load(manifestPath: path)

        // Then the later lines decide, and the others are found in whichever block holds them
        #expect(index.finishedLine(for: "item-5") == nil)
        #expect(index.finishedLine(for: "item-6") == again)
        for id in [0, 4, 7, 65_535, 65_536, 69_999] {
            #expect(index.finishedLine(for: "item-\(id)") == line(id, id: id, finished: true))
        }
        #expect(index.finishedLines == 70_001)
    }
}

/// The merge's winners: a finished line over a failed one, a later line over an earlier one, in any block.
@Suite struct CatalogueWinnersTests {
    @Test func winnersMatchADictionaryGivenLinesOverManyBlocks() {
        // Given 150,000 lines over 40,000 ids (three blocks), finished or failed at random (seeded)
        var state: UInt64 = 30
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var winners = CatalogueWinners()
        var expected: [UInt64: (line: Int, done: Bool)] = [:]
        for number in 1...150_000 {
            let hash = CatalogueShard.hash(of: "id-\(next(40_000))")
            let done = next(3) != 0
            winners.record(hash: hash, line: number, done: done)
            // The rule the merge had as a dictionary.
            if let existing = expected[hash], existing.done, !done { continue }
            expected[hash] = (number, done)
        }
        winners.seal()

        // Then each id's winner is the dictionary's, and no other line wins
        var wins = 0
        for (hash, winner) in expected {
            #expect(winners.isWinner(hash: hash, line: winner.line))
            #expect(!winners.isWinner(hash: hash, line: winner.line + 150_001))
            #expect(winners.contains(hash))
            wins += 1
        }
        #expect(wins == expected.count)
        #expect(!winners.contains(CatalogueShard.hash(of: "never")))
    }
}
