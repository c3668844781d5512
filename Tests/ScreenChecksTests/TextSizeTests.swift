import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// Text sizes: Apple's table, the rule that reads a document's text size, and the chrome and controls growing with
/// their text instead of cutting it.
@Suite struct TextSizeTests {
    let measurer = EstimatedTextMeasurer()
    let ax5 = ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge)

    @Test func bodyIs17AtLargeAnd53AtAX5AndNoStyleShrinksAsTheSizeGrows() {
        #expect(TextStyle.body.size(at: .large) == 17)
        #expect(TextStyle.body.size(at: .accessibilityExtraExtraExtraLarge) == 53)
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.size(at: $0) }
            #expect(sizes.count == 12)
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
            #expect(style.size(at: .large) == style.size, "\(style) at Large is its default size")
        }
    }

    /// A phone document of `items` at `traits`, accessibility filled in as composed screens have it.
    func screen(_ items: [LayoutItem], traits: ScreenTraits) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        var document = LayoutDocument(
            feature: "test",
            screen: "sizes",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "content", items: items)]
        )
        document.safeArea = Rect(x: 0, y: 0, width: 393, height: 852)
        document.traits = traits
        AccessibilityTree.annotate(&document)
        return document
    }

    func label(_ controls: Controls, kind: LayoutItem.Kind = .label) -> LayoutItem {
        let run = controls.text("Dinner", x: 16, y: 100, width: 360, style: .body, maxLines: 1)
        return LayoutItem(id: "label", kind: kind, frame: run.frame, parts: [.text(run)])
    }

    @Test func aRunSetAtLargeOnAnAX5ScreenIsTooSmallAndOneAtAX5IsNot() throws {
        // Given: the same label made for Large and for AX5, on an AX5 screen.
        let atLarge = label(Controls(measurer: measurer))
        let atAX5 = label(Controls(measurer: measurer, traits: ax5))
        // Then: Controls sets the style's size at the traits' text size, and the rule compares with that size.
        #expect(atAX5.parts.first?.frame.height ?? 0 > 53)
        let large = ScreenCheck.allViolations(in: try screen([atLarge], traits: ax5), measurer: measurer)
        let shrunk = try #require(large.first { $0.rule == .textShrunk })
        #expect(shrunk.limit == 53)
        #expect(ScreenCheck.allViolations(in: try screen([atAX5], traits: ax5), measurer: measurer) == [])
    }

    @Test func aFixedSizeTileMayKeepItsLargeSizeAtAX5ButNotShrinkBelowItsFloor() throws {
        // A tile keeps its frame: its text may stay at the size (and the floor) it has at Large.
        let controls = Controls(measurer: measurer)
        let tile = LayoutItem.Kind(rawValue: "recipe-tile")
        let run = controls.text("Dinner", x: 16, y: 100, width: 360, style: .headline, size: 14, maxLines: 1)
        let item = LayoutItem(id: "tile", kind: tile, frame: run.frame, parts: [.text(run)])
        let rules = ScreenCheck.allViolations(in: try screen([item], traits: ax5), measurer: measurer).map(\.rule)
        #expect(!rules.contains(.textShrunk))
        let small = controls.text("Dinner", x: 16, y: 100, width: 360, style: .headline, size: 13, maxLines: 1)
        let smaller = LayoutItem(id: "tile", kind: tile, frame: small.frame, parts: [.text(small)])
        #expect(
            ScreenCheck.allViolations(in: try screen([smaller], traits: ax5), measurer: measurer).map(\.rule)
                .contains(.textShrunk)
        )
    }

    /// Every text run of `item` whole (no line cut short).
    func uncut(_ item: LayoutItem) -> Bool {
        item.parts.allSatisfy { part in
            if case .text(let run) = part { return run.hides == nil }
            return true
        }
    }

    /// Every word of `run` on one line: none broken across two.
    func wordsWhole(_ run: LayoutPart.TextRun) -> Bool {
        let shown = Set(run.lines.flatMap { $0.split(whereSeparator: \.isWhitespace).map(String.init) })
        return run.text.split(whereSeparator: \.isWhitespace).allSatisfy { shown.contains(String($0)) }
    }

    @Test func aSegmentedControlWrapsItsSegmentsRatherThanCutTheirTitles() throws {
        let options = ["Daily", "Weekly", "Monthly"].map {
            ScreenChrome.Option($0.lowercased(), $0, action: LayoutAction(event: "range"))
        }
        let frame = Rect(x: 16, y: 100, width: 288, height: 44)
        let standard = Controls(measurer: measurer).segmentedControl(
            id: "range",
            options: options,
            selected: "daily",
            frame: frame
        )
        // At Large the segments sit side by side in 44 points, as before.
        #expect(standard.frame == frame)
        // A segmented control is a bar: at AX5 it is drawn at the bars' largest size, and in a narrow frame its
        // titles still wrap rather than cut.
        let large = Controls(measurer: measurer, traits: ax5.forBars).segmentedControl(
            id: "range",
            options: options,
            selected: "daily",
            frame: Rect(x: 16, y: 100, width: 150, height: 44)
        )
        #expect(uncut(large))
        #expect(large.frame.height > 44)
        #expect((large.segments ?? []).allSatisfy { $0.frame.height >= 44 && large.frame.contains($0.frame) })
        #expect(ScreenCheck.allViolations(in: try screen([large], traits: ax5), measurer: measurer) == [])
    }

    func composed(_ traits: ScreenTraits, device name: String = "iphone-se") throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named(name))
        let action = LayoutAction(event: "tap")
        let chrome = ScreenChrome(
            title: "Chocolate Chip Cookies",
            leading: ScreenChrome.back(LayoutAction(event: "back")),
            accessories: [
                .banner(
                    id: "stale-banner",
                    text: "Couldn't refresh recipes just now. Showing the recipes loaded earlier.",
                    tone: .warning,
                    button: .init(id: "retry", title: "Retry", action: action)
                ),
                .search(query: "", placeholder: "Search recipes", action: action),
            ],
            tabs: .init(
                options: [.init("list", "Recipes", action: action), .init("favourites", "Favourites", action: action)],
                selected: "list"
            )
        )
        let controls = Controls(measurer: measurer, traits: traits)
        var document = ScreenComposer(measurer: measurer, traits: traits).compose(
            feature: "test",
            screen: "list",
            device: device,
            orientation: .portrait,
            chrome: chrome
        ) { area in
            controls.message(
                id: "empty",
                title: "No recipes",
                message: "Nothing here yet.",
                button: ("Refresh", action),
                area: area
            )
        }
        document.traits = traits == .standard ? nil : traits
        return document
    }

    @Test func bannersAndButtonsGrowWithTheirTextAtAX5AndBarsKeepNearTheirSize() throws {
        let standard = try composed(.standard)
        let large = try composed(ax5)
        #expect(ScreenCheck.allViolations(in: standard, measurer: measurer) == [])
        #expect(ScreenCheck.allViolations(in: large, measurer: measurer) == [])
        for id in ["stale-banner", "empty-button"] {
            let small = try #require(standard.item(id))
            let grown = try #require(large.item(id))
            #expect(grown.frame.height > small.frame.height, "\(id) grows")
            #expect(uncut(grown), "\(id) cuts no text")
        }
        // Bars keep their text within 1.35 × its size at Large, as iOS does, and still cut none of it.
        for id in ["navigation-bar", "back", "search", "tab-bar"] {
            let bar = try #require(large.item(id))
            for case .text(let run) in bar.parts {
                #expect(run.fontSize <= run.style.size * ScreenCheck.maximumBarScale, "\(id): \(run.fontSize) pt")
            }
            #expect(uncut(bar), "\(id) cuts no text")
        }
        // With the title on its own row, the back button has the room to stay on one line.
        for case .text(let run) in try #require(large.item("back")).parts {
            #expect(run.lines.count == 1, "\(run.lines)")
        }
        for id in ["stale-banner", "back"] {
            let item = try #require(large.item(id))
            for case .text(let run) in item.parts {
                #expect(wordsWhole(run), "\(id): \(run.lines)")
            }
        }
        // At Large too a title longer than the room beside the back button wraps rather than being cut.
        #expect(uncut(try #require(standard.item("navigation-bar"))))
    }
}
