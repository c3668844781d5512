import FeatureTestSupport
import LayoutKit
import ScreenControls
import Testing

/// A list with nothing more to load ends in a footer item (issue #29, item 5): after the last item, inside the
/// content's height, which grows to hold it.
@Suite struct ListEndTests {
    @Test func theFooterFollowsTheLastItemAndTheContentGrows() {
        let controls = Controls(measurer: EstimatedTextMeasurer())
        let area = ContentArea(width: 393, height: 600, sizeClass: .compact, orientation: .portrait)
        let rows = (0..<12).map { index in
            LayoutItem(
                id: "row-\(index)",
                kind: LayoutItem.Kind(rawValue: "row"),
                frame: Rect(x: 0, y: Double(index) * 80, width: 393, height: 80),
                parts: []
            )
        }
        let content = ScreenContent(sections: [LayoutSection(id: "rows", items: rows)], height: 960)
        let ended = controls.endingList(content, area: area)
        let footer = ended.sections.last?.items.last
        #expect(footer?.kind == .listEnd)
        #expect(footer?.frame.y == 968)
        #expect(ended.height == 968 + Controls.listEndHeight + 8)
        guard case .text(let run)? = footer?.parts.first else {
            Issue.record("the footer has no text")
            return
        }
        #expect(run.text == "End of list")
        // A short list: the footer right after its items, the content as tall as the area.
        let short = ScreenContent(sections: [LayoutSection(id: "rows", items: Array(rows.prefix(2)))], height: 600)
        let shortEnded = controls.endingList(short, area: area)
        #expect(shortEnded.sections.last?.items.last?.frame.y == 168)
        #expect(shortEnded.height == 600)
    }
}
