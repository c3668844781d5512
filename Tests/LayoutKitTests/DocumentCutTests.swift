import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenControls
import Testing

/// A detail screen ends at 20,000 points and no item of any screen is taller; the document says where it was cut.
@Suite struct DocumentCutTests {
    let measurer = EstimatedTextMeasurer()

    func compose(_ screen: String, content: @escaping (ContentArea) -> ScreenContent) throws -> LayoutDocument {
        ScreenComposer(measurer: measurer).compose(
            feature: "test",
            screen: screen,
            device: try #require(DeviceProfile.named("iphone-15")),
            orientation: .portrait,
            chrome: ScreenChrome(title: "Test"),
            content: content
        )
    }

    /// An item holding a text of `lines` lines, and a row `gap` points below it.
    func tallContent(lines: Int, gap: Double, in area: ContentArea) -> ScreenContent {
        // Words one to a line in a narrow column: one text, `lines` lines.
        let text = (0..<lines).map { "w\($0 % 10)" }.joined(separator: " ")
        let run = Controls(measurer: measurer).text(text, x: 16, y: 16, width: 40, style: .body, maxLines: 0)
        let frame = Rect(x: 0, y: run.frame.minY - 4, width: area.width, height: run.frame.height + 8)
        let body = LayoutItem(id: "body", kind: .label, frame: frame, parts: [.text(run)])
        let rowFrame = Rect(x: 0, y: frame.maxY + gap, width: area.width, height: 44)
        let row = LayoutItem(
            id: "after",
            kind: .label,
            frame: rowFrame,
            parts: [.shape(.init(kind: .roundedRect, frame: rowFrame, fill: "#000000"))]
        )
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: [body, row])],
            height: row.frame.maxY + 16
        )
    }

    @Test func detailScreenIsCutAtTheLimitGivenContentTallerThanIt() throws {
        // Given a detail screen whose text runs 3,000 lines (about 61,000 points)
        let document = try compose("detail") { area in tallContent(lines: 3_000, gap: 8, in: area) }

        // Then the document ends at 20,000 points, says it was cut, and keeps only what lies above the cut
        #expect(document.contentSize.height <= DocumentCut.maxHeight)
        let cut = try #require(document.cut)
        #expect(cut.height <= DocumentCut.maxHeight && cut.fullHeight > 60_000)
        #expect(cut.items == 2)
        let after = document.item("after")
        #expect(after == nil)
        for item in document.allItems {
            #expect(item.frame.maxY <= DocumentCut.maxHeight, "\(item.id) ends below the cut")
            for part in item.parts { #expect(part.frame.maxY <= DocumentCut.maxHeight, "\(item.id)") }
        }
        let body = try #require(document.item("body"))
        guard case .text(let run) = try #require(body.parts.first) else { throw CutTestFailure.noText }
        #expect(run.lines.count < 3_000 && run.lines.count > 900)
        #expect(run.lines.last?.hasSuffix(TextMetrics.ellipsis) == true)
        let json = try String(decoding: document.jsonData(), as: UTF8.self)
        #expect(json.contains("\"cut\" : {"))
        #expect(cut.description.contains("cut at 20000 pt"))
    }

    @Test func itemIsCutAtTheLimitGivenAListScreen() throws {
        // Given a list screen with one item of 3,000 lines
        let document = try compose("list") { area in tallContent(lines: 3_000, gap: 8, in: area) }

        // Then the list keeps its height but no item is taller than the limit, and the row after it stays
        let body = try #require(document.item("body"))
        #expect(body.frame.height <= DocumentCut.maxHeight)
        #expect(document.item("after") != nil)
        #expect(document.contentSize.height > 60_000)
        let cut = document.cut
        #expect(cut?.items == 1)
    }

    @Test func shortDetailIsWholeGivenContentUnderTheLimit() throws {
        let document = try compose("detail") { area in tallContent(lines: 40, gap: 8, in: area) }
        let cut = document.cut
        #expect(cut == nil)
        #expect(document.item("after") != nil)
        let json = try String(decoding: document.jsonData(), as: UTF8.self)
        #expect(!json.contains("\"cut\""))
    }

    enum CutTestFailure: Error {
        case noText
    }
}
