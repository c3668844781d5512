import FeatureTestSupport
import LayoutKit
import Testing

/// A text at a point size of its own, a text cut in the middle, and which child a `FirstThatFits` draws.
@Suite struct LayoutVocabularyTextTests {
    let measurer = EstimatedTextMeasurer()
    var environment: LayoutEnvironment {
        LayoutEnvironment(traits: ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge), measurer: measurer)
    }

    func run(of element: any LayoutElement, width: Double) -> LayoutPart.TextRun? {
        let laid = LayoutCanvas.layout(element, proposal: ProposedSize(width: width, height: nil), in: environment)
        for case .text(let run) in laid.parts { return run }
        return nil
    }

    @Test func aTextWithAPointSizeKeepsItAtAnyTextSize() throws {
        let fixed = try #require(run(of: Text("$1.29", style: .subheadline, fontSize: 12), width: 100))
        #expect(fixed.fontSize == 12)
        let styled = try #require(run(of: Text("$1.29", style: .subheadline), width: 100))
        #expect(styled.fontSize == environment.fontSize(.subheadline) && styled.fontSize > 12)
    }

    @Test func aTextCutInTheMiddleKeepsItsEndWhereTheTailCutDropsIt() throws {
        let almonds = "Blue Diamond Almond Roasted Salted 6oz"
        let nutThins = "Blue Diamond Artisan Nut Thin Sesame 4.24oz"
        func lines(_ name: String, _ mode: TextTruncation) throws -> [String] {
            let text = Text(name, style: .footnote, lineLimit: 2, fontSize: 11).truncationMode(mode)
            return try #require(run(of: text, width: 50)).lines
        }
        // Cut at their ends the two read alike; in the middle each keeps its end, and both still fit their width.
        #expect(try lines(almonds, .tail) == lines(nutThins, .tail))
        let middle = (try lines(almonds, .middle), try lines(nutThins, .middle))
        #expect(middle.0 != middle.1)
        #expect(middle.0.last?.hasSuffix("6oz") == true && middle.0.last?.contains("…") == true)
        for line in middle.0 + middle.1 { #expect(measurer.width(of: line, fontSize: 11) <= 50) }
        // A text that fits is not touched.
        #expect(try lines("Tea", .middle) == ["Tea"])
    }

    @Test func firstThatFitsSaysWhichChildItDraws() {
        let choice = FirstThatFits(in: [.vertical]) {
            Spacer().frame(height: 120)
            Spacer().frame(height: 60)
            Spacer().frame(height: 200)
        }
        #expect(choice.choice(for: ProposedSize(width: 100, height: 150), in: environment) == 0)
        #expect(choice.choice(for: ProposedSize(width: 100, height: 80), in: environment) == 1)
        // None fits: the last.
        #expect(choice.choice(for: ProposedSize(width: 100, height: 10), in: environment) == 2)
        #expect(FirstThatFits {}.choice(for: .unspecified, in: environment) == nil)
    }
}
