public import LayoutKit

/// The accessibility tree drawn over a screen, as AccessibilitySnapshot draws it over an app's snapshot: every read
/// element outlined in a colour and numbered in reading order at its top-leading corner (top-right in right to left), and beside the screen a
/// legend with each number, label, traits, value and hint. A document of its own (the screen's items, then the
/// overlay's and the legend's), so every renderer draws it; `catalog-tool layout --a11y-overlay` and
/// `audit --out` write it as PNG.
public enum AccessibilityOverlay {
    /// The legend's width in points.
    public static let legendWidth = 360.0
    /// Outline colours, in turn: dark enough for the white numbers on them, apart from each other.
    static let colors = Palette.overlayMarks
    static let badgeSide = 20.0
    static let outline = 2.0

    /// `document` with its overlay and legend; `measurer` sets the legend's text.
    public static func document(for document: LayoutDocument, measurer: any TextMeasuring) -> LayoutDocument {
        let order = document.readingOrder ?? AccessibilityTree.readingOrder(of: document)
        let controls = Controls(measurer: measurer)
        let screenWidth = document.contentSize.width
        let rightToLeft = document.traits?.direction == .rightToLeft
        var marks: [LayoutItem] = []
        var legend: [LayoutItem] = []
        var legendY = 16.0
        let legendX = screenWidth + 16
        let textX = legendX + badgeSide + 8
        let textWidth = legendWidth - 32 - badgeSide - 8
        for (index, id) in order.enumerated() {
            guard let item = document.item(id) else { continue }
            let element = item.accessibility ?? AccessibilityTree.element(for: item)
            let color = colors[index % colors.count]
            let number = String(index + 1)
            let frame = item.frame
            let edges = [
                Rect(x: frame.x, y: frame.y, width: frame.width, height: outline),
                Rect(x: frame.x, y: frame.maxY - outline, width: frame.width, height: outline),
                Rect(x: frame.x, y: frame.y, width: outline, height: frame.height),
                Rect(x: frame.maxX - outline, y: frame.y, width: outline, height: frame.height),
            ]
            // At the element's top-leading corner: the right one on a right-to-left screen.
            let leadingX = rightToLeft ? frame.maxX - badgeSide : frame.x
            let badge = Rect(x: leadingX, y: frame.y, width: badgeSide, height: badgeSide)
            marks.append(
                LayoutItem(
                    id: "a11y-mark-\(number)",
                    kind: .label,
                    frame: frame,
                    parts: edges.map { .shape(.init(kind: .roundedRect, frame: $0, fill: color + "CC")) }
                        + badgeParts(number, in: badge, color: color, controls: controls)
                )
            )
            var details = element.traits.map(\.rawValue).joined(separator: ", ")
            if let value = element.value { details += (details.isEmpty ? "" : " · ") + "value: \(value)" }
            if let hint = element.hint { details += (details.isEmpty ? "" : " · ") + "hint: \(hint)" }
            let label = controls.text(
                element.label.isEmpty ? "(no label)" : element.label,
                x: textX,
                y: legendY,
                width: textWidth,
                style: .subheadline,
                weight: .bold,
                color: Palette.overlayText,
                maxLines: 3
            )
            var parts =
                badgeParts(
                    number,
                    in: Rect(x: legendX, y: legendY, width: badgeSide, height: badgeSide),
                    color: color,
                    controls: controls
                ) + [.text(label)]
            var bottom = label.frame.maxY
            if !details.isEmpty {
                let line = controls.text(
                    details,
                    x: textX,
                    y: bottom + 2,
                    width: textWidth,
                    style: .footnote,
                    role: .secondary,
                    color: Palette.overlayDetail,
                    maxLines: 2
                )
                parts.append(.text(line))
                bottom = line.frame.maxY
            }
            legend.append(
                LayoutItem(
                    id: "a11y-legend-\(number)",
                    kind: .label,
                    frame: Rect(x: legendX, y: legendY, width: legendWidth - 32, height: bottom - legendY),
                    parts: parts
                )
            )
            legendY = bottom + 10
        }
        var overlay = document
        let height = max(document.contentSize.height, legendY + 6)
        // The legend reads dark on white whatever the screen's appearance.
        let sheet = LayoutItem(
            id: "a11y-legend-sheet",
            kind: .label,
            frame: Rect(x: screenWidth, y: 0, width: legendWidth, height: height),
            parts: [
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(x: screenWidth, y: 0, width: legendWidth, height: height),
                        fill: Palette.overlaySheet
                    )
                )
            ]
        )
        overlay.sections += [
            LayoutSection(id: "a11y-overlay", items: marks),
            LayoutSection(id: "a11y-legend", items: [sheet] + legend),
        ]
        overlay.contentSize = Size(width: screenWidth + legendWidth, height: height)
        // The legend is read after the screen; the marks are drawings of it, not elements of their own.
        overlay.readingOrder = nil
        return overlay
    }

    private static func badgeParts(_ number: String, in frame: Rect, color: String, controls: Controls) -> [LayoutPart]
    {
        let size = number.count > 2 ? 10.0 : 12.0
        var text = controls.text(
            number,
            x: frame.x,
            y: frame.y,
            width: frame.width,
            style: .caption1,
            size: size,
            weight: .bold,
            color: Palette.overlaySheet,
            alignment: .center
        )
        text.frame.y = frame.y + (frame.height - text.frame.height) / 2
        return [.shape(.init(kind: .roundedRect, frame: frame, fill: color, cornerRadius: 4)), .text(text)]
    }
}
