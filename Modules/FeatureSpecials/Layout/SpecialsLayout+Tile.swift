import FeatureKit
import Foundation

extension SpecialsLayout {
    /// Colours of the card, after the mock-up.
    enum Palette {
        static let border = "#D8D8D8"
        static let card = "#FFFFFF"
        static let originalPrice = "#8E8E93"
        static let price = "#2E9E6B"
        static let name = "#000000"
    }

    /// The card's parts, back to front: a light border (standing in for the mock-up's shadow), the white card, the
    /// image top-left, the prices top-right (original struck through above the price), and the name centred at the
    /// bottom on up to two lines.
    func parts(for tile: SpecialTileViewModel, in frame: Rect) -> [LayoutPart] {
        let card = frame.inset(by: EdgeInsets(all: Self.cardInset))
        let shortSide = min(card.width, card.height)
        var parts: [LayoutPart] = [
            .shape(.init(kind: "roundedRect", frame: card, fill: Palette.border, cornerRadius: 8)),
            .shape(
                .init(
                    kind: "roundedRect",
                    frame: card.inset(by: EdgeInsets(all: 1)),
                    fill: Palette.card,
                    cornerRadius: 7
                )
            ),
        ]
        let padding = min(16, max(3, shortSide * 0.08))
        let inner = card.inset(by: EdgeInsets(all: padding))
        let gap = min(8, max(2, shortSide * 0.04))

        // Name: the largest size that fits its share of the height without truncation, else the minimum, truncated.
        var name = fitName(
            tile.name,
            width: inner.width,
            height: inner.height * 0.45,
            startSize: Self.halfPoints(min(17, max(9, shortSide * 0.09)))
        )
        func top() -> Rect {
            guard let name else { return inner }
            let nameHeight = Double(name.lines.count) * measurer.lineHeight(fontSize: name.fontSize)
            return Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, inner.height - nameHeight - gap))
        }

        // Prices: shrink together to the space right of the image, keeping the image no smaller than it must be.
        var prices = [tile.originalPrice, tile.price].compactMap { $0 }
        let widestAtMinimum =
            prices.map { measurer.width(of: $0, fontSize: Self.minimumFontSize, weight: .bold) }.max() ?? 0
        let imageSide = min(top().height, inner.width * 0.4, inner.width - gap - widestAtMinimum)
        let priceX = imageSide >= 4 ? inner.x + imageSide + gap : inner.x
        let priceWidth = max(0, inner.maxX - priceX)
        var priceSize = Self.halfPoints(min(24, max(Self.minimumFontSize, shortSide * 0.13)))
        while priceSize > Self.minimumFontSize,
            prices.contains(where: { measurer.width(of: $0, fontSize: priceSize, weight: .bold) > priceWidth })
        {
            priceSize = max(Self.minimumFontSize, priceSize - 0.5)
        }
        // In a very short tile the price wins over the struck-through price, and both over the name.
        let lineHeight = measurer.lineHeight(fontSize: priceSize)
        if Double(prices.count) * lineHeight > top().height, prices.count > 1 { prices.removeFirst() }
        if lineHeight > top().height { name = nil }
        if lineHeight > top().height { prices = [] }

        if imageSide >= 4 {
            let slot = LayoutPart.ImageSlot(
                url: tile.imageURL.absoluteString,
                frame: Rect(x: inner.x, y: inner.y, width: imageSide, height: imageSide),
                crop: "contain",
                cornerRadius: 2,
                placeholderSeed: tile.name
            )
            parts.append(.image(slot))
        }
        for (offset, text) in prices.enumerated() {
            let struck = prices.count == 2 && offset == 0
            let y = inner.y + Double(offset) * lineHeight
            parts.append(.text(priceRun(text, y: y, x: priceX, width: priceWidth, size: priceSize, struck: struck)))
        }
        if let name {
            let height = Double(name.lines.count) * measurer.lineHeight(fontSize: name.fontSize)
            let run = LayoutPart.TextRun(
                text: tile.name,
                frame: Rect(x: inner.x, y: inner.maxY - height, width: inner.width, height: height),
                fontSize: name.fontSize,
                color: Palette.name,
                alignment: .center,
                maxLines: 2,
                lines: name.lines,
                measurer: measurer
            )
            parts.append(.text(run))
        }
        return parts
    }

    /// Font sizes step by half points, so documents carry round numbers.
    static func halfPoints(_ size: Double) -> Double {
        (size * 2).rounded(.down) / 2
    }

    private func priceRun(_ text: String, y: Double, x: Double, width: Double, size: Double, struck: Bool)
        -> LayoutPart.TextRun
    {
        LayoutPart.TextRun(
            text: text,
            frame: Rect(x: x, y: y, width: width, height: measurer.lineHeight(fontSize: size)),
            fontSize: size,
            weight: struck ? .regular : .bold,
            color: struck ? Palette.originalPrice : Palette.price,
            alignment: .trailing,
            maxLines: 1,
            lines: measurer.lines(
                for: text,
                width: width,
                fontSize: size,
                weight: struck ? .regular : .bold,
                maxLines: 1
            ),
            strikethrough: struck,
            measurer: measurer
        )
    }

    /// The name's font size and lines: shrinks from `startSize` by half points until the text fits the lines that fit
    /// `height` (at most two); at the minimum size it is truncated. Nil when not even one minimum-size line fits.
    private func fitName(_ text: String, width: Double, height: Double, startSize: Double) -> (
        fontSize: Double, lines: [String]
    )? {
        func maxLines(_ size: Double) -> Int { min(2, Int(height / measurer.lineHeight(fontSize: size))) }
        var size = startSize
        while size > Self.minimumFontSize {
            let limit = maxLines(size)
            if limit >= 1 {
                let lines = measurer.lines(for: text, width: width, fontSize: size, maxLines: 0)
                if lines.count <= limit { return (size, lines) }
            }
            size = max(Self.minimumFontSize, size - 0.5)
        }
        let limit = maxLines(Self.minimumFontSize)
        guard limit >= 1, width > 0 else { return nil }
        return (
            Self.minimumFontSize,
            measurer.lines(for: text, width: width, fontSize: Self.minimumFontSize, maxLines: limit)
        )
    }
}
