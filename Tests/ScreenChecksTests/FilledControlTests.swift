import FeatureTestSupport
import LayoutKit
import ScreenChecks
import ScreenControls
import Testing

/// Issue #43: iOS draws a filled button's title and a selected segment's title white on a blue fill, in light and in
/// dark. Dark drew black text on its light blue tint (readable, 8:1, but not how the platform looks); now a deeper
/// blue fill keeps white text at AA.
@Suite struct FilledControlTests {
    @Test(arguments: [Appearance.light, .dark])
    func filledButtonsAndSelectedSegmentsHaveWhiteTextAtAA(appearance: Appearance) throws {
        let controls = Controls(measurer: EstimatedTextMeasurer(), traits: ScreenTraits(appearance: appearance))
        let button = controls.button(
            id: "retry",
            title: "Try Again",
            frame: Rect(x: 0, y: 0, width: 160, height: 50),
            action: LayoutAction(event: "retry")
        )
        let segments = controls.segmentedControl(
            id: "timeframe",
            options: [
                .init("day", "Day", action: LayoutAction(event: "timeframe", value: "day")),
                .init("week", "Week", action: LayoutAction(event: "timeframe", value: "week")),
            ],
            selected: "day",
            frame: Rect(x: 0, y: 0, width: 300, height: 36)
        )
        for item in [button, segments] {
            let fills = item.parts.compactMap { part -> String? in
                if case .shape(let shape) = part, shape.kind == .roundedRect { return shape.fill }
                return nil
            }
            let titles = item.parts.compactMap { part -> LayoutPart.TextRun? in
                if case .text(let run) = part, run.weight == .bold { return run }
                return nil
            }
            let fill = try #require(fills.last.flatMap(ScreenColor.init(hex:)), "\(item.id): a fill")
            let title = try #require(titles.first, "\(item.id): a bold title")
            #expect(title.color.prefix(7) == "#FFFFFF", "\(item.id) in \(appearance): white text")
            let ratio = ScreenColor.contrast(try #require(ScreenColor(hex: title.color)), fill)
            #expect(ratio >= 4.5, "\(item.id) in \(appearance): \(ratio):1 on its fill")
        }
    }
}
