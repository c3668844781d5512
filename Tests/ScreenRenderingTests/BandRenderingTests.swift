import Foundation
import ImagePipeline
import LayoutKit
import ScreenRendering
import Testing
import TextEngine

/// A screen's PNG is drawn and encoded in bands of 64 rows; these tests hold it to the bytes of the whole bitmap
/// encoded at once, on a tall page whose parts cross band edges: shadowed cards, multi-line text (one mask drawn in
/// two bands), emoji, strikethrough and underline, placeholders, circles, initials, a section title.
@Suite struct BandRenderingTests {
    static func tallDocument(background: String?) throws -> LayoutDocument {
        let measurer = try TextMeasurer()
        let device = try #require(DeviceProfile.all.first { $0.name == "iphone-15" })
        var items: [LayoutItem] = []
        for index in 0..<24 {
            let top = 50 + Double(index) * 133.37
            let card = Rect(x: 16.3, y: top, width: 360.4, height: 121.7)
            var shadow = card
            shadow.y += 2.5
            var text = LayoutPart.TextRun(
                text: "Line one of \(index) 🙂",
                frame: Rect(x: 110, y: top + 9.6, width: 250, height: 58),
                fontSize: 22.5,
                style: .title3,
                maxLines: 2,
                lines: ["Line one of \(index) 🙂", "and its second line"],
                strikethrough: index % 3 == 0,
                measurer: measurer
            )
            text.underline = index % 4 == 1 ? true : nil
            let slot = Rect(x: 26.1, y: top + 10.3, width: 72.2, height: 72.2)
            items.append(
                LayoutItem(
                    id: "card-\(index)",
                    kind: LayoutItem.Kind(rawValue: "card"),
                    frame: card,
                    parts: [
                        .shape(.init(kind: .roundedRect, frame: shadow, fill: "#00000014", cornerRadius: 14)),
                        .shape(.init(kind: .roundedRect, frame: card, fill: "#FFFFFF", cornerRadius: 12)),
                        .image(
                            .init(
                                url: nil,
                                frame: slot,
                                cornerRadius: index % 2 == 0 ? 36.1 : 6,
                                placeholderSeed: "seed-\(index % 5)",
                                fallback: index % 5 == 4 ? .initials("AB") : nil
                            )
                        ),
                        .text(text),
                        .shape(
                            .init(
                                kind: .circle,
                                frame: Rect(x: 340, y: top + 90.2, width: 21, height: 21),
                                fill: "#1D7A50"
                            )
                        ),
                    ]
                )
            )
        }
        var document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 50 + 24 * 133.37 + 20),
            sections: [
                LayoutSection(
                    id: "s",
                    title: "A section title",
                    headerFrame: Rect(x: 16, y: 12, width: 300, height: 30),
                    items: items
                )
            ]
        )
        document.background = background
        return document
    }

    @Test(arguments: ["#F2F2F7", "#000000", nil, "#FFFFFF80"])
    func bandsGiveTheBytesOfTheWholeBitmap(background: String?) throws {
        // Given a page about 9,700 px tall (152 bands), on an opaque, a dark, the default and a translucent ground
        let document = try Self.tallDocument(background: background)
        let measurer = try TextMeasurer()
        let images = RenderImages(byKey: [:])
        // When it is drawn in bands, and drawn whole then encoded
        let banded = try LayoutRenderers.png(document, images: images, measurer: measurer)
        let whole = try LayoutRenderers.png(LayoutRenderers.bitmap(document, images: images, measurer: measurer))
        // Then the PNGs are the same bytes (and so the same pixels)
        // (Compared as a Bool: given `banded == whole`, a failing #expect diffs two large values and never ends.)
        let same = banded == whole
        #expect(same, "banded \(banded.count) bytes, whole \(whole.count)")
        let info = try ImageDecoders.info(of: banded, source: "banded")
        #expect(info.height > 64 * 100)
    }
}
