import Foundation
import ImagePipeline
import LayoutKit
import ScreenControls
import ScreenRendering
import Testing
import TextEngine

/// A screen composed in dark has a dark page in its JSON, SVG and PNG, and its section headers are drawn light on it.
@Suite struct DarkAppearanceRenderingTests {
    /// A composed iPhone SE screen with one titled section (a header and one row) in `appearance`.
    func screen(_ appearance: Appearance) throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("iphone-se"))
        let measurer = try TextMeasurer()
        let traits = ScreenTraits(appearance: appearance)
        let controls = Controls(measurer: measurer, traits: traits)
        return ScreenComposer(measurer: measurer, traits: traits).compose(
            feature: "test",
            screen: "list",
            device: device,
            orientation: .portrait,
            chrome: ScreenChrome(title: "Recipes")
        ) { area in
            let row = controls.text("Garlic Croutons", x: 16, y: 60, width: area.width - 32, style: .body)
            let item = LayoutItem(id: "row", kind: .label, frame: row.frame, parts: [.text(row)])
            let header = Rect(x: 16, y: 8, width: area.width - 32, height: 44)
            return ScreenContent(
                sections: [LayoutSection(id: "popular", title: "Popular", headerFrame: header, items: [item])],
                height: area.height
            )
        }
    }

    @Test func aDarkDocumentRecordsABlackPageAndALightOneNone() throws {
        let dark = String(decoding: try LayoutRenderers.json(try screen(.dark)), as: UTF8.self)
        #expect(dark.contains("\"background\" : \"\(Palette.dark.background)\""))
        // Light documents stay as they were: no background key (white).
        let light = String(decoding: try LayoutRenderers.json(try screen(.light)), as: UTF8.self)
        #expect(!light.contains("\"background\""))
    }

    @Test func theSVGPaintsTheDarkPageAndLightHeaders() throws {
        let svg = String(decoding: LayoutRenderers.svg(try screen(.dark)), as: UTF8.self)
        let page = try #require(svg.split(separator: "\n").first { $0.hasPrefix("<rect x=\"0\" y=\"0\"") })
        #expect(page.contains("fill=\"\(Palette.dark.background)\""))
        let header = try #require(
            svg.split(separator: "\n").first { $0.hasPrefix("<text") && $0.contains(">Popular<") }
        )
        #expect(header.contains("fill=\"\(Palette.dark.titleLabel)\""), "\(header)")
    }

    @Test func thePNGIsDarkWhereNothingIsDrawnAndItsHeaderIsLight() async throws {
        let document = try screen(.dark)
        let png = try await LayoutRenderers.png(document, pipeline: nil, measurer: try TextMeasurer())
        let image = try ImageDecoders.decode(png, source: "dark.png").buffer
        let scale = Int(document.device.scale)
        // Empty page under the row, in device pixels.
        #expect(image[160 * scale, 400 * scale] == RGBAColor(red: 0, green: 0, blue: 0))
        // The header "Popular" (content starts under the status and navigation bars): its brightest pixel is light.
        let header = try #require(document.sections.first { $0.id == "popular" }?.headerFrame)
        var brightest = 0
        for y in Int(header.minY) * scale..<Int(header.maxY) * scale {
            for x in Int(header.minX) * scale..<Int(header.minX + 100) * scale {
                brightest = max(brightest, Int(image[x, y].red))
            }
        }
        #expect(brightest > 200, "the header is drawn dark on the dark page (brightest red \(brightest))")
    }
}
