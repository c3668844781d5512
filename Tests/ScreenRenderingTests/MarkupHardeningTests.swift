import Foundation
import LayoutKit
import ScreenControls
import ScreenRendering
import Testing
import TextEngine

/// What hostile text cannot do to markup: break out of an attribute, or make a link of a script.
@Suite struct MarkupHardeningTests {
    @Test func aQuoteWithACombiningMarkIsStillEscaped() {
        // One Character ("\"" + U+0301) that equals no quote.
        let text = "\"\u{301} onmouseover=alert(1) x=<b>&"
        let escaped = MarkupText.escape(text)
        #expect(!escaped.unicodeScalars.contains("\""))
        #expect(!escaped.unicodeScalars.contains("<"))
        #expect(escaped.hasPrefix("&quot;\u{301}"))
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
