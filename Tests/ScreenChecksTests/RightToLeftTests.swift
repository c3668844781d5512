import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// Right-to-left screens: ``ScreenComposer`` mirrors the whole screen, flips the back chevron, swaps the alignment
/// of left-to-right runs, and the reading order and its rule start at the right.
@Suite struct RightToLeftTests {
    let measurer = EstimatedTextMeasurer()

    /// A pushed screen with a back and a trailing button, a segmented control, a header, a row (an avatar, a Latin
    /// name, a Hebrew word and a count at the trailing edge), three cards side by side and a tab bar.
    func screen(_ direction: LayoutDirection) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let traits = ScreenTraits(direction: direction)
        let open = LayoutAction(event: "open", value: "0")
        let chrome = ScreenChrome(
            title: "People",
            leading: ScreenChrome.back(LayoutAction(event: "back")),
            trailing: .init(id: "edit", title: "Edit", action: open),
            accessories: [
                .segmented(
                    id: "timeframe",
                    options: [
                        .init("day", "Day", action: open), .init("week", "Week", action: open),
                        .init("month", "Month", action: open),
                    ],
                    selected: "week"
                )
            ],
            tabs: .init(
                options: [.init("all", "All", action: open), .init("saved", "Saved", action: open)],
                selected: "all"
            ),
            transition: .slideLeft
        )
        return ScreenComposer(measurer: measurer, traits: traits).compose(
            feature: "test",
            screen: "list",
            device: device,
            orientation: .portrait,
            chrome: chrome
        ) { area in
            let controls = Controls(measurer: measurer, traits: traits)
            let row = LayoutItem(
                id: "row",
                kind: .label,
                frame: Rect(x: 0, y: 40, width: area.width, height: 60),
                parts: [
                    .image(.init(url: nil, frame: Rect(x: 16, y: 48, width: 44, height: 44), placeholderSeed: "jon")),
                    .text(controls.text("Jon Skeet", x: 72, y: 50, width: 200, style: .body)),
                    .text(controls.text("שלום", x: 72, y: 72, width: 200, style: .footnote, role: .secondary)),
                    .text(
                        controls.text("★ 693", x: area.width - 76, y: 50, width: 60, style: .body, alignment: .trailing)
                    ),
                ],
                action: open
            )
            let cards = (1...3).map { index in
                LayoutItem(
                    id: "card-\(index)",
                    kind: .label,
                    frame: Rect(x: 16 + Double(index - 1) * 110, y: 120, width: 100, height: 100),
                    parts: [
                        .text(
                            controls.text(
                                "Card \(index)",
                                x: 24 + Double(index - 1) * 110,
                                y: 130,
                                width: 84,
                                style: .body
                            )
                        )
                    ],
                    action: open
                )
            }
            return ScreenContent(
                sections: [
                    LayoutSection(
                        id: "people",
                        title: "People",
                        headerFrame: Rect(x: 16, y: 0, width: 200, height: 30),
                        items: [row]
                    ),
                    LayoutSection(id: "cards", items: cards),
                ],
                height: 400
            )
        }
    }

    func expectMirrored(_ rtl: Rect?, _ ltr: Rect?, width: Double, _ what: String) {
        guard let rtl, let ltr else {
            #expect(rtl == nil && ltr == nil, "\(what): one frame is missing")
            return
        }
        let mirrored = ltr.mirrored(within: width)
        #expect(
            abs(rtl.x - mirrored.x) <= 0.5 && abs(rtl.y - ltr.y) <= 0.5 && abs(rtl.width - ltr.width) <= 0.5
                && abs(rtl.height - ltr.height) <= 0.5,
            "\(what): \(rtl) is not \(ltr) mirrored"
        )
    }

    @Test func everyFrameIsMirroredGivenRightToLeft() throws {
        // Given
        let ltr = try screen(.leftToRight)
        // When
        let rtl = try screen(.rightToLeft)
        // Then
        let width = ltr.contentSize.width
        #expect(rtl.contentSize == ltr.contentSize)
        expectMirrored(rtl.safeArea, ltr.safeArea, width: width, "safe area")
        #expect(rtl.sections.map(\.id) == ltr.sections.map(\.id))
        for (left, right) in zip(ltr.sections, rtl.sections) {
            expectMirrored(right.headerFrame, left.headerFrame, width: width, "\(left.id) header")
            #expect(right.items.map(\.id) == left.items.map(\.id))
            for (item, mirroredItem) in zip(left.items, right.items) {
                expectMirrored(mirroredItem.frame, item.frame, width: width, item.id)
                #expect(mirroredItem.parts.count == item.parts.count)
                for (index, (part, mirroredPart)) in zip(item.parts, mirroredItem.parts).enumerated() {
                    expectMirrored(mirroredPart.frame, part.frame, width: width, "\(item.id) part \(index)")
                }
                #expect(mirroredItem.segments?.map(\.value) == item.segments?.map(\.value))
                for (segment, mirroredSegment) in zip(item.segments ?? [], mirroredItem.segments ?? []) {
                    expectMirrored(mirroredSegment.frame, segment.frame, width: width, "\(item.id) \(segment.value)")
                }
            }
        }
        #expect(rtl.traits?.direction == .rightToLeft)
        #expect(ltr.traits == nil)
    }

    /// A horizontal gradient runs from the leading edge: mirrored, its colours reverse (the users' band starts cyan
    /// beside the avatar, at the right right to left), and its flat fill becomes the new first colour. A vertical
    /// one is unchanged.
    @Test func aHorizontalGradientRunsFromTheRightGivenRightToLeft() throws {
        let frame = Rect(x: 10, y: 0, width: 100, height: 40)
        let across = LayoutPart.shape(
            .init(
                kind: .roundedRect,
                frame: frame,
                fill: "#3AC4F5",
                gradient: .init(axis: .horizontal, colors: ["#3AC4F5", "#8A4FF2"])
            )
        )
        guard case .shape(let mirrored) = across.mirrored(within: 320) else { Issue.record("a shape"); return }
        #expect(mirrored.gradient?.colors == ["#8A4FF2", "#3AC4F5"])
        #expect(mirrored.fill == "#8A4FF2")
        #expect(mirrored.frame == Rect(x: 210, y: 0, width: 100, height: 40))
        let down = LayoutPart.shape(
            .init(
                kind: .roundedRect,
                frame: frame,
                fill: "#3AC4F5",
                gradient: .init(axis: .vertical, colors: ["#3AC4F5", "#8A4FF2"])
            )
        )
        guard case .shape(let same) = down.mirrored(within: 320) else { Issue.record("a shape"); return }
        #expect(same.gradient?.colors == ["#3AC4F5", "#8A4FF2"])
    }

    @Test func theAvatarIsOnTheRightOfItsRowGivenRightToLeft() throws {
        let rtl = try screen(.rightToLeft)
        let row = try #require(rtl.item("row"))
        let avatar = try #require(row.parts.first { if case .image = $0 { true } else { false } })
        let name = try #require(
            row.parts.first { if case .text(let run) = $0 { run.text == "Jon Skeet" } else { false } }
        )
        #expect(avatar.frame.minX >= name.frame.maxX)
        #expect(avatar.frame.maxX == rtl.contentSize.width - 16)
    }

    @Test func runsStartAtTheRightAndKeepTheirTextGivenRightToLeft() throws {
        let ltr = try screen(.leftToRight)
        let rtl = try screen(.rightToLeft)
        func runs(_ document: LayoutDocument) throws -> [LayoutPart.TextRun] {
            try #require(document.item("row")).parts.compactMap { if case .text(let run) = $0 { run } else { nil } }
        }
        let (before, after) = (try runs(ltr), try runs(rtl))
        #expect(after.map(\.text) == before.map(\.text))
        #expect(after.map(\.lines) == before.map(\.lines))
        // A Latin name starts at the right (trailing in its own left-to-right paragraph).
        #expect(before.map(\.alignment) == [.leading, .leading, .trailing])
        #expect(after.map(\.alignment)[0...1] == [.trailing, .leading])
        // The Hebrew run's direction is its own, and its leading edge is already the right one.
        #expect(after[1].direction == .rightToLeft && before[1].direction == .rightToLeft)
        #expect(after[0].direction == nil)
        // A count without a letter takes the screen's direction ("693 ★" from the right), its trailing edge the
        // left one.
        #expect(before[2].direction == nil)
        #expect(after[2].direction == .rightToLeft && after[2].alignment == .trailing)
    }

    @Test func theBackControlIsOnTheRightWithItsChevronFlippedGivenRightToLeft() throws {
        let ltr = try screen(.leftToRight)
        let rtl = try screen(.rightToLeft)
        func title(_ document: LayoutDocument) throws -> LayoutPart.TextRun {
            let back = try #require(document.item("back"))
            return try #require(back.parts.compactMap { if case .text(let run) = $0 { run } else { nil } }.first)
        }
        #expect(try title(ltr).text == "‹ Back")
        #expect(try title(rtl).text == "Back ›")
        #expect(try title(rtl).alignment == .trailing)
        let back = try #require(rtl.item("back"))
        let edit = try #require(rtl.item("edit"))
        #expect(back.frame.minX > rtl.contentSize.width / 2 && edit.frame.maxX < rtl.contentSize.width / 2)
        // The chevron is drawn, not read: the label is the same either way.
        #expect(rtl.item("back")?.accessibility?.label == "Back")
        #expect(ltr.item("back")?.accessibility?.label == "Back")
    }

    @Test func segmentsAndTabsRunFromTheRightGivenRightToLeft() throws {
        let rtl = try screen(.rightToLeft)
        for id in ["timeframe", "tab-bar"] {
            let control = try #require(rtl.item(id))
            let xs = (control.segments ?? []).map(\.frame.minX)
            #expect(xs.count >= 2 && xs == xs.sorted(by: >), "\(id): \(xs)")
        }
        #expect(rtl.item("timeframe")?.selected == .segment("week"))
    }

    @Test func aPushComesInFromTheLeftGivenRightToLeft() throws {
        #expect(try screen(.leftToRight).transition == .slideLeft)
        #expect(try screen(.rightToLeft).transition == .slideRight)
    }

    /// The cards' ids as drawn from left to right.
    func cardsLeftToRight(_ document: LayoutDocument) -> [String] {
        document.allItems.filter { $0.id.hasPrefix("card-") }.sorted { $0.frame.minX < $1.frame.minX }.map(\.id)
    }

    /// `document` with its cards read in `cards`' order, everything else as it was.
    func reading(_ document: LayoutDocument, cards: [String]) throws -> LayoutDocument {
        var document = document
        var next = cards.makeIterator()
        document.readingOrder = try #require(document.readingOrder).map {
            $0.hasPrefix("card-") ? next.next() ?? $0 : $0
        }
        return document
    }

    @Test func aLineIsReadFromTheRightGivenRightToLeft() throws {
        let ltr = try screen(.leftToRight)
        let rtl = try screen(.rightToLeft)
        #expect(cardsLeftToRight(ltr) == ["card-1", "card-2", "card-3"])
        #expect(cardsLeftToRight(rtl) == ["card-3", "card-2", "card-1"])
        // card-1 is drawn at the right of the line: it is read first, as on the left-to-right screen.
        let rtlOrder = try #require(rtl.readingOrder)
        #expect(rtlOrder.filter { $0.hasPrefix("card-") } == ["card-1", "card-2", "card-3"])
        #expect(rtlOrder.prefix(3) == ["back", "navigation-bar", "edit"])
        #expect(rtlOrder == ltr.readingOrder)
        #expect(ScreenCheck.accessibilityViolations(in: rtl).isEmpty)
    }

    @Test func aRightToLeftScreenReadLeftToRightFails() throws {
        // Given a right-to-left screen whose line of cards is read from the left
        let rtl = try screen(.rightToLeft)
        #expect(ScreenCheck.accessibilityViolations(in: rtl).isEmpty)
        let fromTheLeft = try reading(rtl, cards: cardsLeftToRight(rtl))
        // When
        let violations = ScreenCheck.accessibilityViolations(in: fromTheLeft)
        // Then
        #expect(violations.map(\.rule) == [.readingOrder, .readingOrder])
        #expect(violations.first?.description.contains("right of") == true)
        // And a left-to-right screen read from the right fails as before.
        let ltr = try screen(.leftToRight)
        let fromTheRight = try reading(ltr, cards: cardsLeftToRight(ltr).reversed())
        #expect(ScreenCheck.accessibilityViolations(in: fromTheRight).map(\.rule) == [.readingOrder, .readingOrder])
    }
}
