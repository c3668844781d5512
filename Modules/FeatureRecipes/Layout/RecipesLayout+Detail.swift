public import FeatureKit
import Foundation

extension RecipesLayout {
    /// The detail screen of one recipe, without chrome.
    public func detail(_ recipe: Recipe, device: DeviceProfile, orientation: ScreenOrientation) -> LayoutDocument {
        detailContent(recipe, in: ContentArea(device: device, orientation: orientation))
            .document(feature: "recipes", screen: "detail", device: device, orientation: orientation)
    }

    /// The detail's content: image, title, ingredients as a list, and the link (underlined, wrapping after its
    /// separators), which opens the in-app browser. On a wide screen the image sits beside the text.
    public func detailContent(_ recipe: Recipe, in area: ContentArea) -> ScreenContent {
        let traits = area.traits
        let detail = RecipeDetailViewModel(recipe)
        let width = area.width
        let palette = area.traits.palette
        var parts: [LayoutPart] = []
        let wide = width >= 600
        let textX: Double
        let content: Double
        var y: Double
        var imageBottom = 0.0
        if detail.image == nil {
            // No photo in the data: none drawn (a "no photo" plate half a screen tall tells a person nothing), the
            // text in a readable column from the top.
            content = min(width - 2 * Self.margin, Self.readableWidth)
            textX = (width - content) / 2
            y = Self.margin
        } else if wide {
            let side = min(((width - 3 * Self.margin) * 0.45).rounded(), max(160, area.height - 2 * Self.margin))
            let frame = Rect(x: Self.margin, y: Self.margin, width: side, height: side)
            parts.append(
                .image(
                    .init(
                        url: detail.image,
                        frame: frame,
                        cornerRadius: 12,
                        placeholderSeed: recipe.title,
                        fallback: .noPhoto
                    )
                )
            )
            imageBottom = frame.maxY
            textX = frame.maxX + Self.margin
            content = width - textX - Self.margin
            y = Self.margin
        } else {
            let imageHeight = (width * (area.orientation == .portrait ? 0.75 : 0.45)).rounded()
            parts.append(
                .image(
                    .init(
                        url: detail.image,
                        frame: Rect(x: 0, y: 0, width: width, height: imageHeight),
                        placeholderSeed: recipe.title,
                        fallback: .noPhoto
                    )
                )
            )
            imageBottom = imageHeight
            textX = Self.margin
            content = width - 2 * Self.margin
            y = imageHeight + Self.margin
        }
        y = appendText(
            detail.title,
            x: textX,
            at: y,
            width: content,
            style: .title2,
            weight: .bold,
            color: palette.titleLabel,
            traits: traits,
            into: &parts
        )
        y += 12
        y = appendText(
            "Ingredients",
            x: textX,
            at: y,
            width: content,
            style: .headline,
            weight: .bold,
            color: palette.detailLabel,
            traits: traits,
            into: &parts
        )
        for ingredient in detail.ingredients {
            y = appendText(
                "• " + ingredient,
                x: textX,
                at: y + 4,
                width: content,
                style: .body,
                weight: .regular,
                color: palette.label,
                traits: traits,
                into: &parts
            )
        }
        var items: [LayoutItem] = []
        let bodyHeight = max(y, imageBottom)
        if let link = detail.linkText {
            let item = Controls(measurer: measurer, traits: traits).link(
                id: "recipe-link",
                text: link,
                href: link,
                x: textX,
                y: y + 12,
                width: content,
                action: LayoutAction(RecipesEvent.openLink),
                label: "Recipe website"
            )
            items.append(item)
            y = item.frame.maxY
        }
        let height = max(max(y, imageBottom) + Self.margin, area.height)
        let item = LayoutItem(
            id: "recipe-detail-\(recipe.id)",
            kind: .recipeDetail,
            frame: Rect(x: 0, y: 0, width: width, height: bodyHeight),
            parts: parts,
            accessibility: .init(
                label: detail.title,
                traits: [.header],
                value: detail.ingredients.isEmpty
                    ? nil : "Ingredients: " + detail.ingredients.joined(separator: ", ")
            )
        )
        return ScreenContent(sections: [LayoutSection(id: "detail", items: [item] + items)], height: height)
    }

    /// Appends `text`, wrapped without a limit, at (x, y); returns the y below it.
    func appendText(
        _ text: String,
        x: Double,
        at y: Double,
        width: Double,
        style: TextStyle,
        weight: FontWeight,
        color: String,
        traits: ScreenTraits,
        into parts: inout [LayoutPart]
    ) -> Double {
        let size = traits.size(style)
        let maxLines = 0
        let lines = measurer.lines(for: text, width: width, fontSize: size, weight: weight, maxLines: maxLines)
        let height = Double(lines.count) * measurer.lineHeight(fontSize: size)
        parts.append(
            .text(
                .init(
                    text: text,
                    frame: Rect(x: x, y: y, width: width, height: height),
                    fontSize: size,
                    style: style,
                    weight: weight,
                    color: color,
                    maxLines: maxLines,
                    lines: lines,
                    measurer: measurer
                )
            )
        )
        return y + height
    }
}
