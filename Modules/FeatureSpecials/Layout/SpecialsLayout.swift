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

    /// The narrowest canvas on a tablet: an iPhone 15's width, on which the seed's smallest tiles hold their
    /// prices; and the gap around canvases there (a tile's card is inset within its frame as well).
    public static let minimumCanvasWidth = 393.0
    public static let canvasGap = 8.0

    /// How many phone-width canvases `area` shows side by side: one on a phone in either orientation (the seed's
    /// canvas unit divides a phone's width), as many as fit ``minimumCanvasWidth`` on a tablet (regular width and a
    /// content area taller than a phone's in landscape).
    public static func canvasCount(in area: ContentArea) -> Int {
        guard area.sizeClass == .regular, area.height >= 500 else { return 1 }
        return max(1, Int((area.width - canvasGap) / (minimumCanvasWidth + canvasGap)))
    }

    /// Tile frames in ``canvasCount(in:)`` canvases: on a phone ``frames(sizes:canvasUnit:screenWidth:top:)`` across
    /// the width; on a tablet the same greedy centred rows, each canvas a column of consecutive rows (in feed order,
    /// the columns about equally tall), so the first screen shows several products rather than one.
    public static func canvasFrames(
        sizes: [(width: Int, height: Int)],
        canvasUnit: Int,
        in area: ContentArea,
        top: Double
    ) -> (frames: [Rect], bottom: Double) {
        let count = canvasCount(in: area)
        guard count > 1 else { return frames(sizes: sizes, canvasUnit: canvasUnit, screenWidth: area.width, top: top) }
        let width = ((area.width - Double(count + 1) * canvasGap) / Double(count)).rounded(.down)
        let unit = width / Double(max(1, canvasUnit))
        let rows = rows(widths: sizes.map(\.width), canvasUnit: canvasUnit)
        let heights = rows.map { row in Double(sizes[row].map(\.height).max() ?? 0) * unit }
        let total = heights.reduce(0, +)
        // Consecutive rows to each canvas until it holds its share of the height.
        var groups: [Range<Int>] = []
        var start = 0
        var filled = 0.0
        for (index, height) in heights.enumerated() {
            filled += height
            let share = total * Double(groups.count + 1) / Double(count)
            if filled >= share - 0.5, groups.count < count - 1 {
                groups.append(start..<(index + 1))
                start = index + 1
            }
        }
        if start < rows.count { groups.append(start..<rows.count) }
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        var bottom = top
        for (column, group) in groups.enumerated() {
            let tiles = rows[group.lowerBound].lowerBound..<rows[group.upperBound - 1].upperBound
            let packed = Self.frames(
                sizes: Array(sizes[tiles]),
                canvasUnit: canvasUnit,
                screenWidth: width,
                top: top
            )
            let x = canvasGap + Double(column) * (width + canvasGap)
            frames += packed.frames.map { $0.offsetBy(dx: x, dy: 0) }
            bottom = max(bottom, packed.bottom)
        }
        return (frames, bottom)
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
        let packed = Self.canvasFrames(
            sizes: tiles.map { ($0.width, $0.height) },
            canvasUnit: canvasUnit,
            in: area,
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
