import Foundation
import Testing
import UnicodeText

/// Unicode's own line-breaking conformance file (auxiliary/LineBreakTest.txt, Unicode 15) through `LineBreaks`, the
/// API the text wrapper breaks lines with: `÷` marks an opportunity, `×` none.
@Suite struct LineBreakConformanceTests {
    static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

    /// The lines where ICU 72's rules differ from the Unicode 15.0 file, each by a tailoring UAX #14 itself
    /// describes (README, "Text"): no break after a word-initial hyphen before a letter (Unicode 15.1's LB20a, which
    /// ICU 72 applies already): 2265–2431; no break between `.` or `,` and a digit (the number tailoring of LB25,
    /// UAX #14's Example 7): 2873–7587. Any other difference fails the test, and so does one of these passing.
    static let exceptions: Set<Int> = [
        2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431,
        2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587,
    ]

    @Test func everyLineOfLineBreakTestPasses() throws {
        let file = try ConformanceFile(Self.path)
        var failures: [String] = []
        var differing: Set<Int> = []
        for (number, line) in file.lines {
            var scalars: [Unicode.Scalar] = []
            var expected: [Int] = []
            for token in line.split(separator: " ") {
                switch token {
                case "÷": if !scalars.isEmpty { expected.append(scalars.count) }
                case "×": break
                default:
                    if let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) {
                        scalars.append(scalar)
                    }
                }
            }
            let actual = try LineBreaks.opportunities(in: scalars).map(\.offset)
            guard actual != expected else { continue }
            differing.insert(number)
            if !Self.exceptions.contains(number) { failures.append("line \(number): \(line) gave \(actual)") }
        }
        #expect(file.lines.count > 7_000, "\(Self.path) holds \(file.lines.count) tests")
        #expect(failures.isEmpty, "\(failures.count) of \(file.lines.count) failed: \(failures.prefix(10))")
        #expect(
            differing == Self.exceptions,
            "listed exceptions that pass now: \(Self.exceptions.subtracting(differing))"
        )
    }

    @Test func mandatoryBreaksAreMarked() throws {
        let opportunities = try LineBreaks.opportunities(in: "ab cd\nef".unicodeScalars)
        #expect(
            opportunities.prefix(2) == [.init(offset: 3, isMandatory: false), .init(offset: 6, isMandatory: true)]
        )
        #expect(opportunities.last?.offset == 8)
    }

    /// Linear in the length: a megabyte of one unbroken word and of spaced words both finish (no time asserted: the
    /// benchmark measures speed; this only shows the sizes work and the offsets count scalars, not UTF-16 units).
    @Test func longTextsAndAstralScalars() throws {
        let word = String(repeating: "x", count: 1_000_000)
        #expect(try LineBreaks.opportunities(in: word.unicodeScalars).map(\.offset) == [1_000_000])
        let emoji = "🚀 🚀 🚀"
        #expect(try LineBreaks.opportunities(in: emoji.unicodeScalars).map(\.offset) == [2, 4, 5])
    }
}
