import FeatureTestSupport
import LayoutKit
import Testing

/// The vocabulary's grid filling its rows, a fixed size and a spacer among fixed siblings: what a Stack Overflow
/// cell needs to stretch to the tallest cell beside it while its lines keep their own heights (issue #53).
@Suite struct LayoutVocabularyGridTests {
    /// A card around a probe of `height` (as wide as offered): its content fixed at its own height, its frame and
    /// background stretched.
    static func card(_ name: String, height: Double, log: ProbeElement.Log) -> any LayoutElement {
        Cell(id: name, kind: .button) {
            ProbeElement(name, width: 500, height: height, log: log)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxHeight: .infinity, alignment: .top)
                .background { Fill(.roundedRect, \.tint) }
        }
    }

    @Test func aGridFillingItsRowsStretchesEachCardToTheTallestBesideIt() {
        let log = ProbeElement.Log()
        let heights = [40.0, 80, 30]
        let grid = WindowedGrid(
            count: 3,
            columns: 2,
            window: ListWindow(total: 3),
            spacing: 10,
            insets: EdgeInsets(all: 5),
            fillsRows: true
        ) { index in Self.card("card\(index)", height: heights[index], log: log) }
        let laid = LayoutCanvas.layout(grid, proposal: ProposedSize(width: 210, height: nil), in: .test)
        let items = Dictionary(uniqueKeysWithValues: laid.items.map { ($0.id, $0) })
        // Both cards of the first row as tall as the taller; the last row as tall as its one card.
        #expect(items["card0"]?.frame == Rect(x: 5, y: 5, width: 95, height: 80))
        #expect(items["card1"]?.frame == Rect(x: 110, y: 5, width: 95, height: 80))
        #expect(items["card2"]?.frame == Rect(x: 5, y: 95, width: 95, height: 30))
        // The background fills the stretched card; the content keeps its own height at the top.
        #expect(items["card0"]?.parts.first?.frame == Rect(x: 5, y: 5, width: 95, height: 80))
        #expect(LayoutVocabularyTests.frames(log)["card0"] == Rect(x: 5, y: 5, width: 95, height: 40))
        #expect(laid.size.height == 5 + 80 + 10 + 30 + 5)
    }

    @Test func aGridNotFillingItsRowsPlacesEachCardAtItsOwnHeight() {
        let log = ProbeElement.Log()
        let grid = WindowedGrid(
            count: 2,
            columns: 2,
            window: ListWindow(total: 2),
            spacing: 10,
            insets: EdgeInsets(all: 0)
        ) { index in Self.card("card\(index)", height: index == 0 ? 40 : 80, log: log) }
        let laid = LayoutCanvas.layout(grid, proposal: ProposedSize(width: 210, height: nil), in: .test)
        #expect(laid.items.map(\.frame.height) == [40, 80])
    }

    @Test func aFixedSizeAnswersItsIdealWhateverItIsOffered() {
        let log = ProbeElement.Log()
        let probe = ProbeElement("tall", width: 50, height: 100, log: log)
        #expect(probe.sizeThatFits(ProposedSize(width: 40, height: 30), in: .test) == Size(width: 40, height: 30))
        #expect(
            probe.fixedSize(horizontal: false, vertical: true)
                .sizeThatFits(ProposedSize(width: 40, height: 30), in: .test) == Size(width: 40, height: 100)
        )
        #expect(
            probe.fixedSize().sizeThatFits(ProposedSize(width: 40, height: 30), in: .test)
                == Size(width: 50, height: 100)
        )
    }

    @Test func aSpacerTakesWhatItsFixedSiblingsLeave() {
        let log = ProbeElement.Log()
        let row = HStack(spacing: 0) {
            Spacer()
            ProbeElement("trailing", width: 50, height: 20, fixed: true, log: log)
        }
        _ = LayoutCanvas.layout(row, proposal: ProposedSize(width: 200, height: nil), in: .test)
        #expect(LayoutVocabularyTests.frames(log)["trailing"] == Rect(x: 150, y: 0, width: 50, height: 20))
    }
}
