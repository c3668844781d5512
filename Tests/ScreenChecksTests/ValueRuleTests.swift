import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import Testing

/// The value-not-drawn rule (issue #55): an item draws the price its label gives. It fails on the Specials screens
/// of the commit before (the compact tiles of the three Blue Diamond products kept only their names) and on a
/// tile made the same way; a tile that draws its price, or gives up only its struck price, passes.
@Suite struct ValueRuleTests {
    let measurer = EstimatedTextMeasurer()

    func tile(label: String, drawing texts: [String]) -> LayoutItem {
        let runs = texts.enumerated().map { index, text in
            LayoutPart.text(
                LayoutPart.TextRun(
                    text: text,
                    frame: Rect(x: 4, y: 4 + Double(index) * 16, width: 60, height: 15),
                    fontSize: 12,
                    style: .footnote,
                    maxLines: 1,
                    lines: measurer.lines(for: text, width: 60, fontSize: 12, maxLines: 1),
                    measurer: measurer
                )
            )
        }
        return LayoutItem(
            id: "special-12",
            kind: LayoutItem.Kind(rawValue: "special-tile"),
            frame: Rect(x: 0, y: 0, width: 70, height: 70),
            parts: runs,
            accessibility: .init(label: label, traits: [.staticText])
        )
    }

    func violations(_ item: LayoutItem) throws -> [ScreenViolation] {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: device.size(in: .portrait),
            sections: [LayoutSection(id: "specials", items: [item])]
        )
        return ScreenCheck.valuesNotDrawn(in: document)
    }

    @Test func aTileThatDrawsItsNameButNotItsPriceFails() throws {
        let found = try violations(
            tile(label: "Blue Diamond Almond Roasted Salted 6oz, $4.29", drawing: ["Blue Diamond Almond"])
        )
        #expect(found.map(\.rule) == [.valueNotDrawn] && found[0].item == "special-12")
        #expect(found[0].description.contains("$4.29"))
    }

    @Test func aPriceCutByAnEllipsisOrOnlyPartlyShownFails() throws {
        // "$14.29" cut to "$14.…" or a label's "$1.2" matched inside "$1.29" do not count as drawn.
        #expect(try !violations(tile(label: "Tea, $14.29", drawing: ["Tea", "$14.…"])).isEmpty)
        #expect(try !violations(tile(label: "Tea, $1.2", drawing: ["Tea", "$1.29"])).isEmpty)
    }

    @Test func aTileThatDrawsItsPriceAndGivesUpOnlyItsStruckPricePasses() throws {
        #expect(try violations(tile(label: "Mochi, $2.99, was $4.99", drawing: ["$2.99", "Mochi"])).isEmpty)
        #expect(try violations(tile(label: "A row without money", drawing: ["A row"])).isEmpty)
    }

    @Test func theSpecialsScreenOfTheCommitBeforeFails() throws {
        // Written by `catalog-tool layout --feature specials --device iphone-15-pro-max --format json` at 946192d.
        let document = try BeforeIssue55.document("specials-loaded-iphone-15-pro-max-portrait-l")
        let found = ScreenCheck.valuesNotDrawn(in: document)
        #expect(Set(found.compactMap(\.item)) == ["special-12", "special-13", "special-14"])
    }
}
