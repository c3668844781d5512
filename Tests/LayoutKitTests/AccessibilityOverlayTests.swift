import FeatureTestSupport
import Foundation
import LayoutKit
import ScreenControls
import Testing

/// The accessibility overlay: every read element numbered in reading order, outlined, and listed in the legend beside
/// the screen with its label and traits; hidden items get neither.
@Suite struct AccessibilityOverlayTests {
    @Test func everyReadElementIsMarkedAndListedInReadingOrder() throws {
        let screen = try AccessibilityTreeTests().screen()
        let order = try #require(screen.readingOrder)
        let overlay = AccessibilityOverlay.document(for: screen, measurer: EstimatedTextMeasurer())
        let marks = try #require(overlay.sections.first { $0.id == "a11y-overlay" }).items
        let legend = try #require(overlay.sections.first { $0.id == "a11y-legend" }).items.filter {
            $0.id != "a11y-legend-sheet"
        }
        #expect(marks.count == order.count && legend.count == order.count)
        for (index, id) in order.enumerated() {
            let item = try #require(screen.item(id))
            // The mark covers the element's frame; the legend line starts with its number, then its label.
            #expect(marks[index].frame == item.frame, "\(id)")
            let texts = legend[index].parts.compactMap { part -> String? in
                if case .text(let run) = part { return run.text }
                return nil
            }
            #expect(texts.first == String(index + 1), "\(id): \(texts)")
            #expect(texts.dropFirst().first == item.accessibility?.label, "\(id): \(texts)")
        }
        #expect(!order.contains("divider"))
        #expect(overlay.contentSize.width == screen.contentSize.width + AccessibilityOverlay.legendWidth)
        // The screen itself is drawn unchanged under the overlay.
        #expect(Array(overlay.sections.prefix(screen.sections.count)) == screen.sections)
    }
}
