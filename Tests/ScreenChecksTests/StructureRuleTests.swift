import FeatureTestSupport
import LayoutKit
import ScreenChecks
import Testing

/// Issue #53's structural rule: every part of an item lies inside its item's frame, and items of one list or grid
/// do not overlap. Shown failing on a seeded overlap and a seeded part outside its item, and passing on the same
/// cells laid out by the vocabulary (the suites' audits run it over every story on every device).
@Suite struct StructureRuleTests {
    static func document(_ items: [LayoutItem]) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        return LayoutDocument(
            feature: "test",
            screen: "structure",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "content", items: items)]
        )
    }

    static func rules(_ items: [LayoutItem]) throws -> [ScreenViolation.Rule] {
        ScreenCheck.violations(in: try document(items)).map(\.rule).filter {
            $0 == .partOutsideItem || $0 == .overlappingItems
        }
    }

    /// Three cards of the vocabulary, one after another.
    static func cards() -> [LayoutItem] {
        let list = VStack(spacing: 8) {
            for index in 0..<3 {
                Cell(id: "card-\(index)", kind: .button) {
                    Text("Card \(index) with a name that wraps onto a second line", style: .headline, lineLimit: 2)
                        .padding(12)
                        .background { Fill(.roundedRect, \.elevatedBackground, cornerRadius: 10) }
                }
            }
        }
        let environment = LayoutEnvironment(traits: .standard, measurer: EstimatedTextMeasurer())
        return LayoutCanvas.layout(
            list.padding(16),
            proposal: ProposedSize(width: 393, height: nil),
            in: environment
        ).items
    }

    @Test func cellsOfTheVocabularyKeepTheRule() throws {
        #expect(try Self.rules(Self.cards()) == [])
    }

    @Test func aPartDrawnPastItsItemsFrameIsFound() throws {
        var items = Self.cards()
        // A drawing that predicted its height apart from the measure: the text runs 20 pt past the card.
        items[1].frame.height -= 20
        #expect(try Self.rules(items) == [.partOutsideItem])
    }

    @Test func twoItemsOfOneListOverlappingAreFound() throws {
        var items = Self.cards()
        // A row placed from a predicted offset: the third card starts inside the second.
        items[2] = items[2].offsetBy(dx: 0, dy: -30)
        #expect(try Self.rules(items) == [.overlappingItems])
    }
}
