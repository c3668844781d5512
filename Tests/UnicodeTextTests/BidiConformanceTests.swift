import Foundation
import Testing
import UnicodeText

/// Unicode's own bidi conformance file (BidiCharacterTest.txt, Unicode 15) through `BidiParagraph`, the API the text
/// engine shapes and draws with: every line's paragraph level, resolved levels and visual order.
@Suite struct BidiConformanceTests {
    static let path = "/usr/share/unicode/BidiCharacterTest.txt"

    @Test func everyLineOfBidiCharacterTestPasses() throws {
        let file = try ConformanceFile(Self.path)
        var failures: [String] = []
        for (number, line) in file.lines {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else {
                failures.append("line \(number): cannot read \(line)")
                continue
            }
            let scalars = ConformanceFile.scalars(fields[0])
            let direction: BidiParagraph.Direction =
                switch fields[1] {
                case "0": .leftToRight
                case "1": .rightToLeft
                default: .firstStrong
                }
            // "x": a character the algorithm removes (rule X9); it has no level and no place in the order.
            let expectedLevels = fields[3].split(separator: " ").map { UInt8($0) }
            let expectedOrder = fields[4].split(separator: " ").compactMap { Int($0) }
            let paragraph = try BidiParagraph(scalars, direction: direction)
            let levels = zip(paragraph.levels, expectedLevels).map { actual, expected in expected.map { _ in actual } }
            let order = paragraph.visualOrder.filter { expectedLevels[$0] != nil }
            if String(paragraph.paragraphLevel) != fields[2] || levels != expectedLevels || order != expectedOrder {
                failures.append(
                    "line \(number): level \(paragraph.paragraphLevel), levels \(paragraph.levels), order \(order)"
                )
            }
        }
        #expect(file.lines.count > 90_000, "\(Self.path) holds \(file.lines.count) tests")
        #expect(failures.isEmpty, "\(failures.count) of \(file.lines.count) failed: \(failures.prefix(10))")
    }

    /// The review's bug: a left-to-right paragraph with an Arabic word and then digits. The digits after Arabic are
    /// an Arabic-context number (W2) at level 2, and they are drawn before the word, not after it.
    @Test func digitsAfterArabicInALeftToRightParagraph() throws {
        let text = Array("abc سلام 123".unicodeScalars)
        let paragraph = try BidiParagraph(text)
        #expect(paragraph.paragraphLevel == 0)
        #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2])
        let visual = String(String.UnicodeScalarView(paragraph.visualOrder.map { text[$0] }))
        #expect(visual == "abc 123 مالس")
    }

    @Test func reorderTakesTheLowestOddLevelAtOrAboveTheLowest() {
        // {0, 2}: reversed at 2 and again at 1, so an Arabic-Indic number keeps its order.
        #expect(BidiParagraph.reorder([0, 1, 2, 3], level: { [0, 0, 2, 2][$0] }) == [0, 1, 2, 3])
        #expect(BidiParagraph.reorder([0, 1, 2], level: { [1, 1, 2][$0] }) == [2, 1, 0])
    }

    @Test func firstStrongDirection() {
        #expect(BidiParagraph.firstStrongDirection(of: "123 שלום abc".unicodeScalars) == .rightToLeft)
        #expect(BidiParagraph.firstStrongDirection(of: "abc שלום".unicodeScalars) == .leftToRight)
        #expect(BidiParagraph.firstStrongDirection(of: "123 !".unicodeScalars) == nil)
    }
}
