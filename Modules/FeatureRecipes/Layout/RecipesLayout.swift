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
            let tile = (area.width - 2 * Self.margin - Double(columns - 1) * Self.spacing) / Double(columns)
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
                shape.frame = Rect(
                    x: shape.frame.x + ring,
                    y: shape.frame.y,
                    width: shape.frame.width - 2 * ring,
                    height: shape.frame.height - ring
                )
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
        let width = area.width
        let columns = self.columns(for: recipes.filter(\.isPopular), in: area)
        let traits = area.traits
        let palette = traits.palette
        let tile = (width - 2 * Self.margin - Double(columns - 1) * Self.spacing) / Double(columns)
        var y = Self.margin
        var sections: [LayoutSection] = []

        // Section titles are title3 at the text size (the renderers draw them so): their headers grow with them.
        let headerHeight = max(Self.headerHeight, measurer.lineHeight(fontSize: traits.size(.title3)) + 16)
        let popular = recipes.filter(\.isPopular)
        let header = Rect(x: Self.margin, y: y, width: width - 2 * Self.margin, height: headerHeight)
        y += headerHeight
        func frame(_ index: Int) -> Rect {
            Rect(
                x: Self.margin + Double(index % columns) * (tile + Self.spacing),
                y: y + Double(index / columns) * (tile + Self.spacing),
                width: tile,
                height: tile
            )
        }
        // One title size for every tile (they are one size): each is fitted alone, then all are set at the smallest.
        let titleSize =
            popular.enumerated().map { index, recipe in
                tileItem(recipe, frame: frame(index), traits: traits).parts.compactMap { part -> Double? in
                    if case .text(let run) = part { run.fontSize } else { nil }
                }.min() ?? .infinity
            }.min() ?? .infinity
        var tiles: [LayoutItem] = []
        for (index, recipe) in popular.enumerated() {
            var item = tileItem(recipe, frame: frame(index), traits: traits, maximumSize: titleSize)
            item.action = LayoutAction(RecipesEvent.open(index))
            if recipe.id == selectedID { Self.select(&item, palette: palette) }
            tiles.append(item)
        }
        let rows = (popular.count + columns - 1) / columns
        y += Double(rows) * tile + Double(max(0, rows - 1)) * Self.spacing + Self.spacing
        sections.append(LayoutSection(id: "popular", title: "Popular", headerFrame: header, items: tiles))

        let other = recipes.filter { !$0.isPopular }
        let otherHeader = Rect(x: Self.margin, y: y, width: width - 2 * Self.margin, height: headerHeight)
        y += headerHeight
        var rowsItems: [LayoutItem] = []
        for (offset, recipe) in other.enumerated() {
            let textWidth = width - 2 * Self.margin - 16
            let size = traits.size(Self.rowTitleStyle)
            // Two lines at Large, more as the text grows: the row grows rather than cut its title.
            let maxLines = traits.lines(2, style: Self.rowTitleStyle)
            let lines = measurer.lines(for: recipe.title, width: textWidth, fontSize: size, maxLines: maxLines)
            let textHeight = Double(lines.count) * measurer.lineHeight(fontSize: size)
            let height = max(44, textHeight + 20)
            let frame = Rect(x: Self.margin, y: y, width: width - 2 * Self.margin, height: height)
            let text = LayoutPart.TextRun(
                text: recipe.title,
                frame: Rect(
                    x: frame.x + 8,
                    y: frame.y + (height - textHeight) / 2,
                    width: textWidth,
                    height: textHeight
                ),
                fontSize: size,
                style: Self.rowTitleStyle,
                color: palette.label,
                alignment: .leading,
                maxLines: maxLines,
                lines: lines,
                measurer: measurer
            )
            let separator = LayoutPart.Shape(
                kind: .line,
                frame: Rect(x: frame.x + 8, y: frame.maxY - 0.5, width: frame.width - 8, height: 0.5),
                fill: palette.separator
            )
            var row = LayoutItem(
                id: "recipe-\(recipe.id)",
                kind: .recipeRow,
                frame: frame,
                parts: [.text(text), .shape(separator)],
                action: LayoutAction(RecipesEvent.open(popular.count + offset)),
                accessibility: .init(label: recipe.title, traits: [.button])
            )
            if recipe.id == selectedID { Self.select(&row, palette: palette) }
            rowsItems.append(row)
            y += height
        }
        sections.append(LayoutSection(id: "other", title: "Other", headerFrame: otherHeader, items: rowsItems))
        y += Self.margin
        return ScreenContent(sections: sections, height: max(y, area.height))
    }

    /// A Popular tile: the image filling the square, a scrim and the title at the bottom-right. The title wraps onto
    /// as many lines as fit in the lower half of the tile, shrinking to ``minimumTileTitleSize(at:)``; a title still
    /// cut there (or any title at accessibility sizes) may take the whole tile before it is cut. Colours are the
    /// traits' palette's.
    /// `maximumSize` caps the title's size: the list sets every tile's title at the size its tightest one needs.
    func tileItem(
        _ recipe: Recipe,
        frame: Rect,
        traits: ScreenTraits = .standard,
        maximumSize: Double = .infinity
    ) -> LayoutItem {
        let palette = traits.palette
        let inset = 8.0
        let wholeTile = frame.height - 2 * inset
        var room = traits.textSize.isAccessibilityCategory ? wholeTile : (frame.height * 0.55).rounded(.down) - inset
        let minimumSize = Self.minimumTileTitleSize(at: traits.textSize)
        let startSize = max(minimumSize, min(maximumSize, traits.size(Self.tileTitleStyle)))
        var size = startSize
        var lines: [String] = []
        while true {
            let fitting = max(1, Int(room / measurer.lineHeight(fontSize: size)))
            lines = measurer.lines(
                for: recipe.title,
                width: frame.width - 2 * inset,
                fontSize: size,
                weight: .bold,
                maxLines: 0
            )
            if lines.count <= fitting { break }
            if size <= minimumSize, room < wholeTile {
                // Cut in the lower half even at the floor: the title may take the whole tile, from its style's size.
                room = wholeTile
                size = startSize
                continue
            }
            if size <= minimumSize {
                lines = measurer.lines(
                    for: recipe.title,
                    width: frame.width - 2 * inset,
                    fontSize: size,
                    weight: .bold,
                    maxLines: fitting
                )
                break
            }
            size = max(minimumSize, size - 0.5)
        }
        let lineHeight = measurer.lineHeight(fontSize: size)
        let textHeight = Double(lines.count) * lineHeight
        let textFrame = Rect(
            x: frame.x + inset,
            y: frame.maxY - inset - textHeight,
            width: frame.width - 2 * inset,
            height: textHeight
        )
        let scrimTop = textFrame.y - inset
        let scrim = LayoutPart.Shape(
            kind: .roundedRect,
            frame: Rect(x: frame.x, y: scrimTop, width: frame.width, height: frame.maxY - scrimTop),
            fill: palette.scrim
        )
        let image = LayoutPart.ImageSlot(
            url: recipe.thumbnail?.absoluteString,
            frame: frame,
            crop: .cover,
            placeholderSeed: recipe.title,
            fallback: .noPhoto
        )
        let title = LayoutPart.TextRun(
            text: recipe.title,
            frame: textFrame,
            fontSize: size,
            style: Self.tileTitleStyle,
            weight: .bold,
            color: palette.onScrim,
            alignment: .trailing,
            maxLines: lines.count,
            lines: lines,
            measurer: measurer
        )
        return LayoutItem(
            id: "recipe-\(recipe.id)",
            kind: .recipeTile,
            frame: frame,
            parts: [.image(image), .shape(scrim), .text(title)],
            accessibility: .init(label: recipe.title, traits: [.button])
        )
    }
}
