import Foundation

/// Turns one line of a catalogue list into an item, or says why it cannot: JSON Lines (`{"id": …, "url": …}`) or CSV
/// with a header naming `id` and `url` columns. Lines are parsed one at a time, so a list of any length streams.
struct CatalogueLineParser: Sendable {
    enum Format: String, Sendable {
        case jsonLines = "JSON Lines"
        case csv = "CSV"
    }

    let format: Format
    /// Where relative paths are resolved.
    let directory: URL
    /// The CSV header's column names (set by the first CSV line).
    private(set) var columns: [String]?

    init(format: Format, directory: URL) {
        self.format = format
        self.directory = directory
    }

    /// The format of a list: by its extension, else by its first non-blank line (`{` starts JSON Lines).
    static func detectFormat(path: String?, firstLine: Substring) -> Format {
        let lower = path?.lowercased() ?? ""
        if lower.hasSuffix(".csv") { return .csv }
        if lower.hasSuffix(".jsonl") || lower.hasSuffix(".ndjson") || lower.hasSuffix(".json") { return .jsonLines }
        return firstLine.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }.first == "{" ? .jsonLines : .csv
    }

    /// The item on `text` (line `number`), nil for a blank line or the CSV header, or a reason the line is bad.
    /// - Throws: ``CatalogueLineError`` for a CSV header without `id` and `url` columns: no line could be read.
    mutating func parse(
        _ text: Substring,
        number: Int
    ) throws(CatalogueLineError) -> Result<CatalogueItem, CatalogueLineError>? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        switch format {
        case .jsonLines: return parseJSON(trimmed, number: number)
        case .csv: return try parseCSV(trimmed, number: number)
        }
    }

    private func parseJSON(_ text: String, number: Int) -> Result<CatalogueItem, CatalogueLineError> {
        guard let object = try? JSONDecoder().decode([String: CatalogueValue].self, from: Data(text.utf8)) else {
            return .failure(CatalogueLineError(line: number, reason: "not a JSON object"))
        }
        return item(fields: object, number: number)
    }

    private mutating func parseCSV(
        _ text: String,
        number: Int
    ) throws(CatalogueLineError) -> Result<CatalogueItem, CatalogueLineError>? {
        guard let cells = Self.csvCells(text) else {
            return .failure(CatalogueLineError(line: number, reason: "unbalanced quotes"))
        }
        guard let columns else {
            let names = cells.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard names.contains("id"), names.contains("url") else {
                throw CatalogueLineError(
                    line: number,
                    reason: "the CSV header (\(names.joined(separator: ","))) must name an id and a url column"
                )
            }
            columns = names
            return nil
        }
        guard cells.count <= columns.count else {
            return .failure(
                CatalogueLineError(line: number, reason: "\(cells.count) cells, but the header names \(columns.count)")
            )
        }
        var fields: [String: CatalogueValue] = [:]
        for (name, cell) in zip(columns, cells) where !name.isEmpty { fields[name] = .string(cell) }
        return item(fields: fields, number: number)
    }

    private func item(fields: [String: CatalogueValue], number: Int) -> Result<CatalogueItem, CatalogueLineError> {
        guard let id = fields["id"]?.text, !id.isEmpty else {
            return .failure(CatalogueLineError(line: number, reason: fields["id"] == nil ? "missing id" : "empty id"))
        }
        guard let source = fields["url"]?.text, !source.isEmpty else {
            return .failure(
                CatalogueLineError(line: number, reason: fields["url"] == nil ? "missing url" : "empty url")
            )
        }
        guard let url = CatalogueItem.resolve(source, relativeTo: directory) else {
            return .failure(
                CatalogueLineError(line: number, reason: "url \"\(source)\" is not http(s), file: or a path")
            )
        }
        var extra = fields
        extra["id"] = nil
        extra["url"] = nil
        return .success(CatalogueItem(id: id, source: source, url: url, line: number, extra: extra))
    }

    /// The cells of one CSV record (RFC 4180 quoting: `"a, b"`, `""` for a quote); nil when quotes do not balance.
    /// A record is one line: a quoted cell cannot hold a line break.
    static func csvCells(_ text: String) -> [String]? {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if quoted {
                if character == "\"" {
                    if index < text.endIndex, text[index] == "\"" {
                        cell.append("\"")
                        index = text.index(after: index)
                    } else {
                        quoted = false
                    }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                cells.append(cell)
                cell = ""
            } else {
                cell.append(character)
            }
        }
        if quoted { return nil }
        cells.append(cell)
        return cells
    }
}

/// A line of a list that is skipped, and why.
public struct CatalogueLineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number in the list.
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
}
