import FeatureTestSupport
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// Issue #43: system chrome drawn bare fails `chrome-glyph-missing`; the composer's chrome (status bar with its
/// glyphs and the Dynamic Island, tab icons, the search field's magnifier and clear button) passes.
@Suite struct SystemChromeRuleTests {
    let measurer = EstimatedTextMeasurer()

    func document(_ items: [LayoutItem]) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        var document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "chrome", items: items)]
        )
        document.safeArea = Rect(x: 0, y: 59, width: 393, height: 759)
        return document
    }

    func rules(_ items: [LayoutItem]) throws -> [ScreenViolation.Rule] {
        ScreenCheck.chromeGlyphViolations(in: try document(items)).map(\.rule)
    }

    @Test func chromeDrawnBareFails() throws {
        let bar = Rect(x: 0, y: 0, width: 393, height: 59)
        // The status bar as it was: the time and a black pill.
        let status = LayoutItem(
            id: "status-bar",
            kind: .statusBar,
            frame: bar,
            parts: [
                .shape(.init(kind: .roundedRect, frame: Rect(x: 344, y: 24, width: 25, height: 12), fill: "#000000"))
            ]
        )
        #expect(try rules([status]) == [.chromeGlyphMissing])
        // Tabs with titles only: one finding a tab.
        let tabs = LayoutItem(
            id: "tab-bar",
            kind: .tabBar,
            frame: Rect(x: 0, y: 769, width: 393, height: 83),
            parts: [],
            segments: [
                LayoutSegment(
                    value: "a",
                    title: "A",
                    frame: Rect(x: 0, y: 769, width: 196, height: 49),
                    action: LayoutAction(event: "tab", value: "a")
                ),
                LayoutSegment(
                    value: "b",
                    title: "B",
                    frame: Rect(x: 196, y: 769, width: 197, height: 49),
                    action: LayoutAction(event: "tab", value: "b")
                ),
            ]
        )
        #expect(try rules([tabs]) == [.chromeGlyphMissing, .chromeGlyphMissing])
        // A search field holding text with its magnifier only: no clear button.
        let field = Rect(x: 16, y: 120, width: 361, height: 44)
        let search = LayoutItem(
            id: "search",
            kind: .searchField,
            frame: field,
            parts: [
                .shape(SystemGlyph.magnifier.shape(in: Rect(x: 26, y: 136, width: 12, height: 12), fill: "#8E8E93"))
            ],
            accessibility: .init(label: "Search", traits: [.searchField], value: "swift")
        )
        #expect(try rules([search]) == [.chromeGlyphMissing])
    }

    @Test func theComposersChromePasses() throws {
        for (name, orientation) in [
            ("iphone-15", ScreenOrientation.portrait), ("iphone-se", .portrait), ("ipad-10", .landscape),
        ] {
            let device = try #require(DeviceProfile.named(name))
            let document = ScreenComposer(measurer: measurer).compose(
                feature: "test",
                screen: "list",
                device: device,
                orientation: orientation,
                chrome: ScreenChrome(
                    title: "Trending",
                    accessories: [
                        .search(
                            query: "swift",
                            placeholder: "Search",
                            action: LayoutAction(event: "search", value: "swift")
                        )
                    ],
                    tabs: .init(
                        options: [
                            .init("a", "Trending", action: LayoutAction(event: "tab", value: "a"), icon: .flame),
                            .init("b", "Favourites", action: LayoutAction(event: "tab", value: "b"), icon: .star),
                        ],
                        selected: "a"
                    )
                )
            ) { area in ScreenContent(sections: [], height: area.height) }
            #expect(ScreenCheck.chromeGlyphViolations(in: document).isEmpty, "\(name)")
            #expect(ScreenCheck.violations(in: document).isEmpty, "\(name)")
            let status = try #require(document.item("status-bar"))
            let island = status.parts.contains { part in
                if case .shape(let shape) = part { return shape.frame.width == 126 && shape.frame.height == 37 }
                return false
            }
            #expect(island == (name == "iphone-15"), "\(name): the Dynamic Island only where the phone has one")
        }
    }
}
