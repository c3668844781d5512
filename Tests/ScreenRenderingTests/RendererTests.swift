import Foundation
import ImagePipeline
import LayoutKit
import ScreenRendering
import Testing
import TextEngine

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct RendererTests {
    func sampleDocument() throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("100x100@2"))
        let items = [
            LayoutItem(
                id: "a",
                kind: LayoutItem.Kind(rawValue: "card"),
                frame: Rect(x: 10, y: 10, width: 40, height: 30),
                parts: [
                    .shape(
                        .init(kind: .roundedRect, frame: Rect(x: 10, y: 10, width: 40, height: 30), fill: "#FF0000")
                    ),
                    .text(
                        .init(
                            text: "Hi & <you>",
                            frame: Rect(x: 12, y: 12, width: 36, height: 12),
                            fontSize: 8,
                            style: .caption2,
                            lines: ["Hi & <you>"],
                            measurer: try TextMeasurer()
                        )
                    ),
                ]
            ),
            LayoutItem(
                id: "b",
                kind: LayoutItem.Kind(rawValue: "photo"),
                frame: Rect(x: 60, y: 10, width: 30, height: 30),
                parts: [.image(.init(url: nil, frame: Rect(x: 60, y: 10, width: 30, height: 30), placeholderSeed: "b"))]
            ),
        ]
        return LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 100, height: 80),
            sections: [LayoutSection(id: "s", title: nil, items: items)]
        )
    }

    @Test func jsonIsStableAndRoundTrips() throws {
        let document = try sampleDocument()
        let first = try LayoutRenderers.json(document)
        #expect(first == (try LayoutRenderers.json(document)))
        let decoded = try JSONDecoder().decode(LayoutDocument.self, from: first)
        #expect(decoded == document)
        let text = String(decoding: first, as: UTF8.self)
        for key in [
            "\"version\" : 1", "\"feature\" : \"test\"", "\"contentSize\"", "\"orientation\" : \"portrait\"",
            "\"title\" : null",
        ] {
            #expect(text.contains(key), "missing \(key)")
        }
    }

    @Test func jsonRoundsToHundredths() throws {
        var document = try sampleDocument()
        document.sections[0].items[0].frame.x = 1.0 / 3
        let text = String(decoding: try LayoutRenderers.json(document), as: UTF8.self)
        #expect(text.contains("\"x\" : 0.33"))
    }

    @Test func svgIsWellFormedXML() throws {
        let svg = LayoutRenderers.svg(try sampleDocument())
        let parser = XMLParser(data: svg)
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(String(decoding: svg, as: UTF8.self).contains("Hi &amp; &lt;you&gt;"))
    }

    @Test func pngHasDevicePixelsAndExpectedColours() async throws {
        let document = try sampleDocument()
        let bitmap = await LayoutRenderers.bitmap(document, pipeline: nil, measurer: try TextMeasurer())
        #expect(bitmap.width == 200 && bitmap.height == 200)
        #expect(bitmap[2, 2] == .white)
        #expect(bitmap[95, 75] == RGBAColor(red: 255, green: 0, blue: 0))
        // The placeholder is not blank.
        let placeholder = Set((120..<180).map { bitmap[$0, 50] })
        #expect(placeholder.count > 1)
        let png = try await LayoutRenderers.png(document, pipeline: nil, measurer: try TextMeasurer())
        #expect(try ImageDecoders.info(of: png, source: "layout").width == 200)
    }
}

/// A long document's PNG is cut at 20,000 px at the device's width and scale, never shrunk, and the cut is told.
@Suite struct BitmapCutTests {
    @Test func aDocumentTallerThanTheLimitIsCutNotShrunk() async throws {
        let device = try #require(DeviceProfile.all.first { $0.name == "iphone-15" })
        let rows = (0..<300).map { index in
            LayoutItem(
                id: "row-\(index)",
                kind: LayoutItem.Kind(rawValue: "row"),
                frame: Rect(x: 0, y: Double(index) * 100, width: 393, height: 100),
                parts: [
                    .shape(
                        .init(
                            kind: .roundedRect,
                            frame: Rect(x: 0, y: Double(index) * 100, width: 393, height: 99),
                            fill: index.isMultiple(of: 2) ? "#FF0000" : "#0000FF"
                        )
                    )
                ]
            )
        }
        // 30,000 pt: 90,000 px at the iPhone 15's scale of 3
        let document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 30_000),
            sections: [LayoutSection(id: "rows", items: rows)]
        )
        let bitmap = await LayoutRenderers.bitmap(document, pipeline: nil, measurer: try TextMeasurer())
        #expect(bitmap.width == 1179)
        #expect(bitmap.height == 20_000)
        #expect(LayoutRenderers.pngCut(document) == BitmapCut(fullHeight: 90_000, height: 20_000))
        // The first row is drawn at full scale: 300 px of red, then blue.
        #expect(Array(bitmap.pixels[0..<4]) == [255, 0, 0, 255])
        let row = 310 * bitmap.width * 4
        #expect(Array(bitmap.pixels[row..<(row + 4)]) == [0, 0, 255, 255])
    }

    @Test func aDocumentWithinTheLimitIsNotCut() throws {
        let device = try #require(DeviceProfile.all.first { $0.name == "iphone-15" })
        let document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 6_000),
            sections: []
        )
        #expect(LayoutRenderers.pngCut(document) == nil)
    }
}
