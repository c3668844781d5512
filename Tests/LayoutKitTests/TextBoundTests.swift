import LayoutKit
import Synchronization
import Testing

/// A text longer than the limit is cut, with an ellipsis, before anything measures it, and its part says so.
@Suite struct TextBoundTests {
    /// Measures like a monospaced font and remembers the longest text it was asked about.
    final class RecordingMeasurer: TextMeasuring {
        private let longest = Mutex(0)

        var longestMeasured: Int { longest.withLock { $0 } }

        private func record(_ text: String) {
            let count = text.unicodeScalars.count
            longest.withLock { $0 = max($0, count) }
        }

        func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
            record(text)
            return Double(text.unicodeScalars.count) * fontSize * 0.5
        }

        func missingGlyphs(in text: String, weight: FontWeight) -> Int {
            record(text)
            return 0
        }

        func fontFamilies(for text: String, weight: FontWeight) -> [String] {
            record(text)
            return ["Mono"]
        }
    }

    @Test func aMillionCharacterTextIsCutBeforeItIsMeasured() {
        // Given a 1,000,000-character description
        let long = String(repeating: "abcd ", count: 200_000)
        let measurer = RecordingMeasurer()
        // When it is wrapped and made into a part
        let lines = measurer.lines(for: long, width: 300, fontSize: 17, maxLines: 0)
        let run = LayoutPart.TextRun(
            text: long,
            frame: Rect(x: 0, y: 0, width: 300, height: 20),
            fontSize: 17,
            style: .body,
            maxLines: 0,
            lines: lines,
            measurer: measurer
        )
        // Then nothing longer than the limit (and its ellipsis) was measured, and the part reports the cut
        #expect(measurer.longestMeasured <= TextMetrics.maxCharacters + 1)
        #expect(run.cut == TextMetrics.maxCharacters)
        #expect(run.text.unicodeScalars.count == TextMetrics.maxCharacters + 1)
        #expect(run.text.hasSuffix(TextMetrics.ellipsis))
        #expect(lines.last?.hasSuffix(TextMetrics.ellipsis) == true)
    }

    @Test func aTextWithinTheLimitIsWholeAndReportsNoCut() {
        let text = String(repeating: "x", count: TextMetrics.maxCharacters)
        let run = LayoutPart.TextRun(
            text: text,
            frame: Rect(x: 0, y: 0, width: 300, height: 20),
            fontSize: 17,
            style: .body,
            lines: [text],
            measurer: RecordingMeasurer()
        )
        #expect(run.text == text)
        #expect(run.cut == nil)
    }
}
