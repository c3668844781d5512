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
        let detail = RecipeDetailViewModel(recipe)
        let environment = LayoutEnvironment(traits: area.traits, measurer: measurer)
        let body = Cell(
            id: "recipe-detail-\(recipe.id)",
            kind: .recipeDetail,
            accessibility: .init(
                label: detail.title,
                traits: [.header],
                value: detail.ingredients.isEmpty ? nil : "Ingredients: " + detail.ingredients.joined(separator: ", ")
            )
        ) {
            Self.detailBody(detail, recipe: recipe, in: area)
        }
        let laid = LayoutCanvas.layout(body, proposal: ProposedSize(width: area.width, height: nil), in: environment)
        var items = laid.items
        var bottom = laid.size.height
        if let link = detail.linkText, let column = laid.anchors["text"] {
            // Under the text's column, in its width: where the text ended, not where a height predicted it.
            let controls = Controls(measurer: measurer, traits: area.traits)
            let linked = LayoutCanvas.layout(
                ControlItem { origin, width in
                    controls.link(
                        id: "recipe-link",
                        text: link,
                        href: link,
                        x: origin.x,
                        y: origin.y,
                        width: width,
                        action: LayoutAction(RecipesEvent.openLink),
                        label: "Recipe website"
                    )
                }
                .padding(EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)),
                proposal: ProposedSize(width: column.width, height: nil),
                at: Point(x: column.minX, y: column.maxY),
                in: environment
            )
            items += linked.items
            bottom = max(bottom, linked.items.map(\.frame.maxY).max() ?? bottom)
        }
        return ScreenContent(
            sections: [LayoutSection(id: "detail", items: items)],
            height: max(bottom + Self.margin, area.height)
        )
    }

    /// The picture and the text: the picture across the top of a phone (three quarters of the width tall in
    /// portrait), beside the text on a wide screen (45% of it, a square at most the screen's height), and none at
    /// all when the data has no photo (a "no photo" plate half a screen tall tells a person nothing): then the text
    /// in a readable column from the top.
    static func detailBody(_ detail: RecipeDetailViewModel, recipe: Recipe, in area: ContentArea) -> any LayoutElement {
        let column = Anchor("text", detailText(detail))
        guard let image = detail.image else {
            return column.frame(width: min(area.width - 2 * margin, readableWidth)).frame(maxWidth: .infinity)
                .padding(EdgeInsets(top: margin, left: 0, bottom: 0, right: 0))
        }
        if area.width >= 600 {
            let side = min(((area.width - 3 * margin) * 0.45).rounded(), max(160, area.height - 2 * margin))
            return HStack(alignment: .top) {
                Picture(url: image, placeholderSeed: recipe.title, cornerRadius: 12, fallback: .noPhoto)
                    .frame(width: side, height: side)
                    .padding(EdgeInsets(top: margin, left: margin, bottom: 0, right: 0))
                column.padding(EdgeInsets(top: margin, left: margin, bottom: 0, right: margin))
            }
        }
        return VStack {
            Picture(url: image, placeholderSeed: recipe.title, fallback: .noPhoto)
                .frame(height: (area.width * (area.orientation == .portrait ? 0.75 : 0.45)).rounded())
            column.padding(EdgeInsets(top: margin, left: margin, bottom: 0, right: margin))
        }
    }

    /// The title, "Ingredients" and one bullet a line, each wrapped without a limit.
    static func detailText(_ detail: RecipeDetailViewModel) -> any LayoutElement {
        VStack(alignment: .leading) {
            Text(detail.title, style: .title2, weight: .bold, color: \.titleLabel, lineLimit: nil)
            Spacer().frame(height: 12)
            Text("Ingredients", style: .headline, weight: .bold, color: \.detailLabel, lineLimit: nil)
            for ingredient in detail.ingredients {
                Text("• " + ingredient, style: .body, lineLimit: nil).padding(
                    EdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
                )
            }
        }
    }
}
