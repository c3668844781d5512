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
    /// 0.8 × footnote); below it, a tile gives up its picture, its struck price and its name's lines instead.
    public static let minimumFontSize = 11.0
    /// The price is never drawn smaller than 0.8 × its style (subheadline), rounded up to a half point.
    public static let minimumPriceSize = 12.0
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

    /// The narrowest canvas on a tablet: an iPhone 15's width, on which the seed's smallest tiles hold their
    /// prices; on a phone on its side, the narrowest iPhone's (320 points), so that two canvases stand side by side
    /// and the first screen shows whole products (one canvas across a landscape phone has a first tile taller than
    /// the screen). And the gap around canvases there (a tile's card is inset within its frame as well).
    public static let minimumCanvasWidth = 393.0
    public static let minimumLandscapeCanvasWidth = 320.0
    public static let canvasGap = 8.0

    /// How many canvases `area` shows side by side: one on a phone held upright (the seed's canvas unit divides a
    /// phone's width), as many as fit ``minimumLandscapeCanvasWidth`` on a phone on its side, and as many as fit
    /// ``minimumCanvasWidth`` on a tablet (regular width and a content area taller than a phone's in landscape).
    public static func canvasCount(in area: ContentArea) -> Int {
        let least: Double
        if area.sizeClass == .regular, area.height >= 500 {
            least = minimumCanvasWidth
        } else if area.orientation == .landscape {
            least = minimumLandscapeCanvasWidth
        } else {
            return 1
        }
        return max(1, Int((area.width - canvasGap) / (least + canvasGap)))
    }

    /// Rows (their heights in units) dealt to `count` canvases: each row to the canvas whose column is shortest so
    /// far, the first of equals. The first rows read across the screen in feed order, and the columns end about
    /// level (issue #55: columns of consecutive rows left one canvas holding a single product).
    public static func canvasRows(heights: [Int], count: Int) -> [[Int]] {
        var columns = Array(repeating: [Int](), count: max(1, count))
        var filled = Array(repeating: 0, count: columns.count)
        for (row, height) in heights.enumerated() {
            let shortest = filled.indices.min { filled[$0] < filled[$1] } ?? 0
            columns[shortest].append(row)
            filled[shortest] += height
        }
        return columns
    }

    /// The list screen for `feed` on the requested device and orientation, without chrome: a header, then tiles.
    public func document(for feed: ManagerSpecials, request: LayoutRequest) -> LayoutDocument {
        let area = ContentArea(device: request.device, orientation: request.orientation)
        let insets = Self.headerFrameInsets
        let header = Anchor("header", Spacer().frame(height: Self.headerHeight)).padding(insets)
        let laidHeader = LayoutCanvas.layout(
            header,
            proposal: ProposedSize(width: area.width, height: nil),
            in: LayoutEnvironment(traits: area.traits, measurer: measurer)
        )
        var content = self.content(
            tiles: SpecialsViewModel.tiles(for: feed),
            canvasUnit: feed.canvasUnit,
            in: area,
            top: laidHeader.size.height
        )
        content.sections[0].title = Self.title
        content.sections[0].headerFrame = laidHeader.anchors["header"]
        content.height = max(content.height, laidHeader.size.height)
        return content.document(
            feature: Self.feature,
            screen: Self.screen,
            device: request.device,
            orientation: request.orientation
        )
    }

    /// The tiles packed across `area`'s width in canvas units, starting at `top`: greedy centred rows of tiles
    /// whose frames are their sizes in units, the rows dealt to ``canvasCount(in:)`` canvases
    /// (``canvasRows(heights:count:)``), every tile's text in one ``SpecialsTypeRamp``.
    public func content(tiles: [SpecialTileViewModel], canvasUnit: Int, in area: ContentArea, top: Double = 0)
        -> ScreenContent
    {
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let plan = GridPlan(tiles: tiles, canvasUnit: canvasUnit, in: area)
        let ramp = SpecialsTypeRamp.fitting(traits: area.traits) { ramp in
            zip(tiles, plan.sizes).map { variant(of: $0, size: $1, ramp: ramp, environment: environment) }
        }
        func laidOut(cutInTheMiddle: Set<Int>) -> (size: Size, items: [LayoutItem]) {
            let grid = self.grid(plan, ramp: ramp, cutInTheMiddle: cutInTheMiddle, top: top, environment: environment)
            let laid = LayoutCanvas.layout(
                grid,
                proposal: ProposedSize(width: area.width, height: nil),
                in: environment
            )
            return (laid.size, laid.items)
        }
        // Names that differ in the feed but read alike cut at their ends are cut in the middle instead.
        var laid = laidOut(cutInTheMiddle: [])
        let alike = Self.namesReadingAlike(in: laid.items, tiles: tiles)
        if !alike.isEmpty { laid = laidOut(cutInTheMiddle: alike) }
        // Items in feed order (the canvases place them column by column). Each row is dealt to the shortest column,
        // so rows start no higher than the one before: feed order is also the order a person reads the screen in.
        let order = Dictionary(uniqueKeysWithValues: tiles.enumerated().map { ("special-\($1.id)", $0) })
        let items = laid.items.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
        let bottom = laid.size.height + (items.isEmpty ? 0 : Self.headerFrameInsets.bottom)
        return ScreenContent(sections: [LayoutSection(id: "specials", items: items)], height: max(area.height, bottom))
    }
}
