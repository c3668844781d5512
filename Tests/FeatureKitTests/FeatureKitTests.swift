import FeatureKit
import Foundation
import ImagePipeline
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct GeometryAndDeviceTests {
    @Test func rectOperations() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: EdgeInsets(all: 5)) == Rect(x: 15, y: 25, width: 90, height: 40))
        #expect(rect.intersects(Rect(x: 109, y: 60, width: 10, height: 10)))
        #expect(!rect.intersects(Rect(x: 110, y: 20, width: 10, height: 10)))
        #expect(rect.contains(Rect(x: 10, y: 20, width: 100, height: 50)))
    }

    @Test func sizeClassesPerOrientation() throws {
        let se = try #require(DeviceProfile.named("iphone-se"))
        #expect(se.sizeClass(in: .portrait) == .compact && se.sizeClass(in: .landscape) == .compact)
        let max = try #require(DeviceProfile.named("iphone-15-pro-max"))
        #expect(max.sizeClass(in: .portrait) == .compact && max.sizeClass(in: .landscape) == .regular)
        let ipad = try #require(DeviceProfile.named("ipad-10"))
        #expect(ipad.sizeClass(in: .portrait) == .regular && ipad.sizeClass(in: .landscape) == .regular)
        #expect(ipad.size(in: .landscape) == Size(width: 1180, height: 820))
    }

    @Test func customProfilesParse() throws {
        let custom = try #require(DeviceProfile.named("360x640@3"))
        #expect(custom.width == 360 && custom.height == 640 && custom.scale == 3)
        #expect(custom.sizeClass(in: .portrait) == .compact)
        #expect(DeviceProfile.named("360x640@9") == nil)
        #expect(DeviceProfile.named("phone") == nil)
    }
}

@Suite struct TextMeasurementTests {
    @Test func widthsComeFromTheFontAndScaleWithSize() throws {
        let measurer = try TextMeasurer()
        let small = measurer.width(of: "Hello", fontSize: 10)
        #expect(small > 20 && small < 40)
        #expect(abs(measurer.width(of: "Hello", fontSize: 20) - 2 * small) < 0.001)
        #expect(measurer.width(of: "WWW", fontSize: 10) > measurer.width(of: "iii", fontSize: 10))
        #expect(measurer.width(of: "Hello", fontSize: 10, weight: .bold) > small)
    }

    @Test func wrapsAtWordsAndTruncatesWithEllipsis() throws {
        let measurer = try TextMeasurer()
        let text = "Bruschetta With Roasted Garlic and Cherry Tomatoes"
        let lines = measurer.lines(for: text, width: 120, fontSize: 14, maxLines: 0)
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(measurer.width(of: line, fontSize: 14) <= 120) }
        let truncated = measurer.lines(for: text, width: 120, fontSize: 14, maxLines: 2)
        #expect(truncated.count == 2)
        #expect(truncated[1].hasSuffix("…"))
        #expect(measurer.width(of: truncated[1], fontSize: 14) <= 120)
        // A word longer than the line is broken rather than overflowing.
        let broken = measurer.lines(for: "Supercalifragilisticexpialidocious", width: 60, fontSize: 14, maxLines: 0)
        #expect(broken.count > 1)
        #expect(broken.joined() == "Supercalifragilisticexpialidocious")
    }
}

@Suite struct RendererTests {
    func sampleDocument() throws -> LayoutDocument {
        let device = try #require(DeviceProfile.named("100x100@2"))
        let items = [
            LayoutItem(
                id: "a",
                kind: "card",
                frame: Rect(x: 10, y: 10, width: 40, height: 30),
                parts: [
                    .shape(
                        .init(kind: "roundedRect", frame: Rect(x: 10, y: 10, width: 40, height: 30), fill: "#FF0000")
                    ),
                    .text(
                        .init(
                            text: "Hi & <you>",
                            frame: Rect(x: 12, y: 12, width: 36, height: 12),
                            fontSize: 8,
                            lines: ["Hi & <you>"],
                            measurer: try TextMeasurer()
                        )
                    ),
                ]
            ),
            LayoutItem(
                id: "b",
                kind: "photo",
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
