import FeatureKit
import Foundation

extension SpecialsLayout {
    /// A card whose shorter side is under this many points (the seed's 3 × 3 tiles on a phone: about 62 pt) is laid
    /// out compactly: at these sizes the regular layout's price, padding and name sizes leave a picture of about
    /// 15 pt and a name cut after its first word and a half.
    public static let compactCardSide = 80.0
    /// The smallest picture the compact layout draws: an iOS settings icon (29 pt) less a little, a size at which a
    /// product's packaging is still recognised.
    public static let minimumCompactPictureSide = 22.0

    /// The parts of a small card (``compactCardSide``) whose name the regular layout would cut: the picture at the
    /// top, as large as the lines below it allow, the price beside it or under it at its minimum size (the struck
    /// price gives way), and the name at the bottom at the minimum size, on as many lines (up to four) as leave the
    /// picture ``minimumCompactPictureSide``, the last truncated. A cut name shows no more on more lines at these
    /// widths ("Blue / Diamo…" reads as "Blue Diam…"), so the picture is what tells such tiles apart. Nil when even
    /// one line leaves no such picture (the regular layout's give-way rules then apply).
    func compactParts(
        for tile: SpecialTileViewModel,
        card: Rect,
        scale: Double,
        palette: Palette
    ) -> [LayoutPart]? {
        let padding = 3.0
        let gap = 2.0
        let inner = card.inset(by: EdgeInsets(all: padding))
        let nameSize = Self.minimumFontSize
        let price = tile.price
        let priceWidth = measurer.width(of: price, fontSize: Self.minimumPriceSize, weight: .bold)
        let priceLine = measurer.lineHeight(fontSize: Self.minimumPriceSize)
        // As many name lines as leave the picture its minimum side (at most four, at least one).
        var chosen: (lines: [String], side: Double, beside: Bool)?
        for most in stride(from: 4, through: 1, by: -1) {
            let lines = measurer.lines(for: tile.name, width: inner.width, fontSize: nameSize, maxLines: most)
            let rowHeight = inner.height - Double(lines.count) * measurer.lineHeight(fontSize: nameSize) - gap
            // The price beside the picture when both fit on the row, else under it (the row then holds both).
            let beside = min(rowHeight, inner.width - gap - priceWidth)
            let above = min(rowHeight - priceLine, inner.width)
            let side = max(beside, above).rounded(.down)
            if side >= Self.minimumCompactPictureSide {
                chosen = (lines, side, beside >= above)
                break
            }
        }
        guard let (found, side, pictureBeside) = chosen else { return nil }
        let lines =
            found.count == 1 && found[0] != tile.name
            ? [oneLine(tile.name, width: inner.width, fontSize: nameSize)] : found
        let nameHeight = Double(lines.count) * measurer.lineHeight(fontSize: nameSize)
        var parts: [LayoutPart] = []
        parts.append(
            .image(
                .init(
                    url: tile.imageURL.absoluteString,
                    frame: Rect(
                        x: pictureBeside ? inner.x : inner.x + (inner.width - side) / 2,
                        y: inner.y,
                        width: side,
                        height: side
                    ),
                    crop: .contain,
                    cornerRadius: 2 * scale,
                    placeholderSeed: tile.name
                )
            )
        )
        let priceFrame =
            pictureBeside
            ? Rect(x: inner.x + side + gap, y: inner.y, width: inner.width - side - gap, height: priceLine)
            : Rect(x: inner.x, y: inner.y + side, width: inner.width, height: priceLine)
        parts.append(
            .text(
                LayoutPart.TextRun(
                    text: price,
                    frame: priceFrame,
                    fontSize: Self.minimumPriceSize,
                    style: Self.priceStyle,
                    weight: .bold,
                    color: palette.specialsPrice,
                    alignment: pictureBeside ? .trailing : .center,
                    maxLines: 1,
                    lines: [price],
                    measurer: measurer
                )
            )
        )
        parts.append(
            .text(
                LayoutPart.TextRun(
                    text: tile.name,
                    frame: Rect(x: inner.x, y: inner.maxY - nameHeight, width: inner.width, height: nameHeight),
                    fontSize: nameSize,
                    style: Self.nameStyle,
                    color: palette.titleLabel,
                    alignment: .center,
                    maxLines: lines.count,
                    lines: lines,
                    measurer: measurer
                )
            )
        )
        return parts
    }

    /// `text` cut to one line of `width` at its last fitting character, not its last fitting word: on one line
    /// "Blue Diam…" says more than "Blue…".
    private func oneLine(_ text: String, width: Double, fontSize: Double) -> String {
        var kept = Substring(text.prefix(200))
        while !kept.isEmpty {
            let candidate = kept.trimmingSuffixSpaces() + TextMetrics.ellipsis
            if measurer.width(of: candidate, fontSize: fontSize) <= width { return candidate }
            kept = kept.dropLast()
        }
        return TextMetrics.ellipsis
    }
}

extension Substring {
    fileprivate func trimmingSuffixSpaces() -> String {
        var trimmed = self
        while trimmed.last?.isWhitespace == true { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
