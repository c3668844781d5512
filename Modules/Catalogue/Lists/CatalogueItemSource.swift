import Foundation

/// The items of one shard of a list, in list order: lines read and parsed one at a time, items of other shards
/// passed over, bad lines and repeated ids reported with their line numbers.
///
/// A class, not a struct: the run hands the source from one reading task to the next for every line, and a struct
/// would be copied at each hand-over (its id table and read buffer with it: a copy per line, quadratic in the list).
// SAFETY: one task at a time uses a source; the run hands it over through its task group (a child task takes it,
// reads one entry and returns it), so no two threads ever touch its state at once.
final class CatalogueItemSource: @unchecked Sendable {
    enum Entry: Sendable, Equatable {
        case item(CatalogueItem)
        case bad(CatalogueLineError)
        case duplicate(CatalogueLineError)
    }

    private var reader: CatalogueLineReader
    private var parser: CatalogueLineParser?
    private let path: String
    private let shard: CatalogueShard
    /// Ids seen in this shard, as 64-bit hashes with their first line (12–18 bytes an id, so a list of millions
    /// stays small; a repeated id always lands in the same shard, so each shard sees every repeat of its ids).
    private var seen: CatalogueIdTable

    /// A source over the list at `path`; `expectedIds` (the items a previous run finished, when resuming) sizes the
    /// id table up front, so it does not grow through copies of itself while the list is read.
    init(path: String, shard: CatalogueShard, expectedIds: Int = 0) throws(CatalogueError) {
        self.path = path
        self.shard = shard
        seen = CatalogueIdTable(capacity: max(1024, expectedIds + expectedIds / 8 + 64))
        reader = try CatalogueLineReader(path: path)
    }

    func close() {
        reader.close()
    }

    /// The next entry, or nil at the end of the list.
    func next() async throws(CatalogueError) -> Entry? {
        while let line = try await reader.next() {
            switch line {
            case .tooLong(let number):
                return .bad(
                    CatalogueLineError(line: number, reason: "longer than \(CatalogueLineReader.maxLineBytes) bytes")
                )
            case .invalidUTF8(let number):
                return .bad(CatalogueLineError(line: number, reason: "not valid UTF-8 text"))
            case .text(let number, let text, _):
                if parser == nil {
                    guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
                    let format = CatalogueLineParser.detectFormat(path: path == "-" ? nil : path, firstLine: text)
                    let directory =
                        path == "-"
                        ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
                        : URL(fileURLWithPath: path).deletingLastPathComponent()
                    parser = CatalogueLineParser(format: format, directory: directory)
                }
                let parsed: Result<CatalogueItem, CatalogueLineError>?
                do {
                    parsed = try parser?.parse(text, number: number)
                } catch {
                    throw .invalidList(path: path, reason: error.description)
                }
                switch parsed {
                case nil:
                    continue
                case .failure(let error):
                    return .bad(error)
                case .success(let item):
                    guard shard.contains(item.id) else { continue }
                    if let first = seen.insert(CatalogueShard.hash(of: item.id), line: number) {
                        return .duplicate(
                            CatalogueLineError(line: number, reason: "id \"\(item.id)\" repeats line \(first); skipped")
                        )
                    }
                    return .item(item)
                }
            }
        }
        return nil
    }
}
