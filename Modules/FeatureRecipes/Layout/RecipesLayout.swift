public import FeatureKit
import Foundation

/// Lays out the recipes screens.
///
/// List: one scroll with a "Popular" grid (square tiles, 2 columns in portrait and 3 in landscape on every device,
/// the image filling the tile, the title at the bottom-right over a dark scrim, wrapped to the tile's width) followed
/// by "Other" (full-width rows, title left-aligned). Detail: image, title, ingredients, link. Text is set at the
/// area's text size; at accessibility sizes Popular has one column (two on a regular-width screen), a tile's title
/// may use the whole tile; rows wrap their titles onto more lines as the text grows.
public struct RecipesLayout: Sendable {
    public static let margin = 16.0
    public static let spacing = 12.0
    public static let headerHeight = 44.0
    /// A Popular tile's title: its style's size at the text size, shrinking to fit the tile down to
    /// ``minimumTileTitleSize(at:)``.
    public static let tileTitleStyle = TextStyle.headline
    /// An Other row's title.
    public static let rowTitleStyle = TextStyle.body

    /// The smallest a tile's title shrinks to before it is cut: the floor ``ScreenCheck`` allows a fixed-size tile
    /// (0.8 × its style, at least 11 pt), rounded up to a half point.
    public static func minimumTileTitleSize(at category: ContentSizeCategory) -> Double {
        let floor = max(ScreenCheck.minimumTextSize, tileTitleStyle.size(at: category) * ScreenCheck.minimumShrink)
        return (floor * 2).rounded(.up) / 2
    }

    let measurer: any TextMeasuring

    /// Creates a layout that measures text with `measurer`.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Columns of the Popular grid.
    public static func columns(for orientation: ScreenOrientation) -> Int {
        orientation == .portrait ? 2 : 3
    }

    /// Columns of the Popular grid in `area`: at accessibility text sizes one (two on a regular-width screen), so a
    /// tile's title has room at its size.
    public static func columns(in area: ContentArea) -> Int {
        guard area.traits.textSize.isAccessibilityCategory else { return columns(for: area.orientation) }
        return area.sizeClass == .regular ? 2 : 1
    }

    /// ``columns(in:)``, fewer while a title could not be shown whole on its tile even at its smallest size (a
    /// larger text size gives the tiles room rather than cut a title).
    func columns(for popular: [Recipe], in area: ContentArea) -> Int {
        var columns = Self.columns(in: area)
        let size = Self.minimumTileTitleSize(at: area.traits.textSize)
        while columns > 1 {
            let tile = WindowedGrid.columnWidth(
                columns: columns,
                spacing: Self.spacing,
                in: area.width - 2 * Self.margin
            )
            let fits = popular.allSatisfy {
                let lines = measurer.lines(for: $0.title, width: tile - 16, fontSize: size, weight: .bold, maxLines: 0)
                return Double(lines.count) * measurer.lineHeight(fontSize: size) <= tile - 16
            }
            if fits { break }
            columns -= 1
        }
        return columns
    }

    /// Marks `item` as the open recipe: a pale fill under it, a tint bar at its leading edge.
    static func select(_ item: inout LayoutItem, palette: Palette) {
        defer {
            item.selected = .item
            item.accessibility?.traits.append(.selected)
        }
        guard item.kind == .recipeTile else {
            let marks = SplitView.selectionParts(item.frame, palette: palette)
            item.parts.insert(marks.under, at: 0)
            item.parts.append(marks.over)
            return
        }
        // A tile is a picture: a tint ring around it, the picture and its scrim inset within the ring.
        let ring = 4.0
        item.parts = item.parts.map { part in
            switch part {
            case .image(var slot):
                slot.frame = slot.frame.inset(by: EdgeInsets(all: ring))
                return .image(slot)
            case .shape(var shape):
                shape.frame = shape.frame.inset(by: EdgeInsets(top: 0, left: ring, bottom: ring, right: ring))
                return .shape(shape)
            case .text: return part
            }
        }
        item.parts.insert(
            .shape(.init(kind: .roundedRect, frame: item.frame, fill: palette.tint, cornerRadius: 4, role: .indicator)),
            at: 0
        )
    }

    /// The widest a column of text gets on a wide screen.
    public static let readableWidth = 672.0

    /// The list screen without chrome.
    public func list(_ recipes: [Recipe], device: DeviceProfile, orientation: ScreenOrientation) -> LayoutDocument {
        listContent(recipes, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "recipes", screen: "list", device: device, orientation: orientation)
    }

    /// The list's content: Popular tiles then Other rows, each opening its recipe (`open` with its list index).
    ///
    /// `selectedID` marks the open recipe (the list beside its detail in a split view).
    public func listContent(_ recipes: [Recipe], in area: ContentArea, selectedID: Int? = nil) -> ScreenContent {
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let popular = recipes.filter(\.isPopular)
        let other = recipes.filter { !$0.isPopular }
        let columns = self.columns(for: popular, in: area)
        let side = WindowedGrid.columnWidth(columns: columns, spacing: Self.spacing, in: area.width - 2 * Self.margin)
        // One title size for every tile (they are one size): each is fitted alone, then all are set at the smallest.
        let titleSize =
            popular.map {
                Self.tileTitle($0, side: side, traits: area.traits).fit(width: side - 16, in: environment).size
            }
            .min() ?? .infinity
        // Section titles are title3 at the text size (the renderers draw them so): their headers grow with them.
        let header = Spacer().frame(
            height: max(Self.headerHeight, measurer.lineHeight(fontSize: area.traits.size(.title3)) + 16)
        )
        let rowLines = area.traits.lines(2, style: Self.rowTitleStyle)
        let list = VStack(spacing: 0) {
            Anchor("popular", header)
            WindowedGrid(
                count: popular.count,
                columns: columns,
                window: ListWindow(total: popular.count),
                spacing: Self.spacing,
                insets: EdgeInsets(all: 0)
            ) { index in
                Self.tile(popular[index], index: index, side: side, titleSize: titleSize, traits: area.traits)
            }
            Spacer().frame(height: Self.spacing)
            Anchor("other", header)
            for (offset, recipe) in other.enumerated() {
                Self.row(recipe, index: popular.count + offset, lines: rowLines)
            }
        }
        .padding(Self.margin)
        let laid = LayoutCanvas.layout(list, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        let items = laid.items.map { item in
            var item = item
            if item.id == "recipe-\(selectedID ?? -1)" { Self.select(&item, palette: environment.palette) }
            return item
        }
        return ScreenContent(
            sections: [
                LayoutSection(
                    id: "popular",
                    title: "Popular",
                    headerFrame: laid.anchors["popular"],
                    items: Array(items.prefix(popular.count))
                ),
                LayoutSection(
                    id: "other",
                    title: "Other",
                    headerFrame: laid.anchors["other"],
                    items: Array(items.dropFirst(popular.count))
                ),
            ],
            height: max(laid.size.height, area.height)
        )
    }

    /// An Other row: the title on two lines at Large, more as the text grows (the row grows rather than cut it),
    /// centred in a row at least 44 points tall, over a separator from the title's edge.
    static func row(_ recipe: Recipe, index: Int, lines: Int) -> any LayoutElement {
        Cell(
            id: "recipe-\(recipe.id)",
            kind: .recipeRow,
            action: LayoutAction(RecipesEvent.open(index)),
            accessibility: .init(label: recipe.title, traits: [.button])
        ) {
            Text(recipe.title, style: rowTitleStyle, lineLimit: lines)
                .padding(horizontal: 8, vertical: 10)
                .frame(minHeight: 44)
                .overlay(alignment: .bottom) {
                    Fill(.line, \.separator).frame(height: 0.5).padding(
                        EdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
                    )
                }
        }
    }

    /// A Popular tile's title: from its style's size down to ``minimumTileTitleSize(at:)``, in the tile's lower half,
    /// then (cut there even at the floor, or at any accessibility size) in the whole tile, where it is cut.
    static func tileTitle(
        _ recipe: Recipe,
        side: Double,
        traits: ScreenTraits,
        maximumSize: Double = .infinity
    ) -> ShrinkingText {
        let whole = side - 16
        let lower = (side * 0.55).rounded(.down) - 8
        return ShrinkingText(
            recipe.title,
            style: tileTitleStyle,
            weight: .bold,
            color: \.onScrim,
            alignment: .trailing,
            minimumSize: minimumTileTitleSize(at: traits.textSize),
            maximumSize: maximumSize,
            rooms: traits.textSize.isAccessibilityCategory ? [whole] : [lower, whole]
        )
    }

    /// A Popular tile: the image filling the square, and the title at the bottom-right over a scrim.
    static func tile(
        _ recipe: Recipe,
        index: Int,
        side: Double,
        titleSize: Double,
        traits: ScreenTraits
    ) -> any LayoutElement {
        Cell(
            id: "recipe-\(recipe.id)",
            kind: .recipeTile,
            action: LayoutAction(RecipesEvent.open(index)),
            accessibility: .init(label: recipe.title, traits: [.button])
        ) {
            ZStack(alignment: .bottom) {
                Picture(url: recipe.thumbnail?.absoluteString, placeholderSeed: recipe.title, fallback: .noPhoto)
                tileTitle(recipe, side: side, traits: traits, maximumSize: titleSize)
                    .padding(8)
                    .background { Fill(.roundedRect, \.scrim) }
            }
            .aspectRatio(1)
        }
    }
}
