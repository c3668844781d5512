import FeatureKit
import Foundation

extension SpecialsLayout {
    /// The card's parts, back to front: a soft shadow (in light), the card (a raised surface), the image top-left, the prices top-right
    /// (original struck through above the price), and the name centred at the bottom.
    ///
    /// Sizes follow the tile's unit (its width over its width in canvas units) against a phone's unit, within
    /// limits, so a tablet tile is a scaled phone tile. The name wraps onto every line the tile has room for before
    /// it shrinks to the minimum size and, last, is truncated; when space runs out the struck-through price gives way
    /// first, then the image, then the price, and the name last.
    ///
    /// At a larger text size the name and prices start larger by as much as their styles grow (the tile keeps its
    /// frame), then shrink to fit as above. Colours are the traits' palette's: the card is its elevated background,
    /// the price its specials price.
    ///
    /// `sizeLimit` caps the name's and the price's sizes: the screen sets every tile of one size class at the sizes
    /// its tightest tile needs (``SpecialsLayout/content(tiles:canvasUnit:in:top:)``).
    func parts(
        for tile: SpecialTileViewModel,
        in frame: Rect,
        traits: ScreenTraits = .standard,
        sizeLimit: SizeLimit = .none
    ) -> [LayoutPart] {
        let palette = traits.palette
        let nameGrowth = traits.size(Self.nameStyle) / Self.nameStyle.size
        let priceGrowth = traits.size(Self.priceStyle) / Self.priceStyle.size
        let unit = frame.width / Double(max(1, tile.width))
        let scale = min(Self.maximumScale, max(0.5, unit / Self.referenceUnit))
        let card = frame.inset(by: EdgeInsets(all: Self.cardInset * scale))
        // The card's short side as it would be on the reference phone: sizes are chosen there, then scaled.
        let shortSide = min(card.width, card.height) / (unit / Self.referenceUnit)
        let radius = 8 * scale
        var parts: [LayoutPart] = Self.shadow(card, radius: radius, scale: scale, layers: palette.softShadow)
        parts.append(
            .shape(.init(kind: .roundedRect, frame: card, fill: palette.elevatedBackground, cornerRadius: radius))
        )
        let padding = min(16, max(3, shortSide * 0.08)) * scale
        let inner = card.inset(by: EdgeInsets(all: padding))
        let gap = min(8, max(2, shortSide * 0.04)) * scale
        func scaled(_ phoneSize: Double, limit: Double) -> Double {
            Self.halfPoints(min(limit, max(Self.minimumFontSize, phoneSize * scale)))
        }

        var prices = [tile.originalPrice, tile.price].compactMap { $0 }
        let minimumPriceLine = measurer.lineHeight(fontSize: Self.minimumFontSize)
        // Name: first within its share of the tile; if it would be cut there, on every line the tile has below one
        // minimum price line.
        let startSize = min(
            sizeLimit.name,
            scaled(
                min(17, max(Self.minimumFontSize, shortSide * 0.09)) * nameGrowth,
                limit: Self.maximumNameSize * nameGrowth
            )
        )
        var name = fitName(
            tile.name,
            width: inner.width,
            height: inner.height * 0.45,
            startSize: startSize,
            maxLines: 2
        )
        if let fitted = name, fitted.lines.last?.hasSuffix(TextMetrics.ellipsis) == true {
            let room = inner.height - (prices.isEmpty ? 0 : minimumPriceLine + gap)
            name = fitName(tile.name, width: inner.width, height: room, startSize: startSize, maxLines: 4) ?? name
        }
        func top() -> Rect {
            guard let name else { return inner }
            let nameHeight = Double(name.lines.count) * measurer.lineHeight(fontSize: name.fontSize)
            return Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, inner.height - nameHeight - gap))
        }

        // A name still cut takes room from the rest, in order: the struck price gives way, then the image and the
        // price; the name is cut only when it cannot fit the whole card at its minimum size.
        func isCut(_ fitted: (fontSize: Double, lines: [String])?) -> Bool {
            fitted?.lines.last?.hasSuffix(TextMetrics.ellipsis) == true
        }
        var imageGivesWay = false
        var nameBox = inner
        if isCut(name) {
            let priceLine = measurer.lineHeight(fontSize: Self.minimumPriceSize)
            let withOnePrice = fitName(
                tile.name,
                width: inner.width,
                height: inner.height - priceLine - gap,
                startSize: startSize,
                maxLines: 8
            )
            if prices.count == 2, withOnePrice != nil, !isCut(withOnePrice) {
                prices.removeFirst()
                name = withOnePrice
            } else {
                // Alone on the card, the name may also use the padding, then the whole card (its lines are centred).
                for box in [inner, card.inset(by: EdgeInsets(all: 2)), card] {
                    let whole = fitName(
                        tile.name,
                        width: box.width,
                        height: box.height,
                        startSize: startSize,
                        maxLines: 8
                    )
                    guard whole != nil, !isCut(whole) else { continue }
                    prices = []
                    imageGivesWay = true
                    name = whole
                    nameBox = box
                    break
                }
            }
        }

        // Prices: shrink together to the space right of the image, keeping the image no smaller than it must be.
        let widestAtMinimum =
            prices.map { measurer.width(of: $0, fontSize: Self.minimumPriceSize, weight: .bold) }.max() ?? 0
        let imageSide = min(top().height, inner.width * 0.4, inner.width - gap - widestAtMinimum)
        let priceX = imageSide >= 4 ? inner.x + imageSide + gap : inner.x
        let priceWidth = max(0, inner.maxX - priceX)
        var priceSize = max(
            Self.minimumPriceSize,
            min(
                sizeLimit.price,
                scaled(
                    min(24, max(Self.minimumPriceSize, shortSide * 0.13)) * priceGrowth,
                    limit: Self.maximumPriceSize * priceGrowth
                )
            )
        )
        while priceSize > Self.minimumPriceSize,
            prices.contains(where: { measurer.width(of: $0, fontSize: priceSize, weight: .bold) > priceWidth })
        {
            priceSize = max(Self.minimumPriceSize, priceSize - 0.5)
        }
        // The struck-through price gives way first, then the price; the name stays.
        while priceSize > Self.minimumPriceSize,
            Double(prices.count) * measurer.lineHeight(fontSize: priceSize) > top().height
        {
            priceSize = max(Self.minimumPriceSize, priceSize - 0.5)
        }
        let lineHeight = measurer.lineHeight(fontSize: priceSize)
        if Double(prices.count) * lineHeight > top().height, prices.count > 1 { prices.removeFirst() }
        if lineHeight > top().height { prices = [] }
        // With no price left to keep room for, a cut name takes every line the tile has.
        if prices.isEmpty, let fitted = name, fitted.lines.last?.hasSuffix(TextMetrics.ellipsis) == true {
            name =
                fitName(tile.name, width: inner.width, height: inner.height, startSize: startSize, maxLines: 8) ?? name
        }

        // A small card whose name is still cut: the compact layout, which shows the picture a person recognises.
        if min(card.width, card.height) < Self.compactCardSide, isCut(name),
            let compact = compactParts(for: tile, card: card, scale: scale, palette: palette)
        {
            return parts + compact
        }
        if imageSide >= 4, !imageGivesWay {
            let slot = LayoutPart.ImageSlot(
                url: tile.imageURL.absoluteString,
                frame: Rect(x: inner.x, y: inner.y, width: imageSide, height: imageSide),
                crop: .contain,
                cornerRadius: 2 * scale,
                placeholderSeed: tile.name
            )
            parts.append(.image(slot))
        }
        for (offset, text) in prices.enumerated() {
            let struck = prices.count == 2 && offset == 0
            let y = inner.y + Double(offset) * lineHeight
            parts.append(
                .text(
                    priceRun(
                        text,
                        y: y,
                        x: priceX,
                        width: priceWidth,
                        size: priceSize,
                        struck: struck,
                        palette: palette
                    )
                )
            )
        }
        if let name {
            let height = Double(name.lines.count) * measurer.lineHeight(fontSize: name.fontSize)
            let run = LayoutPart.TextRun(
                text: tile.name,
                frame: Rect(x: nameBox.x, y: nameBox.maxY - height, width: nameBox.width, height: height),
                fontSize: name.fontSize,
                style: Self.nameStyle,
                color: palette.titleLabel,
                alignment: .center,
                maxLines: name.lines.count,
                lines: name.lines,
                measurer: measurer
            )
            parts.append(.text(run))
        }
        return parts
    }

    /// The largest name and price sizes a tile may use.
    struct SizeLimit: Sendable, Equatable {
        var name: Double
        var price: Double
        static let none = SizeLimit(name: .infinity, price: .infinity)
    }

    /// The name's and the price's sizes in `parts`, as drawn.
    static func sizes(in parts: [LayoutPart]) -> SizeLimit {
        var found = SizeLimit.none
        for case .text(let run) in parts {
            if run.style == nameStyle, run.role == .primary { found.name = min(found.name, run.fontSize) }
            if run.style == priceStyle || run.strikethrough { found.price = min(found.price, run.fontSize) }
        }
        return found
    }

    /// A soft shadow under the card, as in the mock-up: translucent rounded rectangles (`layers`, widest first,
    /// spreading 3, 2 and 1 points), offset down. None in dark, where the lighter card sets itself apart.
    static func shadow(_ card: Rect, radius: Double, scale: Double, layers: [String]) -> [LayoutPart] {
        zip([3.0, 2, 1], layers).map { spread, fill in
            let grow = spread * scale
            let frame = Rect(
                x: card.x - grow / 2,
                y: card.y - grow / 4 + grow / 2,
                width: card.width + grow,
                height: card.height + grow / 2
            )
            return .shape(.init(kind: .roundedRect, frame: frame, fill: fill, cornerRadius: radius + grow / 2))
        }
    }

    /// Font sizes step by half points, so documents carry round numbers.
    static func halfPoints(_ size: Double) -> Double {
        (size * 2).rounded(.down) / 2
    }

    private func priceRun(
        _ text: String,
        y: Double,
        x: Double,
        width: Double,
        size: Double,
        struck: Bool,
        palette: Palette
    ) -> LayoutPart.TextRun {
        LayoutPart.TextRun(
            text: text,
            frame: Rect(x: x, y: y, width: width, height: measurer.lineHeight(fontSize: size)),
            fontSize: size,
            style: struck ? Self.originalPriceStyle : Self.priceStyle,
            role: struck ? .secondary : .primary,
            weight: struck ? .regular : .bold,
            color: struck ? palette.secondaryLabel : palette.specialsPrice,
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
    /// `height` (at most `maxLines`) and, where any size allows it, no word is broken across lines; at the minimum
    /// size it is truncated. Nil when not even one minimum-size line fits.
    private func fitName(_ text: String, width: Double, height: Double, startSize: Double, maxLines most: Int) -> (
        fontSize: Double, lines: [String]
    )? {
        func maxLines(_ size: Double) -> Int { min(most, Int(height / measurer.lineHeight(fontSize: size))) }
        // A word broken across lines ("Orang/es") reads worse than a smaller size, where a smaller size keeps it whole.
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        func wordsFit(_ size: Double) -> Bool {
            words.allSatisfy { measurer.width(of: $0, fontSize: size, weight: .regular) <= width }
        }
        let keepWords = wordsFit(Self.minimumFontSize)
        var size = startSize
        while size > Self.minimumFontSize {
            let limit = maxLines(size)
            if limit >= 1, !keepWords || wordsFit(size) {
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
