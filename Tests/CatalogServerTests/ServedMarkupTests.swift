import CatalogServer
import Foundation
import Networking
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// SVG served for text holding characters XML does not allow still parses, alone and inside the page.
@Suite struct ServedMarkupTests {
    static let forbidden = ["%00", "%01", "%0B", "%1F", "%EF%BF%BE", "%EF%BF%BF"]

    @Test(arguments: forbidden)
    func svgWithAForbiddenCharacterInASearchIsValidXML(character: String) async throws {
        let server = try await TestServer()
        let response = try await server.get("/layout.svg?feature=trending&events=search:a\(character)b")
        #expect(response.status == 200)
        let parser = XMLParser(data: response.body)
        #expect(parser.parse(), "\(character): \(parser.parserError.map { "\($0)" } ?? "")")
        // The page's inline SVG, cut out of the HTML, parses too.
        let page = try await server.get("/screen?feature=trending&events=search:a\(character)b")
        let html = String(decoding: page.body, as: UTF8.self)
        let start = try #require(html.range(of: "<svg"))
        let end = try #require(html.range(of: "</svg>", options: .backwards))
        let inline = XMLParser(data: Data(html[start.lowerBound..<end.upperBound].utf8))
        #expect(inline.parse(), "\(character) inline: \(inline.parserError.map { "\($0)" } ?? "")")
        await server.stop()
    }
}
