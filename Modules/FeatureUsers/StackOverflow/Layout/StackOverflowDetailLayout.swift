import FeatureKit
import Foundation

/// A Stack Overflow user's detail, designed as a profile page: a band of the brief's colour (wagColor) across the
/// top, the avatar on its edge ringed by the page, the name and the user's type under it, the reputation and each
/// badge count as a stat tile (a badge's colour as its dot), the location, and a link to the profile. In a column of
/// at most 560 points, centred, so a tablet's detail reads as a page, not a line across the screen. Text is never
/// drawn on the brand colour (2.5:1 on white): the band is decoration.
struct StackOverflowDetailLayout {
    let measurer: any TextMeasuring
    let controls: Controls

    /// The band's height, and the avatar's side and how far it hangs below the band.
    static let bandHeight = 96.0
    static let avatarSide = 96.0
    static let avatarOverhang = 48.0
    static let columnWidth = 560.0

    func content(_ user: StackOverflowUser, area: ContentArea) -> ScreenContent {
        let cell = StackOverflowCell(user)
        let palette = controls.palette
        let width = min(area.width - 32, Self.columnWidth)
        let x = (area.width - width) / 2
        var parts: [LayoutPart] = [
            .shape(
                .init(
                    kind: .roundedRect,
                    frame: Rect(x: 0, y: 0, width: area.width, height: Self.bandHeight),
                    fill: palette.stackOverflowBrand
                )
            )
        ]
        let avatar = Rect(
            x: area.width / 2 - Self.avatarSide / 2,
            y: Self.bandHeight - Self.avatarOverhang,
            width: Self.avatarSide,
            height: Self.avatarSide
        )
        // A ring of the page's colour sets the avatar off the band.
        parts.append(
            .shape(
                .init(kind: .circle, frame: avatar.inset(by: EdgeInsets(all: -4)), fill: palette.background)
            )
        )
        parts +=
            cell.avatarURL.map {
                [
                    .image(
                        .init(
                            url: $0,
                            frame: avatar,
                            cornerRadius: Self.avatarSide / 2,
                            placeholderSeed: "\(user.id)",
                            fallback: .initials(for: user.displayName)
                        )
                    )
                ]
            } ?? DefaultAvatar.parts(in: avatar, cornerRadius: Self.avatarSide / 2, palette: palette)
        let wraps = area.traits.textSize.isAccessibilityCategory ? 0 : 2
        var y = avatar.maxY + 12
        for (text, style, weight, color) in [
            (cell.name + (cell.isModerator ? " ♦" : ""), TextStyle.title2, FontWeight.bold, palette.label),
            (cell.userTypeLabel, .subheadline, .regular, palette.secondaryLabel),
        ] {
            let run = controls.text(
                text,
                x: x,
                y: y,
                width: width,
                style: style,
                weight: weight,
                color: color,
                alignment: .center,
                maxLines: wraps
            )
            parts.append(.text(run))
            y = run.frame.maxY + 4
        }
        y += 16
        let (tiles, tilesBottom) = statTiles(cell, x: x, y: y, width: width, palette: palette)
        parts += tiles
        y = tilesBottom + 16
        if let location = cell.location, !location.isEmpty {
            for (text, style, color) in [
                ("Location", TextStyle.footnote, palette.secondaryLabel), (location, .body, palette.label),
            ] {
                let run = controls.text(
                    text,
                    x: x,
                    y: y,
                    width: width,
                    style: style,
                    color: color,
                    maxLines: wraps
                )
                parts.append(.text(run))
                y = run.frame.maxY + 2
            }
            y += 12
        }
        var items = [
            LayoutItem(
                id: "so-detail-\(user.id)",
                kind: .stackOverflowDetail,
                frame: Rect(x: 0, y: 0, width: area.width, height: y),
                parts: parts,
                accessibility: .init(label: cell.accessibilityLabel, traits: [.header])
            )
        ]
        if let link = user.link {
            items.append(
                controls.link(
                    id: "profile-link",
                    text: "View profile on Stack Overflow",
                    href: link.absoluteString,
                    x: x,
                    y: y,
                    width: width,
                    action: nil,
                    label: "Stack Overflow profile"
                )
            )
        }
        let bottom = items.map(\.frame.maxY).max() ?? 0
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: items)],
            height: max(area.height, bottom + 16)
        )
    }

    /// The reputation and each badge count as tiles side by side (stacked when they do not fit, as at accessibility
    /// sizes): a raised card with the value large and what it counts under it, a badge's colour as a dot.
    private func statTiles(_ cell: StackOverflowCell, x: Double, y: Double, width: Double, palette: Palette)
        -> (parts: [LayoutPart], bottom: Double)
    {
        var stats: [(value: String, label: String, dot: String?)] = [(cell.reputation, "Reputation", nil)]
        for badge in cell.badges {
            stats.append(
                (
                    badge.count.formatted(), badge.kind.prefix(1).uppercased() + badge.kind.dropFirst(),
                    palette.badge(badge.kind)
                )
            )
        }
        if cell.badges.isEmpty { stats.append(("0", "Badges", nil)) }
        let gap = 8.0
        let valueSize = controls.traits.size(.title3)
        let widest =
            stats.map { stat in
                max(
                    measurer.width(of: stat.value, fontSize: valueSize, weight: .bold),
                    measurer.width(of: stat.label, fontSize: controls.traits.size(.footnote)) + 20
                )
            }.max() ?? 0
        // All in one row when they fit, else two a row, else one a row (accessibility sizes).
        func side(_ columns: Int) -> Double { (width - gap * Double(columns - 1)) / Double(columns) }
        let columns = [stats.count, 2].first { widest + 24 <= side($0) } ?? 1
        let stacked = columns == 1
        let tileWidth = side(columns)
        // A badge's dot grows with the label beside it (8 points at Large).
        let dotSize = max(8, (controls.traits.size(.footnote) * 0.6).rounded())
        // First each tile's text, then the cards: tiles side by side are as tall as the tallest.
        var laidOut: [(origin: (Double, Double), value: LayoutPart.TextRun, label: LayoutPart.TextRun, dot: String?)] =
            []
        var top = y
        for (index, stat) in stats.enumerated() {
            if index > 0, index.isMultiple(of: columns), let previous = laidOut.last {
                // A new row under the tallest of the one before.
                top = laidOut.suffix(columns).map { $0.label.frame.maxY + 10 }.max() ?? previous.label.frame.maxY
                top += gap
            }
            let origin = (x + Double(index % columns) * (tileWidth + gap), top)
            let inner = tileWidth - 24
            let value = controls.text(
                stat.value,
                x: origin.0 + 12,
                y: origin.1 + 10,
                width: inner,
                style: .title3,
                weight: .bold,
                color: palette.label,
                alignment: stacked ? .leading : .center
            )
            let dotRoom = stat.dot == nil ? 0.0 : dotSize + 6
            var label = controls.text(
                stat.label,
                x: origin.0 + 12 + dotRoom,
                y: value.frame.maxY + 2,
                width: inner - dotRoom,
                style: .footnote,
                color: palette.secondaryLabel,
                alignment: stacked ? .leading : .center,
                maxLines: 2
            )
            if !stacked, stat.dot != nil {
                // Centred with its dot: the pair is centred, not the label alone.
                let used = min(inner, measurer.width(of: stat.label, fontSize: label.fontSize) + dotRoom)
                label.frame.x = origin.0 + 12 + (inner - used) / 2 + dotRoom
                label.frame.width = used - dotRoom
                label.alignment = .leading
            }
            laidOut.append((origin, value, label, stat.dot))
        }
        // Tiles of one row are as tall as its tallest.
        var rowHeights: [Double: Double] = [:]
        for tile in laidOut {
            rowHeights[tile.origin.1] = max(rowHeights[tile.origin.1] ?? 0, tile.label.frame.maxY + 10 - tile.origin.1)
        }
        var parts: [LayoutPart] = []
        var bottom = y
        for tile in laidOut {
            let height = rowHeights[tile.origin.1] ?? 0
            parts.append(
                .shape(
                    .init(
                        kind: .roundedRect,
                        frame: Rect(x: tile.origin.0, y: tile.origin.1, width: tileWidth, height: height),
                        fill: palette.fieldBackground,
                        cornerRadius: 10
                    )
                )
            )
            if let dot = tile.dot {
                let size = dotSize
                let line = measurer.lineHeight(fontSize: tile.label.fontSize)
                parts.append(
                    .shape(
                        .init(
                            kind: .circle,
                            frame: Rect(
                                x: tile.label.frame.x - size - 6,
                                y: tile.label.frame.y + line / 2 - size / 2,
                                width: size,
                                height: size
                            ),
                            fill: dot
                        )
                    )
                )
            }
            parts.append(.text(tile.value))
            parts.append(.text(tile.label))
            bottom = max(bottom, tile.origin.1 + height)
        }
        return (parts, bottom)
    }
}
