import Foundation
import NetworkingTestSupport
import Testing

@testable import Catalogue

/// The pieces of `thumbnails --input`: list parsing, streaming, shards, output names and manifests.
@Suite struct CatalogueListTests {
    private let directory = URL(fileURLWithPath: "/lists")

    private func parse(_ lines: [String], format: CatalogueLineParser.Format) throws
        -> [Result<CatalogueItem, CatalogueLineError>]
    {
        var parser = CatalogueLineParser(format: format, directory: directory)
        return try lines.enumerated().compactMap { try parser.parse(Substring($1), number: $0 + 1) }
    }

    @Test func jsonLinesKeepFurtherKeysAndNameEachBadLine() throws {
        let results = try parse(
            [
                #"{"id": "sku-1", "url": "https://img.example.com/1.jpg", "price": 9.5, "tags": ["a"]}"#,
                #"{"id": 42, "url": "images/42.png"}"#,
                "",
                "not json",
                #"{"url": "x.png"}"#,
                #"{"id": "x", "url": "ftp://example.com/x.png"}"#,
                #"{"id": "", "url": "x.png"}"#,
                #"["id", "url"]"#,
            ],
            format: .jsonLines
        )
        #expect(results.count == 7)
        let first = try results[0].get()
        #expect(first.id == "sku-1" && first.url.absoluteString == "https://img.example.com/1.jpg" && first.line == 1)
        #expect(first.extra == ["price": .number(9.5), "tags": .list([.string("a")])])
        let second = try results[1].get()
        #expect(second.id == "42" && second.url.path == "/lists/images/42.png" && second.line == 2)
        let errors = results.dropFirst(2).compactMap { result -> CatalogueLineError? in
            if case .failure(let error) = result { return error }
            return nil
        }
        #expect(
            errors.map(\.description) == [
                "line 4: not a JSON object", "line 5: missing id",
                #"line 6: url "ftp://example.com/x.png" is not http(s), file: or a path"#, "line 7: empty id",
                "line 8: not a JSON object",
            ]
        )
    }

    @Test func csvHasAHeaderAndQuotedCells() throws {
        let results = try parse(
            [
                "ID,url,title", #"a,/img/a.jpg,"Eggs, poached""#, #"b,"/img/b ""2"".jpg",plain"#, #"c,"/img/c.jpg"#,
                "d,/img/d.jpg,x,y",
            ],
            format: .csv
        )
        #expect(results.count == 4)
        let a = try results[0].get()
        #expect(a.id == "a" && a.url.path == "/img/a.jpg" && a.extra == ["title": .string("Eggs, poached")])
        #expect(try results[1].get().url.path == #"/img/b "2".jpg"#)
        guard case .failure(let unbalanced) = results[2], case .failure(let tooMany) = results[3] else {
            Issue.record("expected two bad lines")
            return
        }
        #expect(unbalanced.description == "line 4: unbalanced quotes")
        #expect(tooMany.description == "line 5: 4 cells, but the header names 3")
        #expect(throws: CatalogueLineError.self) { try parse(["name,link", "a,b"], format: .csv) }
    }

    @Test func formatIsTakenFromTheExtensionOrTheFirstLine() {
        #expect(CatalogueLineParser.detectFormat(path: "list.csv", firstLine: "{") == .csv)
        #expect(CatalogueLineParser.detectFormat(path: "list.jsonl", firstLine: "id,url") == .jsonLines)
        #expect(CatalogueLineParser.detectFormat(path: nil, firstLine: #"  {"id":1}"#) == .jsonLines)
        #expect(CatalogueLineParser.detectFormat(path: "list.txt", firstLine: "id,url") == .csv)
    }

    @Test func theReaderStreamsLinesAcrossChunksAndSkipsAnOverlongOne() async throws {
        let scratch = try Scratch()
        let file = scratch.url.appendingPathComponent("list.jsonl")
        // Lines of every length around the 64 KiB chunk, one over the 1 MiB limit, and a last line without "\n".
        var text = ""
        var expected: [Int] = []
        for length in [1, 65_535, 65_536, 65_537, 3, 200_000] {
            text += String(repeating: "x", count: length) + "\n"
            expected.append(length)
        }
        text += String(repeating: "y", count: CatalogueLineReader.maxLineBytes + 10) + "\n" + "tail"
        try Data(text.utf8).write(to: file)
        var reader = try CatalogueLineReader(path: file.path)
        defer { reader.close() }
        var lengths: [Int] = []
        var tooLong: [Int] = []
        while let line = try await reader.next() {
            switch line {
            case .text(let number, let text, _):
                lengths.append(text.utf8.count)
                #expect(number == lengths.count + tooLong.count)
            case .tooLong(let number):
                tooLong.append(number)
            case .invalidUTF8(let number):
                Issue.record("line \(number) of ASCII text read as invalid UTF-8")
            }
        }
        #expect(lengths == expected + [4])
        #expect(tooLong == [7])
    }

    @Test func theReaderRefusesWhatIsNotAFileOrAPipe() {
        #expect(throws: CatalogueError.self) { try CatalogueLineReader(path: "/tmp") }
        #expect(throws: CatalogueError.self) { try CatalogueLineReader(path: "/nonexistent/list.jsonl") }
    }

    @Test func shardsPartitionEveryIdExactlyOnceAndStably() {
        let ids = (0..<2_000).map { "product-\($0)" }
        for count in [1, 2, 3, 4, 7] {
            let shards = (0..<count).map { CatalogueShard(index: $0, count: count) }
            for id in ids { #expect(shards.filter { $0.contains(id) }.count == 1) }
            // Roughly even: no shard is empty or holds more than twice its share.
            for shard in shards {
                let size = ids.filter(shard.contains).count
                #expect(size > 0 && size < 2 * ids.count / count + 10)
            }
        }
        // The same on every machine and run: pinned values of SHA-256's first 8 bytes.
        #expect(CatalogueShard.hash(of: "product-1") == CatalogueShard.hash(of: "product-1"))
        let emptyHash: UInt64 = 0xe3b0_c442_98fc_1c14  // SHA-256 of "" begins e3b0c44298fc1c14
        #expect(CatalogueShard.hash(of: "") == emptyHash)
        #expect(CatalogueShard.shard(of: "", count: 4) == 0 && CatalogueShard.shard(of: "", count: 3) == 1)
        #expect(CatalogueShard("1/4") == CatalogueShard(index: 1, count: 4))
        for bad in ["4/4", "-1/4", "1/0", "1", "a/b", "1/4/5", "0/100001"] { #expect(CatalogueShard(bad) == nil) }
        #expect(CatalogueShard(index: 2, count: 8).manifestName == "manifest.shard-2-of-8.jsonl")
    }

    @Test func outputNamesComeFromIdsAndNeverCollide() {
        #expect(CatalogueFileName.make(for: "sku-123") == "sku-123")
        let names = [
            "a/b", "a_b", "../etc/passwd", "..", "-rf", ".hidden", "x\u{0}y", String(repeating: "é", count: 200),
        ]
        .map(CatalogueFileName.make(for:))
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.contains("/") && !name.contains("..") && !name.hasPrefix("-") && !name.hasPrefix("."))
            #expect(name.utf8.count <= CatalogueFileName.maxBytes + 1 + CatalogueFileName.digestDigits)
        }
        #expect(names[1] == "a_b")
        #expect(names[0].hasPrefix("a_b-") && names[0].count == 4 + CatalogueFileName.digestDigits)
    }

    @Test func distinctIdsNeverShareANameGivenRandomAndAdversarialIds() {
        // Given random ids from an alphabet rich in what names must change, and, for each, ids that spell out its
        // safe form, its hashed name (old and new digest lengths) and near misses of them.
        var generator = SeededGenerator(seed: 30)
        let alphabet: [Unicode.Scalar] = [
            "a", "b", "0", "f", "/", "\\", ".", "-", "_", " ", "\u{0}", "\u{1F}", "\u{7F}", "é", "e", "\u{301}", "😀",
        ]
        var ids: Set<String> = ["a/b", "a_b-c14cddc033", "a_b", "..", "_", "item", "-", "."]
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...12, using: &generator)
            var id = String(
                String.UnicodeScalarView((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            )
            if Int.random(in: 0..<20, using: &generator) == 0 { id += String(repeating: "x", count: 130) }
            ids.insert(id)
        }
        for id in Array(ids) {
            let hashed = CatalogueFileName.make(for: id)
            // The old scheme's name had the first 10 of these digits.
            let old = String(hashed.dropLast(CatalogueFileName.digestDigits - 10))
            ids.formUnion([hashed, hashed + "0", String(hashed.dropLast()), old, "item-" + hashed.suffix(32)])
        }
        // When every id is named
        var owners: [[UInt8]: String] = [:]
        for id in ids {
            let name = CatalogueFileName.make(for: id)
            // Then no two distinct ids (as bytes: canonically equal strings are still two ids) share a name,
            if let other = owners[Array(name.utf8)], !other.utf8.elementsEqual(id.utf8) {
                Issue.record("\(id.debugDescription) and \(other.debugDescription) both get \(name.debugDescription)")
            }
            owners[Array(name.utf8)] = id
            // and every name stays inside the output folder.
            let scalars = name.unicodeScalars
            #expect(!name.isEmpty && !scalars.contains("/") && !scalars.contains("\\"), "\(name.debugDescription)")
            #expect(!name.contains("..") && !scalars.contains { $0.value < 0x20 }, "\(name.debugDescription)")
            #expect(!name.hasPrefix(".") && !name.hasPrefix("-"), "\(name.debugDescription)")
            #expect(name.utf8.count <= CatalogueFileName.maxBytes + 1 + CatalogueFileName.digestDigits)
        }
        #expect(CatalogueFileName.make(for: "a/b") != CatalogueFileName.make(for: "a_b-c14cddc033"))
    }

    @Test func aByteOrderMarkBeforeTheHeaderOrTheFirstObjectIsDropped() async throws {
        // Given a CSV and a JSON Lines list as spreadsheets and some editors save them: a BOM first.
        let scratch = try Scratch()
        let csv = scratch.url.appendingPathComponent("list.csv")
        try Data([0xEF, 0xBB, 0xBF] + Array("id,url\nsku-1,images/1.png\n".utf8)).write(to: csv)
        let jsonl = scratch.url.appendingPathComponent("list.jsonl")
        try Data([0xEF, 0xBB, 0xBF] + Array(#"{"id":"sku-2","url":"images/2.png"}"#.utf8) + [0x0A]).write(to: jsonl)
        for (file, id) in [(csv, "sku-1"), (jsonl, "sku-2")] {
            // When the list is read
            let source = try CatalogueItemSource(path: file.path, shard: .all)
            defer { source.close() }
            // then its first item is there, not a bad header or a bad line.
            guard case .item(let item)? = try await source.next() else {
                Issue.record("\(file.lastPathComponent): no item")
                continue
            }
            #expect(item.id == id && item.line == (id == "sku-1" ? 2 : 1))
            #expect(try await source.next() == nil)
        }
    }

    @Test func linesThatAreNotUTF8AreReportedNotMergedIntoOneId() async throws {
        // Given two lines whose ids differ only in invalid UTF-8 bytes (decoded with replacement characters they
        // were one id: the second was dropped as a duplicate of the first, issue #42), and a good line.
        let scratch = try Scratch()
        let list = scratch.url.appendingPathComponent("list.jsonl")
        func line(_ idBytes: [UInt8]) -> [UInt8] {
            Array(#"{"id":"sku-"#.utf8) + idBytes + Array(#"","url":"images/1.png"}"#.utf8) + [0x0A]
        }
        try Data(line([0xFF]) + line([0xFE]) + line(Array("ok".utf8))).write(to: list)
        // When it is read
        let source = try CatalogueItemSource(path: list.path, shard: .all)
        defer { source.close() }
        var entries: [CatalogueItemSource.Entry] = []
        while let entry = try await source.next() { entries.append(entry) }
        // then both bad lines are reported by number and reason, and the good one is read.
        #expect(entries.count == 3)
        #expect(
            entries.prefix(2) == [
                .bad(CatalogueLineError(line: 1, reason: "not valid UTF-8 text")),
                .bad(CatalogueLineError(line: 2, reason: "not valid UTF-8 text")),
            ]
        )
        guard case .item(let item)? = entries.last else {
            Issue.record("no item: \(entries)")
            return
        }
        #expect(item.id == "sku-ok" && item.line == 3)
    }

    @Test func theIdTableAnswersAsADictionaryWouldThroughEveryGrowth() {
        // Given random hashes, a third of them repeats, and the hashes 0 and 1 that share a slot marker.
        var generator = SeededGenerator(seed: 7)
        var table = CatalogueIdTable(capacity: 16)
        var reference: [UInt64: Int] = [:]
        var pool: [UInt64] = [0]
        for line in 1...50_000 {
            let hash =
                Int.random(in: 0..<3, using: &generator) == 0
                ? pool.randomElement(using: &generator) ?? 0 : UInt64.random(in: 2...UInt64.max, using: &generator)
            pool.append(hash)
            // When each is inserted, then the table says what the dictionary says.
            let first = table.insert(hash, line: line)
            #expect(first == reference[hash])
            if reference[hash] == nil { reference[hash] = line }
        }
        #expect(table.count == reference.count)
    }
}
