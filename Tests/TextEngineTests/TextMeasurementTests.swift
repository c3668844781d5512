import LayoutKit
import Testing
import TextEngine

@Suite struct TextMeasurementTests {
    @Test func widthsComeFromTheFontAndScaleWithSize() throws {
        let measurer = try TextMeasurer()
        let small = measurer.width(of: "Hello", fontSize: 10)
        #expect(small > 20 && small < 40)
        #expect(abs(measurer.width(of: "Hello", fontSize: 20) - 2 * small) < 0.001)
        #expect(measurer.width(of: "WWW", fontSize: 10) > measurer.width(of: "iii", fontSize: 10))
        #expect(measurer.width(of: "Hello", fontSize: 10, weight: .bold) > small)
    }

    @Test func wrapsAtWordsAndTruncatesWithEllipsis() throws {
        let measurer = try TextMeasurer()
        let text = "Bruschetta With Roasted Garlic and Cherry Tomatoes"
        let lines = measurer.lines(for: text, width: 120, fontSize: 14, maxLines: 0)
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(measurer.width(of: line, fontSize: 14) <= 120) }
        let truncated = measurer.lines(for: text, width: 120, fontSize: 14, maxLines: 2)
        #expect(truncated.count == 2)
        #expect(truncated[1].hasSuffix("…"))
        #expect(measurer.width(of: truncated[1], fontSize: 14) <= 120)
        // A word longer than the line is broken rather than overflowing, each break with a hyphen that fits.
        let broken = measurer.lines(for: "Supercalifragilisticexpialidocious", width: 60, fontSize: 14, maxLines: 0)
        #expect(broken.count > 1)
        #expect(broken.dropLast().allSatisfy { $0.hasSuffix("-") })
        #expect(
            broken.map { $0.hasSuffix("-") ? String($0.dropLast()) : $0 }.joined()
                == "Supercalifragilisticexpialidocious"
        )
        for line in broken { #expect(measurer.width(of: line, fontSize: 14) <= 60) }
    }
}
