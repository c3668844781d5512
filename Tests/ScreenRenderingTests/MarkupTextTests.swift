import Foundation
import LayoutKit
import ScreenRendering
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Text reaching markup never makes it invalid XML.
@Suite struct MarkupTextTests {
    /// Every scalar XML 1.0 does not allow that a Swift string can hold.
    static let forbidden: [Unicode.Scalar] =
        (0x0...0x8).compactMap(Unicode.Scalar.init) + [0xB, 0xC].compactMap(Unicode.Scalar.init)
        + (0xE...0x1F).compactMap(Unicode.Scalar.init) + [0xFFFE, 0xFFFF].compactMap(Unicode.Scalar.init)

    @Test func charactersXMLDoesNotAllowAreReplacedAndTheRestKept() throws {
        var text = String.UnicodeScalarView()
        for scalar in Self.forbidden { text.append(contentsOf: "a".unicodeScalars + [scalar]) }
        text.append(contentsOf: "\t\n\r é 𝄞 \u{FFFD}".unicodeScalars)
        let escaped = MarkupText.escape(String(text))
        #expect(escaped.unicodeScalars.allSatisfy(MarkupText.isXMLCharacter))
        #expect(escaped.hasSuffix("\t\n\r é 𝄞 \u{FFFD}"))
        #expect(escaped.unicodeScalars.filter { $0 == "\u{FFFD}" }.count == Self.forbidden.count + 1)
        let document = "<t a=\"\(escaped)\">\(escaped)</t>"
        let parser = XMLParser(data: Data(document.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
