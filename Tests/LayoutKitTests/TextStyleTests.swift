import FeatureTestSupport
import Foundation
import LayoutKit
import Testing

@Suite struct TextStyleTests {
    @Test func everyStyleHasItsLargeSize() {
        let sizes = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0, $0.size) })
        #expect(sizes.count == 11)
        #expect(sizes[.largeTitle] == 34 && sizes[.body] == 17 && sizes[.footnote] == 13 && sizes[.caption2] == 11)
    }

    @Test func aCutRunReportsTheWordsItHidesGivenLinesEndingInAnEllipsis() throws {
        let measurer = EstimatedTextMeasurer()
        let text = "starling-works/bright-otter and more words"
        let lines = measurer.lines(for: text, width: 120, fontSize: 17, maxLines: 1)
        let run = LayoutPart.TextRun(
            text: text,
            frame: Rect(x: 0, y: 0, width: 120, height: 22),
            fontSize: 17,
            style: .body,
            lines: lines,
            measurer: measurer
        )
        let hidden = try #require(run.hides)
        #expect(text.hasSuffix(hidden) && hidden.count < text.count)
        let whole = LayoutPart.TextRun(
            text: "Short",
            frame: Rect(x: 0, y: 0, width: 120, height: 22),
            fontSize: 17,
            style: .body,
            lines: ["Short"],
            measurer: measurer
        )
        #expect(whole.hides == nil)
    }

    @Test func runsWrittenBeforeStylesReadAsTheNearestStyle() throws {
        let json = """
            {"text":"x","frame":{"x":0,"y":0,"width":10,"height":10},"fontSize":16,"weight":"regular",
             "color":"#000000","alignment":"leading","maxLines":1,"lines":["x"],"strikethrough":false}
            """
        let run = try JSONDecoder().decode(LayoutPart.TextRun.self, from: Data(json.utf8))
        #expect(run.style == .callout && run.role == .primary)
    }
}
