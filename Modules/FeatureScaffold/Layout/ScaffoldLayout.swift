public import FeatureKit
import Foundation

/// The Scaffold list and detail content: full-width rows (a picture, then the title and subtitle beside it; at
/// accessibility text sizes the picture above them), each opening its detail.
public struct ScaffoldLayout: Sendable {
    static let margin = 16.0
    static let picture = 56.0
    let controls: Controls

    /// Creates a layout drawing with `controls`.
    public init(controls: Controls) {
        self.controls = controls
    }

    /// One row per item, as tall as its text; the content is as tall as the rows (at least the screen).
    public func list(_ items: [ScaffoldItem], in area: ContentArea) -> ScreenContent {
        let stacked = area.traits.textSize.isAccessibilityCategory
        var rows: [LayoutItem] = []
        var y = Self.margin
        for (index, item) in items.enumerated() {
            let row = self.row(item, index: index, y: y, width: area.width, stacked: stacked)
            rows.append(row)
            y = row.frame.maxY + 8
        }
        return ScreenContent(
            sections: [LayoutSection(id: "scaffold", items: rows)],
            height: max(y + Self.margin, area.height)
        )
    }

    func row(_ item: ScaffoldItem, index: Int, y: Double, width: Double, stacked: Bool) -> LayoutItem {
        let palette = controls.palette
        let x = Self.margin
        let picture = Rect(x: x + 12, y: y + 12, width: Self.picture, height: Self.picture)
        let textX = stacked ? x + 12 : picture.maxX + 12
        let textY = stacked ? picture.maxY + 8 : y + 12
        let textWidth = width - Self.margin - 12 - textX
        let title = controls.text(
            item.title,
            x: textX,
            y: textY,
            width: textWidth,
            style: .headline,
            weight: .bold,
            maxLines: 0
        )
        var parts: [LayoutPart] = [.text(title)]
        var bottom = title.frame.maxY
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            let run = controls.text(
                subtitle,
                x: textX,
                y: bottom + 2,
                width: textWidth,
                style: .subheadline,
                role: .secondary,
                color: palette.secondaryLabel,
                maxLines: 0
            )
            parts.append(.text(run))
            bottom = run.frame.maxY
        }
        let height = max(stacked ? bottom : max(bottom, picture.maxY), picture.maxY) + 12 - y
        let frame = Rect(x: x, y: y, width: width - 2 * Self.margin, height: height)
        let background: [LayoutPart] = [
            .shape(.init(kind: .roundedRect, frame: frame, fill: palette.elevatedBackground, cornerRadius: 10)),
            .image(
                .init(
                    url: item.imageURL?.absoluteString,
                    frame: picture,
                    cornerRadius: 8,
                    placeholderSeed: item.title
                )
            ),
        ]
        let label = [item.title, item.subtitle].compactMap { $0 }.joined(separator: ", ")
        return LayoutItem(
            id: "scaffold-\(item.id)",
            kind: .scaffoldRow,
            frame: frame,
            parts: background + parts,
            action: LayoutAction(ScaffoldEvent.open(index)),
            accessibility: .init(label: label, traits: [.button])
        )
    }

    /// An item's detail: its picture across a readable column, then its title and subtitle.
    public func detail(_ item: ScaffoldItem, in area: ContentArea) -> ScreenContent {
        let width = min(area.width - 2 * Self.margin, 600)
        let x = (area.width - width) / 2
        let picture = Rect(x: x, y: Self.margin, width: width, height: min(width * 0.6, 320))
        let title = controls.text(
            item.title,
            x: x,
            y: picture.maxY + 16,
            width: width,
            style: .title2,
            weight: .bold,
            maxLines: 0
        )
        var parts: [LayoutPart] = [
            .image(
                .init(url: item.imageURL?.absoluteString, frame: picture, cornerRadius: 12, placeholderSeed: item.title)
            ),
            .text(title),
        ]
        var bottom = title.frame.maxY
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            let run = controls.text(
                subtitle,
                x: x,
                y: bottom + 8,
                width: width,
                style: .body,
                role: .secondary,
                color: controls.palette.secondaryLabel,
                maxLines: 0
            )
            parts.append(.text(run))
            bottom = run.frame.maxY
        }
        let frame = Rect(x: x, y: Self.margin, width: width, height: bottom - Self.margin)
        let item = LayoutItem(
            id: "scaffold-detail-\(item.id)",
            kind: .scaffoldDetail,
            frame: frame,
            parts: parts,
            accessibility: .init(
                label: [item.title, item.subtitle].compactMap { $0 }.joined(separator: ", "),
                traits: []
            )
        )
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: [item])],
            height: max(bottom + Self.margin, area.height)
        )
    }
}
