import FeatureTestSupport
import LayoutKit
import ScreenReview
import Testing

/// The structural diff `compare` and the reference documents speak in: each kind of change named on its item.
@Suite struct LayoutDiffTests {
    static func document(_ items: [LayoutItem]) -> LayoutDocument {
        LayoutDocument(
            feature: "test",
            screen: "list",
            profile: DeviceProfile.all[0],
            orientation: .portrait,
            contentSize: Size(width: 320, height: 568),
            sections: [LayoutSection(id: "s", items: items)]
        )
    }

    static func row(
        _ id: String = "row",
        y: Double = 0,
        height: Double = 60,
        title: String = "Pasta",
        lines: [String]? = nil,
        action: LayoutAction? = LayoutAction(event: "open", value: "0")
    ) -> LayoutItem {
        LayoutItem(
            id: id,
            kind: .label,
            frame: Rect(x: 0, y: y, width: 320, height: height),
            parts: [
                .text(
                    .init(
                        text: title,
                        frame: Rect(x: 16, y: y + 8, width: 200, height: 40),
                        fontSize: 17,
                        style: .body,
                        maxLines: 2,
                        lines: lines ?? [title],
                        measurer: EstimatedTextMeasurer()
                    )
                )
            ],
            action: action
        )
    }

    func changes(_ before: LayoutItem, _ after: LayoutItem) -> [LayoutChange] {
        LayoutDiff.changes(from: Self.document([before]), to: Self.document([after]))
    }

    @Test func movesAndResizesCountFromHalfAPoint() {
        #expect(changes(Self.row(y: 0), Self.row(y: 0.4)).filter { $0.item == "row" }.isEmpty)
        let moved = changes(Self.row(y: 0), Self.row(y: 12))
        #expect(moved.contains { $0.item == "row" && $0.change == .moved && $0.after?.contains("by 0, 12 pt") == true })
        #expect(changes(Self.row(height: 60), Self.row(height: 61)).contains { $0.change == .resized })
    }

    @Test func wrappingAndCuttingAreNamed() {
        let wrapped = changes(Self.row(lines: ["Pasta with", "tomatoes"]), Self.row(lines: ["Pasta with tomatoes"]))
        #expect(wrapped.map(\.change) == [.wrapped])
        let cut = changes(Self.row(lines: ["Pasta"]), Self.row(lines: ["Pa…"]))
        #expect(cut.map(\.change) == [.truncated])
        let uncut = changes(Self.row(lines: ["Pa…"]), Self.row(lines: ["Pasta"]))
        #expect(uncut.map(\.change) == [.untruncated])
    }

    @Test func aNewTextOnAsManyLinesIsOneChange() {
        let result = changes(Self.row(title: "Pasta"), Self.row(title: "Soup"))
        #expect(result.map(\.change) == [.textChanged])
        let longer = changes(Self.row(title: "Pasta"), Self.row(title: "Pasta soup", lines: ["Pasta", "soup"]))
        #expect(longer.map(\.change) == [.textChanged, .wrapped])
    }

    @Test func actionsAddedAndRemovedItemsAreNamed() {
        let action = changes(Self.row(), Self.row(action: LayoutAction(event: "open", value: "1")))
        #expect(action.map(\.change) == [.actionChanged])
        let added = LayoutDiff.changes(from: Self.document([]), to: Self.document([Self.row("new")]))
        #expect(added.map(\.change) == [.added] && added.first?.item == "new")
        let removed = LayoutDiff.changes(from: Self.document([Self.row("old")]), to: Self.document([]))
        #expect(removed.map(\.change) == [.removed] && removed.first?.item == "old")
    }

    @Test func whatAScreenReaderSaysIsNamed() {
        var before = Self.row()
        before.accessibility = LayoutItem.Accessibility(label: "Pasta", traits: [.button])
        var after = before
        after.accessibility?.label = "Pasta, 3 stars"
        let result = changes(before, after)
        #expect(result.map(\.change) == [.accessibilityChanged])
        #expect(result.first?.description == "row: reads \"Pasta\" (button) → \"Pasta, 3 stars\" (button)")
    }
}
