public import FeatureKit

/// Lays out the Manager's Specials list: tiles sized in canvas units, packed into centred rows.
///
/// One unit is the screen width divided by the feed's `canvasUnit`, and a tile's frame is exactly its width × height
/// in units. Tiles are placed in feed order, greedily: a tile that does not fit in what is left of the row starts a new
/// row. A row narrower than the screen is centred. A row is as tall as its tallest tile; shorter tiles are
/// **top-aligned** (their frames keep their own height, leaving a gap below them), so frames never stretch.
///
/// ```swift
/// let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())   // or TextEngine's TextMeasurer()
/// let document = layout.document(for: feed, request: LayoutRequest(device: iphone15))
/// ```
public struct SpecialsLayout: Sendable {
    /// The feature name written into documents.
    public static let feature = "specials"
    /// The only screen.
    public static let screen = "list"
    /// The section title.
    public static let title = "Manager\u{2019}s Special"
    /// The item kind of a tile.
    public static let tileKind = LayoutItem.Kind.specialTile
    /// How far the card is drawn inside the tile frame, so neighbouring cards are 2 × this apart.
    public static let cardInset = 4.0
    /// The text styles of a tile's name and prices: their sizes scale with the tile, and shrink only within the
    /// limits of ``ScreenCheck``.
    public static let nameStyle = TextStyle.footnote
    public static let priceStyle = TextStyle.subheadline
    public static let originalPriceStyle = TextStyle.footnote
    /// The name and the struck price are never drawn smaller than this (11 pt, the floor of every screen, above
    /// 0.8 × footnote); below it, text gives way or is truncated instead.
    public static let minimumFontSize = 11.0
    /// The price is never drawn smaller than 0.8 × its style (subheadline), rounded up to a half point.
    public static let minimumPriceSize = 12.0
    /// A phone's canvas unit (an iPhone 15's width over the usual 16 units): type is sized for it and scaled by a
    /// tile's unit over it.
    public static let referenceUnit = 393.0 / 16
    /// The most type and spacing grow on a large screen, and the largest name and price sizes.
    public static let maximumScale = 6.0
    public static let maximumNameSize = 40.0
    public static let maximumPriceSize = 56.0
    /// Where the title is drawn; tiles start below it.
    public static let headerFrameInsets = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    /// The title's line height.
    public static let headerHeight = 28.0

    /// Measures and wraps text.
    public var measurer: any TextMeasuring

    /// Creates a layout that measures text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The tile rows as ranges of item positions: greedy, in order; a tile that does not fit what is left of the row
    /// starts a new one. Widths are expected in `1...canvasUnit` (the feed clamps wider ones).
    public static func rows(widths: [Int], canvasUnit: Int) -> [Range<Int>] {
        var rows: [Range<Int>] = []
        var start = 0
        var used = 0
        for (index, width) in widths.enumerated() {
            if used + width > canvasUnit, index > start {
                rows.append(start..<index)
                start = index
                used = 0
            }
            used += width
        }
        if start < widths.count { rows.append(start..<widths.count) }
        return rows
    }

    /// Tile frames for sizes in units, packed by ``rows(widths:canvasUnit:)``, starting at `top`.
    /// - Returns: one frame per size, in order, and the bottom of the last row.
    public static func frames(
        sizes: [(width: Int, height: Int)],
        canvasUnit: Int,
        screenWidth: Double,
        top: Double
    ) -> (frames: [Rect], bottom: Double) {
        let unit = screenWidth / Double(max(1, canvasUnit))
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var y = top
        for row in rows(widths: sizes.map(\.width), canvasUnit: canvasUnit) {
            let rowUnits = sizes[row].reduce(0) { $0 + $1.width }
            var x = Double(canvasUnit - rowUnits) * unit / 2
            var rowHeight = 0.0
            for size in sizes[row] {
                let frame = Rect(x: x, y: y, width: Double(size.width) * unit, height: Double(size.height) * unit)
                frames.append(frame)
                x += frame.width
                rowHeight = max(rowHeight, frame.height)
            }
            y += rowHeight
        }
        return (frames, y)
    }

    /// The list screen for `feed` on the requested device and orientation, without chrome: a header, then tiles.
    public func document(for feed: ManagerSpecials, request: LayoutRequest) -> LayoutDocument {
        let screen = request.device.size(in: request.orientation)
        let insets = Self.headerFrameInsets
        let header = Rect(
            x: insets.left,
            y: insets.top,
            width: screen.width - insets.left - insets.right,
            height: Self.headerHeight
        )
        var content = self.content(
            tiles: SpecialsViewModel.tiles(for: feed),
            canvasUnit: feed.canvasUnit,
            in: ContentArea(device: request.device, orientation: request.orientation),
            top: header.maxY + insets.bottom
        )
        content.sections[0].title = Self.title
        content.sections[0].headerFrame = header
        content.height = max(content.height, header.maxY + insets.bottom)
        return content.document(
            feature: Self.feature,
            screen: Self.screen,
            device: request.device,
            orientation: request.orientation
        )
    }

    /// The tiles packed across `area`'s width in canvas units, starting at `top`.
    public func content(tiles: [SpecialTileViewModel], canvasUnit: Int, in area: ContentArea, top: Double = 0)
        -> ScreenContent
    {
        let packed = Self.frames(
            sizes: tiles.map { ($0.width, $0.height) },
            canvasUnit: canvasUnit,
            screenWidth: area.width,
            top: top
        )
        // One size per role within a size class: each tile is fitted alone, then every tile of its class is set at
        // the smallest sizes any of them needed (neighbouring names at 12.5 and 21 pt read as a mistake). A capped
        // name may take another line and squeeze a price, so this repeats until the sizes settle (a few rounds).
        var limits: [Int: SizeLimit] = [:]
        for _ in 0..<4 {
            var next: [Int: SizeLimit] = [:]
            for (tile, frame) in zip(tiles, packed.frames) {
                let sizeClass = ScreenCheck.tileSizeClass(of: frame)
                let drawn = parts(for: tile, in: frame, traits: area.traits, sizeLimit: limits[sizeClass] ?? .none)
                let sizes = Self.sizes(in: drawn)
                let known = next[sizeClass] ?? .none
                next[sizeClass] = SizeLimit(name: min(known.name, sizes.name), price: min(known.price, sizes.price))
            }
            if next == limits { break }
            limits = next
        }
        let items = zip(tiles, packed.frames).map { tile, frame in
            LayoutItem(
                id: "special-\(tile.id)",
                kind: Self.tileKind,
                frame: frame,
                parts: parts(
                    for: tile,
                    in: frame,
                    traits: area.traits,
                    sizeLimit: limits[ScreenCheck.tileSizeClass(of: frame)] ?? .none
                ),
                accessibility: .init(label: tile.accessibilityLabel, traits: [.staticText])
            )
        }
        let bottom = packed.bottom + (items.isEmpty ? 0 : Self.headerFrameInsets.bottom)
        return ScreenContent(sections: [LayoutSection(id: "specials", items: items)], height: max(area.height, bottom))
    }
}
