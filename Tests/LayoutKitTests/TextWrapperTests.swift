import Foundation
import Testing

@testable import LayoutKit

/// What long or unusual text cannot do to wrapping: make it quadratic or hide a line break.
@Suite struct TextWrapperTests {
    @Test func aVeryLongUnbrokenTextCostsALinesWorthOfMeasuringPerLine() throws {
        var calls = 0
        let measure = { (line: String) -> Double in
            calls += 1
            return Double(line.count) * 10
        }
        // 10,000 characters without a break, two lines allowed: only what the lines hold is measured.
        let text = String(repeating: "🚀", count: 10_000)
        let lines = TextWrapper.wrap(text, width: 200, maxLines: 2, measure: measure)
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix(TextWrapper.ellipsis) == true)
        #expect(calls < 200, "\(calls) measurements")
        // And with no line limit, each line is measured once up to its width.
        calls = 0
        // A word longer than its line ends each line in a hyphen: 19 letters and "-" per 200-point line.
        let all = TextWrapper.wrap(String(repeating: "x", count: 2_000), width: 200, maxLines: 0, measure: measure)
        #expect(all.count == 106)
        #expect(all.dropLast().allSatisfy { $0.count == 20 && $0.hasSuffix("-") })
        #expect(calls < 106 * 25)
    }

    @Test func lineEndsOfEveryKindSeparateWords() {
        #expect(
            TextWrapper.segments(of: "foo\r\nbar\rbaz\nqux\tquux") == ["foo ", "bar ", "baz ", "qux ", "quux"]
        )
        // A no-break space keeps its words together.
        #expect(TextWrapper.segments(of: "10\u{A0}km").count == 1)
    }
}
