import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import Testing

/// The no-whole-item-on-first-screen rule (issue #55): a list or grid that starts on the first screen shows one of
/// its items whole there. It fails on the Specials screen of the commit before on a landscape iPhone SE (its first
/// tile, 333 points tall, was taller than the screen) and passes on one whose first row fits.
@Suite struct FirstScreenRuleTests {
    func document(tileHeights: [Double], screenHeight: Double) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-se"))
        var y = 0.0
        let items = tileHeights.enumerated().map { index, height in
            defer { y += height }
            return LayoutItem(
                id: "tile-\(index)",
                kind: LayoutItem.Kind(rawValue: "special-tile"),
                frame: Rect(x: 0, y: y, width: 300, height: height),
                parts: [],
                accessibility: .init(label: "tile \(index)", traits: [.staticText])
            )
        }
        var document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .landscape,
            contentSize: Size(width: 667, height: max(screenHeight, y)),
            sections: [LayoutSection(id: "specials", items: items)]
        )
        document.safeArea = Rect(x: 0, y: 0, width: 667, height: screenHeight)
        return document
    }

    @Test func aGridWhoseFirstItemIsTallerThanTheScreenFails() throws {
        let found = ScreenCheck.firstScreenViolations(in: try document(tileHeights: [400, 400], screenHeight: 375))
        #expect(found.map(\.rule) == [.noWholeItemOnFirstScreen])
        #expect(found.first?.measured == 400 && found.first?.limit == 375)
    }

    @Test func aGridWithOneWholeItemOnTheFirstScreenPasses() throws {
        #expect(
            ScreenCheck.firstScreenViolations(in: try document(tileHeights: [300, 400], screenHeight: 375)).isEmpty
        )
        // A single tall item (a detail's body) is not a list.
        #expect(ScreenCheck.firstScreenViolations(in: try document(tileHeights: [900], screenHeight: 375)).isEmpty)
    }

    @Test func theSpecialsScreenOfTheCommitBeforeFailsOnALandscapePhone() throws {
        // Written by `catalog-tool layout --feature specials --device iphone-se --orientation landscape` at 946192d.
        let document = try BeforeIssue55.document("specials-loaded-iphone-se-landscape-l")
        #expect(ScreenCheck.firstScreenViolations(in: document).map(\.rule) == [.noWholeItemOnFirstScreen])
    }
}
