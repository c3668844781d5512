import Foundation
import Testing

/// One of the Unicode Character Database's test files, as Debian's `unicode-data` installs it (`scripts/setup`
/// installs the package; the tests fail, not skip, without it, so a machine cannot pass them by lacking the data).
struct ConformanceFile {
    let path: String
    /// The test lines: comments and blank lines left out, with their line numbers (1-based).
    let lines: [(number: Int, text: Substring)]

    init(_ path: String) throws {
        self.path = path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines: [(Int, Substring)] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if !content.isEmpty { lines.append((offset + 1, Substring(content))) }
        }
        self.lines = lines
    }

    static func scalars(_ field: some StringProtocol) -> [Unicode.Scalar] {
        field.split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
    }
}
