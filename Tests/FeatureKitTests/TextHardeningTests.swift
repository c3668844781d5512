import Foundation
import Testing

@testable import FeatureKit

/// What hostile or unusual text cannot do: break out of markup, make wrapping quadratic, or hide a line break.
@Suite struct TextHardeningTests {
    @Test func aQuoteWithACombiningMarkIsStillEscaped() {
        // One Character ("\"" + U+0301) that equals no quote.
        let text = "\"\u{301} onmouseover=alert(1) x=<b>&"
        let escaped = MarkupText.escape(text)
        #expect(!escaped.unicodeScalars.contains("\""))
        #expect(!escaped.unicodeScalars.contains("<"))
        #expect(escaped.hasPrefix("&quot;\u{301}"))
    }

    @Test func aVeryLongUnbrokenTextCostsALinesWorthOfMeasuringPerLine() throws {
        var calls = 0
        let measure = { (line: String) -> Double in
            calls += 1
            return Double(line.count) * 10
        }
        // 10,000 characters without a break, two lines allowed: only what the lines hold is measured.
        let text = String(repeating: "🚀", count: 10_000)
        let lines = TextWrapper.wrap(text, width: 200, maxLines: 2, measure: measure)
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix(TextWrapper.ellipsis) == true)
        #expect(calls < 200, "\(calls) measurements")
        // And with no line limit, each line is measured once up to its width.
        calls = 0
        let all = TextWrapper.wrap(String(repeating: "x", count: 2_000), width: 200, maxLines: 0, measure: measure)
        #expect(all.count == 100)
        #expect(calls < 100 * 25)
    }

    @Test func lineEndsOfEveryKindSeparateWords() {
        #expect(
            TextWrapper.pieces(of: "foo\r\nbar\rbaz\nqux\tquux").map(\.text) == ["foo", "bar", "baz", "qux", "quux"]
        )
        // A no-break space keeps its words together.
        #expect(TextWrapper.pieces(of: "10\u{A0}km").count == 1)
    }

    @Test func bidiOverLongNeutralRunsStaysLinear() {
        // 20,000 neutral characters between two strong ones: resolved in one pass each way.
        let scalars = Array(("א" + String(repeating: "…", count: 20_000) + "b").unicodeScalars)
        let runs = BidiRuns.runs(scalars, faces: Array(repeating: 0, count: scalars.count), rightToLeft: true)
        #expect(runs.map(\.range.count).reduce(0, +) == scalars.count)
    }

    @Test func onlyWebLinksBecomeLinksInSVG() throws {
        let device = try #require(DeviceProfile.named("iphone-15"))
        let measurer = try TextMeasurer()
        var items: [LayoutItem] = []
        for (index, href) in ["javascript:alert(1)", "data:text/html,x", "https://example.com/a"].enumerated() {
            items.append(
                Controls(measurer: measurer).link(
                    id: "link-\(index)",
                    text: href,
                    href: href,
                    x: 16,
                    y: Double(index) * 60,
                    width: 300,
                    action: nil
                )
            )
        }
        let document = LayoutDocument(
            feature: "test",
            screen: "links",
            profile: device,
            orientation: .portrait,
            contentSize: Size(width: 393, height: 852),
            sections: [LayoutSection(id: "links", items: items)]
        )
        let svg = String(decoding: LayoutRenderers.svg(document), as: UTF8.self)
        #expect(!svg.contains("<a href=\"javascript:"))
        #expect(!svg.contains("<a href=\"data:"))
        #expect(svg.contains("<a href=\"https://example.com/a\""))
    }
}
