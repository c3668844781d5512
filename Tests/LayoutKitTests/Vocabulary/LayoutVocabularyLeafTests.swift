import FeatureTestSupport
import LayoutKit
import Testing

/// The vocabulary's leaves and the anchors a feature reads its section headers from.
@Suite struct LayoutVocabularyLeafTests {
    let measurer = EstimatedTextMeasurer()
    var environment: LayoutEnvironment { LayoutEnvironment(traits: .standard, measurer: measurer) }

    @Test func aShrinkingTextStepsDownUntilItFitsThenTakesTheNextRoom() {
        let title = "Hearty Vegetable Soup With Beans And Barley"
        // Roomy: set at its style's size.
        let roomy = ShrinkingText(title, style: .headline, weight: .bold, minimumSize: 11, rooms: [200])
        #expect(roomy.fit(width: 150, in: environment).size == ScreenTraits.standard.size(.headline))
        // One line of room at 150 pt: it shrinks by half points to the floor, then takes the second room.
        let tight = ShrinkingText(title, style: .headline, weight: .bold, minimumSize: 11, rooms: [20, 200])
        let fitted = tight.fit(width: 150, in: environment)
        #expect(fitted.size == ScreenTraits.standard.size(.headline), "the second room starts from the style again")
        #expect(fitted.lines.count > 1)
        // With no second room it is cut at the floor on the lines that fit.
        let cut = ShrinkingText(title, style: .headline, weight: .bold, minimumSize: 11, rooms: [20])
        let floor = cut.fit(width: 150, in: environment)
        #expect(floor.size == 11 && floor.lines.count == 1 && floor.lines[0].hasSuffix("…"))
        // What it answers is the height of what it draws.
        let laid = LayoutCanvas.layout(cut, proposal: ProposedSize(width: 150, height: nil), in: environment)
        #expect(laid.size.height == measurer.lineHeight(fontSize: 11))
        #expect(laid.parts.first?.frame.size == laid.size)
    }

    @Test func anAnchorRecordsWhereItsChildWasPlaced() {
        let list = VStack(spacing: 0) {
            Anchor("first", Spacer().frame(height: 44))
            Fill(.roundedRect, \.tint).frame(height: 100)
            Anchor("second", Spacer().frame(height: 44))
        }
        .padding(16)
        let laid = LayoutCanvas.layout(list, proposal: ProposedSize(width: 300, height: nil), in: environment)
        #expect(laid.anchors["first"] == Rect(x: 16, y: 16, width: 268, height: 44))
        #expect(laid.anchors["second"] == Rect(x: 16, y: 160, width: 268, height: 44))
        #expect(laid.size.height == 16 + 44 + 100 + 44 + 16)
    }

    @Test func aMinimumHeightFrameCentresAShortChild() {
        let row = Text("Pasta", style: .body).padding(horizontal: 8, vertical: 10).frame(minHeight: 44)
        let laid = LayoutCanvas.layout(row, proposal: ProposedSize(width: 200, height: nil), in: environment)
        let line = measurer.lineHeight(fontSize: ScreenTraits.standard.size(.body))
        #expect(laid.size == Size(width: 200, height: max(44, line + 20)))
        #expect(laid.parts.first?.frame == Rect(x: 8, y: (laid.size.height - line) / 2, width: 184, height: line))
    }

    @Test func aTextSizeLimitSetsItsTextAtTheLimitAndTheRestAtTheScreensSize() throws {
        var traits = ScreenTraits.standard
        traits.textSize = .accessibilityExtraExtraExtraLarge
        let environment = LayoutEnvironment(traits: traits, measurer: EstimatedTextMeasurer())
        let stack = VStack(spacing: 0) {
            Text("Bar", style: .footnote).dynamicTypeSize(...ContentSizeCategory.extraExtraLarge)
            Text("Page", style: .footnote)
        }
        let laid = LayoutCanvas.layout(stack, proposal: ProposedSize(width: 200, height: nil), in: environment)
        let runs = laid.parts.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }
        try #require(runs.count == 2)
        // Measured and drawn at the limit: its frame is the height of a line at that size.
        let limited = TextStyle.footnote.size(at: .extraExtraLarge)
        #expect(runs[0].fontSize == limited)
        #expect(runs[0].frame.height == environment.measurer.lineHeight(fontSize: limited))
        #expect(runs[1].fontSize == TextStyle.footnote.size(at: .accessibilityExtraExtraExtraLarge))
        #expect(runs[1].frame.y == runs[0].frame.maxY)
        // A text size under the limit is left as it is.
        let small = LayoutCanvas.layout(stack, proposal: ProposedSize(width: 200, height: nil), in: .test)
        #expect(small.parts.count == 2)
        if case .text(let run) = small.parts.first { #expect(run.fontSize == TextStyle.footnote.size) }
    }
}
