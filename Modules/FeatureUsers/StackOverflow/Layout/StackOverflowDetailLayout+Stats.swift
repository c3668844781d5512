import FeatureKit
import Foundation

/// The profile's stat tiles: the reputation and each badge count, side by side when they fit.
extension StackOverflowDetailLayout {
    /// The reputation and each badge count, or "0 Badges" for a user without any.
    static func stats(_ cell: StackOverflowCell) -> [Stat] {
        let badges = cell.badges.map { badge in
            Stat(
                value: badge.count.formatted(),
                label: badge.kind.prefix(1).uppercased() + badge.kind.dropFirst(),
                dot: Palette.badgeColor(badge.kind)
            )
        }
        return [Stat(value: cell.reputation, label: "Reputation", dot: nil)]
            + (badges.isEmpty ? [Stat(value: "0", label: "Badges", dot: nil)] : badges)
    }

    /// The tiles in rows `width` wide: all in one row when every tile's figure and label fit it, else two a row,
    /// else one a row (accessibility sizes). Tiles of one row are as tall as its tallest.
    func statTiles(_ cell: StackOverflowCell, width: Double) -> any LayoutElement {
        let stats = Self.stats(cell)
        let traits = controls.traits
        let widest =
            stats.map { stat in
                max(
                    measurer.width(of: stat.value, fontSize: traits.size(.title3), weight: .bold),
                    measurer.width(of: stat.label, fontSize: traits.size(.footnote)) + 20
                )
            }.max() ?? 0
        let columns =
            [stats.count, 2].first {
                widest + 24 <= WindowedGrid.columnWidth(columns: $0, spacing: Self.tileGap, in: width)
            } ?? 1
        let inner = WindowedGrid.columnWidth(columns: columns, spacing: Self.tileGap, in: width) - 24
        let tile = { @Sendable (stat: Stat) in self.tile(stat, stacked: columns == 1, inner: inner) }
        return WindowedGrid(
            count: stats.count,
            columns: columns,
            window: ListWindow(total: stats.count),
            spacing: Self.tileGap,
            insets: EdgeInsets(all: 0),
            fillsRows: true
        ) { tile(stats[$0]) }
    }

    /// A raised card with the figure large and what it counts under it, a badge's colour as a dot before the label;
    /// centred in a row of tiles, leading when the tiles are stacked. `inner` is the card's width inside its padding.
    func tile(_ stat: Stat, stacked: Bool, inner: Double) -> any LayoutElement {
        let label = Text(
            stat.label,
            style: .footnote,
            color: \.secondaryLabel,
            alignment: stacked || stat.dot != nil ? .leading : .center,
            lineLimit: 2
        )
        let labelRow: any LayoutElement
        if let dot = stat.dot {
            // A badge's dot grows with the label beside it (8 points at Large), centred on its first line.
            let labelSize = controls.traits.size(.footnote)
            let side = max(8, (labelSize * 0.6).rounded())
            let drop = (measurer.lineHeight(fontSize: labelSize) - side) / 2
            let room = inner - side - 6
            // Centred with its dot: the pair is centred, not the label alone.
            let ink = measurer.width(of: stat.label, fontSize: labelSize)
            labelRow = HStack(alignment: .top, spacing: 6) {
                Fill(.circle, dot).frame(width: side, height: side).padding(
                    EdgeInsets(top: drop, left: 0, bottom: 0, right: 0)
                )
                stacked ? label : label.frame(width: min(room, ink))
            }
            .frame(maxWidth: .infinity, alignment: stacked ? .leading : .center)
        } else {
            labelRow = label
        }
        return VStack(alignment: .leading, spacing: 2) {
            Text(stat.value, style: .title3, weight: .bold, alignment: stacked ? .leading : .center)
            labelRow
        }
        .padding(EdgeInsets(top: 10, left: 12, bottom: 10, right: 12))
        .fixedSize(horizontal: false, vertical: true)
        .frame(maxHeight: .infinity, alignment: .top)
        .background { Fill(.roundedRect, \.fieldBackground, cornerRadius: 10) }
    }
}
