public import FeatureKit
import Foundation

/// The Scaffold list and detail content, declared in the layout vocabulary: full-width rows (a picture, then the
/// title and subtitle beside it; at accessibility text sizes the picture above them), each opening its detail.
/// Every size here is what the elements answer: nothing is predicted apart from the drawing.
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
        let rows = VStack(spacing: 8) {
            for (index, item) in items.enumerated() { Self.row(item, index: index, stacked: stacked) }
        }
        // The row spacing stays under the last row, above the margin.
        .padding(EdgeInsets(top: Self.margin, left: Self.margin, bottom: Self.margin + 8, right: Self.margin))
        let laid = LayoutCanvas.layout(
            rows,
            proposal: ProposedSize(width: area.width, height: nil),
            in: controls.environment
        )
        return ScreenContent(
            sections: [LayoutSection(id: "scaffold", items: laid.items)],
            height: max(laid.size.height, area.height)
        )
    }

    /// A row: the picture beside the text, or above it when `stacked`, on a raised card.
    static func row(_ item: ScaffoldItem, index: Int, stacked: Bool) -> any LayoutElement {
        let picture = Picture(url: item.imageURL?.absoluteString, placeholderSeed: item.title, cornerRadius: 8)
            .frame(width: Self.picture, height: Self.picture)
        let text = texts(item, title: .headline, subtitle: .subheadline, spacing: 2)
        return Cell(
            id: "scaffold-\(item.id)",
            kind: .scaffoldRow,
            action: LayoutAction(ScaffoldEvent.open(index)),
            accessibility: .init(label: label(item), traits: [.button])
        ) {
            // Stacked at accessibility sizes, as iOS's own lists do: one arrangement of the same pieces or the other.
            (stacked
                ? VStack(alignment: .leading, spacing: 8) {
                    picture; text
                } as any LayoutElement
                : HStack(alignment: .top, spacing: 12) {
                    picture; text
                })
                .padding(12)
                .background { Fill(.roundedRect, \.elevatedBackground, cornerRadius: 10) }
        }
    }

    /// The title, bold, and the subtitle under it in the secondary colour, each on as many lines as it needs.
    static func texts(_ item: ScaffoldItem, title: TextStyle, subtitle: TextStyle, spacing: Double) -> any LayoutElement
    {
        VStack(alignment: .leading, spacing: spacing) {
            Text(item.title, style: title, weight: .bold, lineLimit: nil)
            if let text = item.subtitle, !text.isEmpty {
                Text(text, style: subtitle, color: \.secondaryLabel, lineLimit: nil, role: .secondary)
            }
        }
    }

    /// What assistive technology reads for an item.
    static func label(_ item: ScaffoldItem) -> String {
        [item.title, item.subtitle].compactMap { $0 }.joined(separator: ", ")
    }

    /// An item's detail: its picture across a readable column, then its title and subtitle.
    public func detail(_ item: ScaffoldItem, in area: ContentArea) -> ScreenContent {
        let width = min(area.width - 2 * Self.margin, 600)
        let detail = Cell(
            id: "scaffold-detail-\(item.id)",
            kind: .scaffoldDetail,
            accessibility: .init(label: Self.label(item), traits: [])
        ) {
            VStack(alignment: .leading, spacing: 16) {
                Picture(url: item.imageURL?.absoluteString, placeholderSeed: item.title, cornerRadius: 12)
                    .frame(height: min(width * 0.6, 320))
                Self.texts(item, title: .title2, subtitle: .body, spacing: 8)
            }
        }
        .frame(width: width)
        .frame(maxWidth: .infinity)
        .padding(EdgeInsets(top: Self.margin, left: 0, bottom: Self.margin, right: 0))
        let laid = LayoutCanvas.layout(
            detail,
            proposal: ProposedSize(width: area.width, height: nil),
            in: controls.environment
        )
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: laid.items)],
            height: max(laid.size.height, area.height)
        )
    }
}
