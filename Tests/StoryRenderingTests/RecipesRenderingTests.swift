import CatalogFeatures
import FeatureKit
import Foundation
import ImagePipeline
import Networking
import ScreenRendering
import Testing
import TextEngine

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Recipes' documents through the real text engine and the renderers: anchors, spinners, placeholders.
@Suite struct RecipesRenderingTests {
    let measurer: TextMeasurer
    /// Recipes, reached by name through the registry: the one feature whose detail has a link and a browser.
    let recipes: any CatalogFeature

    init() throws {
        measurer = try TextMeasurer()
        recipes = try #require(FeatureRegistry.feature(named: "recipes"))
    }

    func context() throws -> FeatureContext {
        FeatureRegistry.bundledContext(for: recipes, measurer: measurer, now: { Date() })
    }

    @Test func svgDrawsLinksAsAnchorsAndSpinsActivityIndicators() async throws {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let detail = try await recipes.screen(
            ScreenRequest(device: device, story: "detail"),
            context: context()
        )
        let href = try #require(detail.item("recipe-link")?.href)
        let svg = String(decoding: LayoutRenderers.svg(detail), as: UTF8.self)
        #expect(
            svg.contains(
                "<a href=\"\(href)\" target=\"_blank\" rel=\"noopener\">\n<g id=\"recipe-link\" class=\"link\" data-event=\"open-link\" data-label=\"Recipe website\">"
            )
        )
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        let loading = try await recipes.screen(
            ScreenRequest(device: device, story: "loading"),
            context: context()
        )
        let spinning = String(decoding: LayoutRenderers.svg(loading), as: UTF8.self)
        #expect(spinning.contains("<animateTransform attributeName=\"transform\" type=\"rotate\""))
    }

    @Test func failedImagesRenderAsPlaceholdersNotBlanks() async throws {
        let device = try #require(DeviceProfile.named("375x500@1"))
        let context = try context()
        let document = try await recipes.layout(LayoutRequest(device: device), context: context)
        // No pipeline at all: every image slot must fall back to its placeholder.
        let bitmap = await LayoutRenderers.bitmap(document, pipeline: nil, measurer: measurer)
        let tile = try #require(document.sections.first?.items.first)
        let centre = bitmap[Int(tile.frame.midX), Int(tile.frame.y + 10)]
        #expect(centre != .white)
        #expect(bitmap.width == 375)
    }
}
