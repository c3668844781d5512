import Foundation
import LayoutKit
import ScreenRendering
import Testing
import TextEngine

/// Right-to-left lines in the SVG: their runs in visual order, each an isolate overriding the browser's bidi with its
/// own direction, in a left-to-right `<text>`, so that where a browser draws them does not depend on how it resolves
/// the line (issue #29: Chromium drew `direction="rtl"` lines anchored at `end` outside their frames).
@Suite struct SVGRightToLeftTests {
    func svg(_ text: String, alignment: TextAlignment = .leading) throws -> String {
        let device = try #require(DeviceProfile.named("200x100@1"))
        let run = LayoutPart.TextRun(
            text: text,
            frame: Rect(x: 10, y: 10, width: 180, height: 20),
            fontSize: 14,
            style: .subheadline,
            alignment: alignment,
            lines: [text],
            measurer: try TextMeasurer()
        )
        let item = LayoutItem(
            id: "row",
            kind: LayoutItem.Kind(rawValue: "row"),
            frame: Rect(x: 0, y: 0, width: 200, height: 40),
            parts: [.text(run)]
        )
        let document = LayoutDocument(
            feature: "test",
            screen: "list",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 200, height: 100),
            sections: [LayoutSection(id: "s", title: nil, items: [item])]
        )
        return String(decoding: LayoutRenderers.svg(document), as: UTF8.self)
    }

    func textElement(in svg: String) throws -> Substring {
        let start = try #require(svg.range(of: "<text "))
        let end = try #require(svg.range(of: "</text>", range: start.upperBound..<svg.endIndex))
        return svg[start.lowerBound..<end.upperBound]
    }

    /// The runs of an overridden line: (direction, text) between the isolates.
    func runs(_ element: Substring) -> [(direction: String, text: String)] {
        element.components(separatedBy: "&#x2069;").dropLast().compactMap { piece in
            for (direction, opening) in [("rtl", "&#x2067;&#x202E;"), ("ltr", "&#x2066;&#x202D;")] {
                if let start = piece.range(of: opening) {
                    return (direction, String(piece[start.upperBound...].dropLast("&#x202C;".count)))
                }
            }
            return nil
        }
    }

    @Test func aRightToLeftLineIsItsRunsInVisualOrderAnchoredLeftToRight() throws {
        // "שלום 123 abc": Hebrew, then a number and a Latin word that keep their own order. Drawn left to right:
        // "abc", "123", then the Hebrew (its characters in logical order, read right to left by the override).
        let element = try textElement(in: try svg("שלום 123 abc"))
        #expect(element.contains("direction=\"ltr\">&#x200E;&#x2066;"))
        #expect(element.hasSuffix("&#x200E;</text>"))
        // Leading in a right-to-left paragraph is the right edge: the anchor is the text's left-to-right end there.
        #expect(element.contains("x=\"190\"") && element.contains("text-anchor=\"end\""))
        // Logical runs "שלום " (level 1), "123" (2), " " (1), "abc" (2); visual order reverses them all, and each
        // level-2 run back.
        let found = runs(element)
        #expect(found.map(\.text) == ["abc", " ", "123", "שלום "])
        #expect(found.map(\.direction) == ["ltr", "rtl", "ltr", "rtl"])
    }

    @Test func aLeftToRightLineWithARightToLeftWordIsolatesItsRuns() throws {
        let element = try textElement(in: try svg("Hello שלום!"))
        #expect(element.contains("text-anchor=\"start\"") && element.contains("x=\"10\""))
        let found = runs(element)
        #expect(found.map(\.text) == ["Hello ", "שלום", "!"])
        #expect(found.map(\.direction) == ["ltr", "rtl", "ltr"])
    }

    @Test func aLeftToRightLineStaysPlainText() throws {
        let element = try textElement(in: try svg("Hello, world"))
        #expect(element.hasSuffix(">Hello, world</text>"))
        #expect(!element.contains("tspan") && !element.contains("direction"))
    }
}
