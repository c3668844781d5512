import FeatureKit
import Foundation

extension SpecialsLayout {
    /// What a tile shows, best first: each gives up one more thing than the one before, and none gives up the
    /// price (issue #55: a specials page that hides a sale price is a content bug).
    enum TileVariant: Int, Sendable, CaseIterable {
        /// The picture as large as the rest leaves it (top-left beside the prices, or under them on a narrow card),
        /// the prices top-right (the struck one above), the whole name centred at the foot: the mock-up's tile.
        case picture
        /// The picture gives way first.
        case prices
        /// Then the struck price.
        case price
        /// Then the name, to its first three lines (the feed's "Blue Diamond …" names differ from their third
        /// word, so two lines would read alike).
        case threeLines
        /// Last, the name on as many lines as the card has left.
        case cut
        /// A card with no room for a line of the name besides the price.
        case priceOnly
        /// A card narrower or shorter than its price.
        case empty

        /// The variants that draw the name, best first.
        static let named: [TileVariant] = [.picture, .prices, .price, .threeLines, .cut]
    }

    /// The smallest picture a tile draws: an iOS settings icon (29 pt) less a little, a size at which a product's
    /// packaging is still recognised. A card that cannot give its picture this much draws none.
    public static let minimumPictureSide = 22.0

    /// A tile `size` points large (its canvas units × the unit), declared once: the card inset within its frame,
    /// its soft shadow (in light) and raised surface, and inside it the first ``TileVariant`` that fits.
    func tile(
        _ tile: SpecialTileViewModel,
        size: Size,
        ramp: SpecialsTypeRamp,
        truncation: TextTruncation = .tail,
        environment: LayoutEnvironment
    ) -> any LayoutElement {
        let spacing = TileSpacing(card: size)
        let content = variants(tile, ramp: ramp, spacing: spacing, truncation: truncation, environment: environment)
        return Cell(
            id: "special-\(tile.id)",
            kind: Self.tileKind,
            accessibility: .init(label: tile.accessibilityLabel, traits: [.staticText])
        ) {
            content.padding(spacing.padding)
                .background { Fill(.roundedRect, \.elevatedBackground, cornerRadius: spacing.radius) }
                .background { Drawing { frame, palette in Self.shadow(frame, radius: spacing.radius, palette) } }
                .padding(Self.cardInset)
                .frame(width: size.width, height: size.height)
        }
    }

    /// How far down its variants `tile` goes in a tile `size` large at `ramp`.
    func variant(
        of tile: SpecialTileViewModel,
        size: Size,
        ramp: SpecialsTypeRamp,
        environment: LayoutEnvironment
    ) -> TileVariant {
        let spacing = TileSpacing(card: size)
        let choice = variants(tile, ramp: ramp, spacing: spacing, environment: environment)
        let offered = ProposedSize(width: spacing.inner.width, height: spacing.inner.height)
        let index = choice.choice(for: offered, in: environment) ?? 0
        return variantList(tile, ramp: ramp, spacing: spacing, environment: environment)[index]
    }

    /// The variants a tile may take: those that draw the name where the card has room for it beside the price.
    func variantList(
        _ tile: SpecialTileViewModel,
        ramp: SpecialsTypeRamp,
        spacing: TileSpacing,
        environment: LayoutEnvironment
    ) -> [TileVariant] {
        // A card too small for the price and a line of the name (only a feed's 1- or 2-unit tiles are) shows the
        // price alone, or, narrower or shorter than the price, nothing: its label still says both.
        let price = prices(tile, ramp: ramp, struck: false).sizeThatFits(.unspecified, in: environment)
        let line = Text("X", style: Self.nameStyle, fontSize: ramp.name).sizeThatFits(.unspecified, in: environment)
        guard price.width <= spacing.inner.width + 0.001, price.height <= spacing.inner.height + 0.001 else {
            return [.empty]
        }
        guard price.height + spacing.gap + line.height <= spacing.inner.height + 0.001 else { return [.priceOnly] }
        return TileVariant.named
    }

    func variants(
        _ tile: SpecialTileViewModel,
        ramp: SpecialsTypeRamp,
        spacing: TileSpacing,
        truncation: TextTruncation = .tail,
        environment: LayoutEnvironment
    ) -> FirstThatFits {
        let list = variantList(tile, ramp: ramp, spacing: spacing, environment: environment)
        let prices = prices(tile, ramp: ramp, struck: true).sizeThatFits(.unspecified, in: environment)
        return FirstThatFits(in: [.vertical]) {
            for variant in list {
                self.content(tile, variant, ramp: ramp, spacing: spacing, prices: prices, truncation: truncation)
            }
        }
    }

    /// The card's content in `variant`; `pricesSize` is the size of both its prices, which the picture keeps
    /// clear of.
    func content(
        _ tile: SpecialTileViewModel,
        _ variant: TileVariant,
        ramp: SpecialsTypeRamp,
        spacing: TileSpacing,
        prices pricesSize: Size,
        truncation: TextTruncation
    ) -> any LayoutElement {
        let name = Text(
            tile.name,
            style: Self.nameStyle,
            color: \.titleLabel,
            alignment: .center,
            lineLimit: variant == .threeLines ? 3 : nil,
            fontSize: ramp.name
        )
        .truncationMode(truncation)
        let prices = prices(tile, ramp: ramp, struck: variant.rawValue <= TileVariant.prices.rawValue)
        switch variant {
        case .picture:
            // The name and the prices are offered their room first (higher priority); the picture fills the rest.
            return VStack(spacing: spacing.gap) {
                ZStack(alignment: .topTrailing) {
                    picture(tile, beside: pricesSize, gap: spacing.gap, width: spacing.inner.width)
                    prices
                }
                name.fixedSize(horizontal: false, vertical: true).layoutPriority(1)
            }
        case .prices, .price, .threeLines:
            return VStack(spacing: 0) {
                trailing(prices)
                Spacer(minLength: spacing.gap)
                name.fixedSize(horizontal: false, vertical: true)
            }
        case .priceOnly:
            return trailing(prices)
        case .empty:
            return Spacer()
        case .cut:
            // The price is offered its room first; the name then takes every line left, drawn at the foot.
            return VStack(spacing: spacing.gap) {
                trailing(prices).layoutPriority(2)
                name.frame(maxHeight: .infinity, alignment: .bottom).layoutPriority(1)
            }
        }
    }

    /// The product's picture over the room above the name, a square as large as that room allows either beside
    /// the prices (at its top-leading corner, as in the mock-up) or under them (centred: a tall, narrow tile), and at
    /// least ``minimumPictureSide``. The product shots are square.
    func picture(_ tile: SpecialTileViewModel, beside prices: Size, gap: Double, width: Double) -> any LayoutElement {
        let url = tile.imageURL.absoluteString
        let seed = tile.name
        let least = Self.minimumPictureSide
        return SizeReader { size in
            let besides = min(size.width - prices.width - gap, size.height)
            let under = min(size.width, size.height - prices.height - gap)
            let picture = Picture(url: url, placeholderSeed: seed, crop: .contain, cornerRadius: 2)
            guard besides < under else {
                return picture.frame(width: max(0, besides), height: max(0, besides))
                    .frame(width: size.width, height: size.height, alignment: .topLeading)
            }
            return picture.frame(width: max(0, under), height: max(0, under))
                .padding(EdgeInsets(top: prices.height + gap, left: 0, bottom: 0, right: 0))
                .frame(width: size.width, height: size.height, alignment: .top)
        }
        // Room for the smallest picture beside the prices or, where the card is too narrow for that, under them.
        .frame(minHeight: width - prices.width - gap >= least ? max(least, prices.height) : prices.height + gap + least)
    }

    /// `prices` at the trailing end of a row.
    func trailing(_ prices: any LayoutElement) -> any LayoutElement {
        HStack(spacing: 0) {
            Spacer()
            prices
        }
    }

    /// The price, bold in the specials colour, under the struck original price when `struck` and the tile has one;
    /// as wide as the longer of them, trailing-aligned.
    func prices(_ tile: SpecialTileViewModel, ramp: SpecialsTypeRamp, struck: Bool) -> any LayoutElement {
        VStack(alignment: .trailing, spacing: 0) {
            if struck, let original = tile.originalPrice {
                Text(
                    original,
                    style: Self.originalPriceStyle,
                    color: \.secondaryLabel,
                    alignment: .trailing,
                    role: .secondary,
                    strikethrough: true,
                    fontSize: ramp.struck
                )
            }
            Text(
                tile.price,
                style: Self.priceStyle,
                weight: .bold,
                color: \.specialsPrice,
                alignment: .trailing,
                fontSize: ramp.price
            )
        }
        .fixedSize()
    }

    /// A soft shadow under the card, as in the mock-up: the palette's translucent rounded rectangles (widest
    /// first, spreading 3, 2 and 1 points), offset down. None in dark, where the lighter card sets itself apart.
    static func shadow(_ card: Rect, radius: Double, _ palette: Palette) -> [LayoutPart] {
        zip([3.0, 2, 1], palette.softShadow).map { spread, fill in
            let grown = card.inset(
                by: EdgeInsets(top: spread / 4, left: -spread / 2, bottom: -spread * 3 / 4, right: -spread / 2)
            )
            return .shape(.init(kind: .roundedRect, frame: grown, fill: fill, cornerRadius: radius + spread / 2))
        }
    }

    /// Font sizes step by half points, so documents carry round numbers.
    static func halfPoints(_ size: Double) -> Double {
        (size * 2).rounded(.down) / 2
    }
}

/// A card's padding, the gap between its parts and its corner radius, from its shorter side: a card under about
/// 100 points (the seed's 3 × 3 tiles) keeps 2 points (the audit's least, ``ScreenCheck/minimumCardGap``) for
/// its text, a 350-point one 12.
struct TileSpacing: Sendable {
    let padding: Double
    let gap: Double
    let radius = 8.0
    /// The room inside the padding of a tile whose frame is `card` large.
    let inner: Size

    init(card frame: Size) {
        let card = Size(
            width: max(0, frame.width - 2 * SpecialsLayout.cardInset),
            height: max(0, frame.height - 2 * SpecialsLayout.cardInset)
        )
        let side = min(card.width, card.height)
        padding = min(12, max(2, (side - 50) * 0.04))
        gap = min(8, max(2, (side - 50) * 0.03))
        inner = Size(width: max(0, card.width - 2 * padding), height: max(0, card.height - 2 * padding))
    }
}
