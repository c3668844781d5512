import FeatureTestSupport
import LayoutKit
import Synchronization
import Testing

/// The layout vocabulary (issue #53): containers propose, children answer, containers place each child at the size
/// it answered for the proposal it was given.
@Suite struct LayoutVocabularyTests {
    static func frames(_ log: ProbeElement.Log) -> [String: Rect] {
        Dictionary(log.placements.withLock { $0 }.map { ($0.name, $0.frame) }, uniquingKeysWith: { $1 })
    }

    @Test func everyContainerPlacesEachChildAtTheSizeItAnswered() {
        let log = ProbeElement.Log()
        func probe(_ name: String, _ width: Double, _ height: Double, fixed: Bool = false) -> ProbeElement {
            ProbeElement(name, width: width, height: height, fixed: fixed, log: log)
        }
        let tree = VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 8) {
                probe("a", 40, 40, fixed: true)
                probe("b", 500, 20)
                Spacer()
            }
            ZStack {
                probe("c", 30, 30); probe("d", 10, 50)
            }.padding(6)
            Flow(spacing: 4) { for index in 0..<9 { probe("chip\(index)", 70, 18) } }
            FirstThatFits {
                probe("wide", 900, 10); probe("narrow", 100, 30)
            }
            probe("framed", 20, 20).frame(width: 60, height: 30, alignment: .topLeading)
            probe("square", 999, 999).aspectRatio(2)
        }
        let laid = LayoutCanvas.layout(tree, proposal: ProposedSize(width: 300, height: nil), in: .test)
        let placements = log.placements.withLock { $0 }
        #expect(placements.count == 16)
        for placement in placements {
            #expect(placement.frame.size == placement.answered, "\(placement.name) offered \(placement.proposal)")
        }
        let frames = Self.frames(log)
        // The fixed child is offered room first; the two flexible ones share the rest of the row, the less
        // flexible first (as SwiftUI's stacks): b is offered half of 244 and takes it, the spacer the other half.
        #expect(frames["a"] == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(frames["b"] == Rect(x: 48, y: 10, width: 122, height: 20))
        #expect(frames["narrow"] != nil && frames["wide"] == nil, "the wide choice does not fit 300 points")
        #expect(frames["framed"]?.size == Size(width: 20, height: 20) && frames["framed"]?.x == 0)
        #expect(frames["square"].map { $0.width == 2 * $0.height } == true)
        #expect(laid.size.width == 300)
    }

    @Test func aFlowWrapsAtTheWidthOfferedAndEachRowHoldsWhatFits() {
        let log = ProbeElement.Log()
        let flow = Flow(spacing: 10, lineSpacing: 5) {
            for index in 0..<5 { ProbeElement("chip\(index)", width: 60, height: 20, log: log) }
        }
        let laid = LayoutCanvas.layout(flow, proposal: ProposedSize(width: 200, height: nil), in: .test)
        let frames = Self.frames(log)
        // 60 + 10 + 60 + 10 + 60 = 200: three to a row, then two.
        #expect(frames["chip2"] == Rect(x: 140, y: 0, width: 60, height: 20))
        #expect(frames["chip3"] == Rect(x: 0, y: 25, width: 60, height: 20))
        #expect(laid.size.height == 45)
    }

    @Test func firstThatFitsIsARowWhenItFitsAndAColumnWhenItDoesNot() {
        func choice(_ log: ProbeElement.Log) -> FirstThatFits {
            FirstThatFits(in: [.horizontal]) {
                HStack(spacing: 8) {
                    ProbeElement("label", width: 120, height: 20, log: log)
                    ProbeElement("value", width: 80, height: 20, log: log)
                }
                VStack(alignment: .leading, spacing: 2) {
                    ProbeElement("label", width: 120, height: 20, log: log)
                    ProbeElement("value", width: 80, height: 20, log: log)
                }
            }
        }
        let wide = ProbeElement.Log()
        #expect(
            LayoutCanvas.layout(choice(wide), proposal: ProposedSize(width: 300, height: nil), in: .test).size.height
                == 20
        )
        #expect(Self.frames(wide)["value"]?.x == 128)
        let narrow = ProbeElement.Log()
        #expect(
            LayoutCanvas.layout(choice(narrow), proposal: ProposedSize(width: 150, height: nil), in: .test).size.height
                == 42
        )
        #expect(Self.frames(narrow)["value"] == Rect(x: 0, y: 22, width: 80, height: 20))
    }

    @Test func aHigherPriorityTextIsNeverCutWhileTheOtherGivesUpRoom() throws {
        let row = HStack(spacing: 8) {
            Text("A product name long enough to need more room than a phone row has", style: .body)
            Text("$12.99", style: .headline, weight: .bold).layoutPriority(1)
        }
        let laid = LayoutCanvas.layout(row, proposal: ProposedSize(width: 200, height: nil), in: .test)
        let runs = laid.parts.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }
        #expect(runs.count == 2)
        let price = try #require(runs.last)
        #expect(price.lines == ["$12.99"] && price.hides == nil, "the price is whole")
        let name = try #require(runs.first)
        #expect(name.lines.count == 1 && name.lines[0].hasSuffix("…"), "the name gives up its room: \(name.lines)")
        #expect(name.frame.maxX + 8 <= price.frame.minX + 0.001)
    }

    @Test func aWindowedListPlacesOnlyItsWindowAtOffsetsFromEveryRowsOwnHeight() {
        let log = ProbeElement.Log()
        let heights = (0..<30).map { Double(10 + $0 % 7) }
        let list = WindowedList(
            count: 30,
            window: ListWindow(total: 30, around: 20, maxRows: 5),
            spacing: 2,
            insets: EdgeInsets(all: 4)
        ) { index in
            ProbeElement("row\(index)", width: 100, height: heights[index], fixed: true, log: log)
        }
        let laid = LayoutCanvas.layout(list, proposal: ProposedSize(width: 200, height: nil), in: .test)
        let placements = log.placements.withLock { $0 }
        let window = ListWindow(total: 30, around: 20, maxRows: 5)
        #expect(placements.map(\.name) == window.rows.map { "row\($0)" })
        for placement in placements {
            let index = Int(placement.name.dropFirst(3))!
            let expected = 4 + heights[..<index].reduce(0, +) + 2 * Double(index)
            #expect(placement.frame.y == expected)
        }
        let total: Double = heights.reduce(0, +) + 2.0 * 29 + 8
        #expect(laid.size.height == total)
    }

    @Test func aTextReservingItsLinesAnswersThemAndDrawsWhatItHolds() throws {
        let text = Text("Mario", style: .headline, lineLimit: 2, reservesSpace: true, verticalAlignment: .center)
        let laid = LayoutCanvas.layout(text, proposal: ProposedSize(width: 200, height: nil), in: .test)
        let lineHeight = EstimatedTextMeasurer().lineHeight(fontSize: ScreenTraits.standard.size(.headline))
        #expect(laid.size == Size(width: 200, height: 2 * lineHeight))
        guard case .text(let run) = try #require(laid.parts.first) else { Issue.record("not a text"); return }
        #expect(run.lines == ["Mario"])
        #expect(run.frame == Rect(x: 0, y: lineHeight / 2, width: 200, height: lineHeight))
    }

    @Test func aCellGathersThePartsItsContentDrewIntoOneItem() {
        let log = ProbeElement.Log()
        let cell = Cell(id: "card", kind: .button) {
            ProbeElement("inside", width: 50, height: 20, fixed: true, log: log).padding(5)
        }
        let laid = LayoutCanvas.layout(
            cell,
            proposal: ProposedSize(width: 100, height: nil),
            at: Point(x: 10, y: 30),
            in: .test
        )
        #expect(laid.parts.isEmpty)
        #expect(laid.items.count == 1)
        #expect(laid.items.first?.frame == Rect(x: 10, y: 30, width: 60, height: 30))
        #expect(laid.items.first?.parts.first?.frame == Rect(x: 15, y: 35, width: 50, height: 20))
    }
}
