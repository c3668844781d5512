public import FeatureKit
import Foundation

/// Lays out the trending screens. Compact width: the list alone (the detail is pushed). Regular width: the list and
/// the selected repository's detail side by side.
public struct TrendingLayout: Sendable {
    public static let margin = 16.0
    static let rowHeight = 92.0

    let measurer: TextMeasurer

    /// Creates a layout measuring text with `measurer`.
    public init(measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// The list screen (with the detail beside it on regular width).
    public func list(
        _ cells: [TrendingCell],
        detail: TrendingDetail?,
        screen name: String = "list",
        title: String,
        device: DeviceProfile,
        orientation: ScreenOrientation
    ) -> LayoutDocument {
        let screen = device.size(in: orientation)
        let split = device.sizeClass(in: orientation) == .regular
        let listWidth = split ? max(320, (screen.width * 0.4).rounded()) : screen.width
        var y = Self.margin
        let header = Rect(x: Self.margin, y: y, width: listWidth - 2 * Self.margin, height: 44)
        y += 44
        var rows: [LayoutItem] = []
        for cell in cells {
            let frame = Rect(x: 0, y: y, width: listWidth, height: Self.rowHeight)
            rows.append(row(cell, frame: frame))
            y += Self.rowHeight
        }
        var sections = [LayoutSection(id: "list", title: title, headerFrame: header, items: rows)]
        var height = y + Self.margin
        if split, let detail {
            let pane = Rect(x: listWidth, y: 0, width: screen.width - listWidth, height: screen.height)
            let item = detailItem(detail, in: pane)
            sections.append(LayoutSection(id: "detail", items: [item]))
            height = max(height, item.frame.maxY)
        }
        return LayoutDocument(
            feature: "trending",
            screen: name,
            profile: device,
            orientation: orientation,
            contentSize: Size(width: screen.width, height: max(height, screen.height)),
            sections: sections
        )
    }

    /// The detail screen alone (compact width pushes it).
    public func detail(_ detail: TrendingDetail, device: DeviceProfile, orientation: ScreenOrientation)
        -> LayoutDocument
    {
        let screen = device.size(in: orientation)
        let item = detailItem(detail, in: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        return LayoutDocument(
            feature: "trending",
            screen: "detail",
            profile: device,
            orientation: orientation,
            contentSize: Size(width: screen.width, height: max(item.frame.maxY, screen.height)),
            sections: [LayoutSection(id: "detail", items: [item])]
        )
    }

    private func row(_ cell: TrendingCell, frame: Rect) -> LayoutItem {
        let avatar = Rect(x: frame.x + Self.margin, y: frame.y + 14, width: 44, height: 44)
        let textX = avatar.maxX + 12
        let mark = cell.isFavorite ? 24.0 : 0
        let textWidth = frame.maxX - Self.margin - textX - mark
        var parts: [LayoutPart] = [
            .image(
                .init(url: cell.avatarURL?.absoluteString, frame: avatar, cornerRadius: 22, placeholderSeed: cell.title)
            ),
            text(
                cell.title,
                x: textX,
                y: frame.y + 10,
                width: textWidth,
                size: 16,
                weight: .bold,
                color: "#0A64D6",
                lines: 1
            ),
            text(
                cell.description,
                x: textX,
                y: frame.y + 32,
                width: textWidth,
                size: 14,
                weight: .regular,
                color: "#3C3C43",
                lines: 2
            ),
            text(
                "★ \(cell.stars)",
                x: textX,
                y: frame.y + 68,
                width: textWidth,
                size: 13,
                weight: .regular,
                color: "#8E8E93",
                lines: 1
            ),
            .shape(
                .init(
                    kind: "line",
                    frame: Rect(x: textX, y: frame.maxY - 0.5, width: frame.maxX - textX, height: 0.5),
                    fill: "#D1D1D6"
                )
            ),
        ]
        if cell.isFavorite {
            parts.append(
                text(
                    "♥",
                    x: frame.maxX - Self.margin - 18,
                    y: frame.y + 10,
                    width: 18,
                    size: 16,
                    weight: .bold,
                    color: "#E0245E",
                    lines: 1
                )
            )
        }
        return LayoutItem(id: "repo-\(cell.id)", kind: "trending-row", frame: frame, parts: parts)
    }

    private func detailItem(_ detail: TrendingDetail, in pane: Rect) -> LayoutItem {
        let width = pane.width - 2 * Self.margin
        let x = pane.x + Self.margin
        var y = pane.y + Self.margin
        let avatar = Rect(x: x, y: y, width: 88, height: 88)
        var parts: [LayoutPart] = [
            .image(
                .init(
                    url: detail.cell.avatarURL?.absoluteString,
                    frame: avatar,
                    cornerRadius: 44,
                    placeholderSeed: detail.cell.title
                )
            )
        ]
        y = avatar.maxY + 12
        func add(
            _ string: String,
            size: Double,
            weight: FontWeight = .regular,
            color: String = "#1C1C1E",
            lines: Int = 0
        ) {
            let part = text(string, x: x, y: y, width: width, size: size, weight: weight, color: color, lines: lines)
            parts.append(part)
            y = part.frame.maxY + 8
        }
        add(detail.cell.title, size: 22, weight: .bold)
        add(detail.cell.description, size: 16, color: "#3C3C43")
        add("★ \(detail.cell.stars) stars · \(detail.forks) forks", size: 15)
        if let language = detail.language { add("Language: \(language)", size: 15) }
        add("Created \(detail.created)", size: 15, color: "#8E8E93")
        add(detail.url.absoluteString, size: 15, color: "#0A64D6")
        add(
            detail.cell.isFavorite ? "♥ In favourites" : "♡ Add to favourites",
            size: 15,
            weight: .bold,
            color: "#E0245E",
            lines: 1
        )
        let frame = Rect(x: pane.x, y: pane.y, width: pane.width, height: max(pane.height, y + Self.margin - pane.y))
        return LayoutItem(id: "detail-\(detail.cell.id)", kind: "trending-detail", frame: frame, parts: parts)
    }

    private func text(
        _ string: String,
        x: Double,
        y: Double,
        width: Double,
        size: Double,
        weight: FontWeight,
        color: String,
        lines maxLines: Int
    ) -> LayoutPart {
        let lines = measurer.lines(for: string, width: width, fontSize: size, weight: weight, maxLines: maxLines)
        let height = Double(max(1, lines.count)) * measurer.lineHeight(fontSize: size)
        return .text(
            .init(
                text: string,
                frame: Rect(x: x, y: y, width: width, height: height),
                fontSize: size,
                weight: weight,
                color: color,
                maxLines: maxLines,
                lines: lines
            )
        )
    }
}
