import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenControls
import Testing

@Suite struct AccessibilityTreeTests {
    let composer = ScreenComposer(measurer: EstimatedTextMeasurer())

    /// A screen with a back button, a search field, a tab bar and two rows whose text carries drawn symbols.
    func screen() throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let open = LayoutAction(event: "open", value: "0")
        let chrome = ScreenChrome(
            title: "Trending",
            leading: .init(id: "back", title: "Back", action: LayoutAction(event: "back")),
            accessories: [.search(query: "", placeholder: "Search repositories", action: open)],
            tabs: .init(
                options: [.init("all", "All", action: open), .init("favourites", "Favourites", action: open)],
                selected: "all"
            )
        )
        return composer.compose(
            feature: "test",
            screen: "list",
            device: device,
            orientation: .portrait,
            chrome: chrome
        ) { area in
            let controls = Controls(measurer: EstimatedTextMeasurer())
            let first = LayoutItem(
                id: "row-1",
                kind: .label,
                frame: Rect(x: 0, y: 60, width: area.width, height: 44),
                parts: [.text(controls.text("★ 12 • fast ♥", x: 8, y: 70, width: 200, style: .subheadline))]
            )
            let divider = LayoutItem(
                id: "divider",
                kind: .divider,
                frame: Rect(x: 0, y: 104, width: area.width, height: 1),
                parts: []
            )
            // Listed before the first row, drawn above it: the reading order follows the drawing, not the list.
            let above = LayoutItem(
                id: "row-0",
                kind: .label,
                frame: Rect(x: 0, y: 0, width: area.width, height: 44),
                parts: [.text(controls.text("Top", x: 8, y: 10, width: 200, style: .subheadline))],
                action: open
            )
            return ScreenContent(sections: [LayoutSection(id: "list", items: [first, divider, above])], height: 200)
        }
    }

    @Test func everyItemGetsAnElementGivenAComposedScreen() throws {
        let document = try screen()
        for item in document.allItems { #expect(item.accessibility != nil, "\(item.id)") }
        #expect(document.item("row-1")?.accessibility?.label == "12 fast")
        #expect(document.item("row-0")?.accessibility?.traits == [.button])
        #expect(document.item("divider")?.accessibility?.isHidden == true)
        #expect(document.item("status-bar")?.accessibility?.isHidden == true)
        let search = try #require(document.item("search")?.accessibility)
        #expect(search.label == "Search repositories" && search.traits == [.searchField] && search.value == nil)
        let tabs = try #require(document.item("tab-bar")?.accessibility)
        #expect(tabs.traits == [.tab] && tabs.value == "All" && tabs.label == "All, Favourites")
    }

    @Test func readingOrderFollowsTheScreenGivenItemsListedOutOfOrder() throws {
        let document = try screen()
        #expect(
            document.readingOrder == ["back", "navigation-bar", "search", "row-0", "row-1", "tab-bar"]
        )
    }

    @Test func accessibilityRoundTripsThroughJSON() throws {
        let document = try screen()
        // JSON rounds to 1/100 pt: the decoded document writes the same bytes.
        let decoded = try JSONDecoder().decode(LayoutDocument.self, from: try document.jsonData())
        #expect(try decoded.jsonData() == document.jsonData())
        #expect(decoded.readingOrder == document.readingOrder)
        #expect(decoded.item("search")?.accessibility == document.item("search")?.accessibility)
        let json = try #require(String(data: try document.jsonData(), encoding: .utf8))
        #expect(json.contains("\"searchField\""))
        #expect(json.contains("\"readingOrder\""))
    }

    @Test func theTreeReadsAsTextInReadingOrder() throws {
        let text = AccessibilityTree.text(of: try screen())
        #expect(
            text == """
                1. Back (button)
                2. Trending (header)
                3. Search repositories (searchField)
                4. Top (button)
                5. 12 fast (staticText)
                6. All, Favourites (tab) value: All

                """
        )
    }
}
