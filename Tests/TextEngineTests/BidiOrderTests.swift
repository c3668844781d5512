import LayoutKit
import Testing

@testable import TextEngine

/// The line the review found misordered: a left-to-right paragraph with an Arabic word and digits after it. By the
/// Unicode algorithm the digits take the Arabic word's context (W2) and are drawn between "abc" and the word:
/// `abc 123 مالس` left to right. The PNG draws the shaped glyphs in this order; SVG hands the logical text to the
/// browser's own (ICU) bidi.
@Suite struct BidiOrderTests {
    @Test func digitsAfterArabicAreDrawnBeforeTheArabicWord() throws {
        let state = try FontState(fontPaths: TextMeasurer.defaultFontPaths, fallback: .fontconfig)
        let glyphs = state.shape(Array("abc سلام 123".unicodeScalars), weight: .regular, rightToLeft: false)
        func index(of text: String) -> UInt32? {
            state.shape(Array(text.unicodeScalars), weight: .regular, rightToLeft: false).first?.index
        }
        let order = glyphs.map(\.index)
        let one = try #require(index(of: "1"))
        let three = try #require(index(of: "3"))
        let c = try #require(index(of: "c"))
        let positionOfOne = try #require(order.firstIndex(of: one))
        let positionOfThree = try #require(order.firstIndex(of: three))
        let positionOfC = try #require(order.firstIndex(of: c))
        #expect(positionOfC < positionOfOne && positionOfOne < positionOfThree, "digits keep their order after abc")
        // Everything after the digits is the Arabic word (4 letters, however shaped) and nothing else.
        #expect(positionOfThree < order.count - 4, "the Arabic word is drawn after the digits: \(order)")
        #expect(!order[(positionOfThree + 1)...].contains(c))
    }

    @Test func runsOfTheLineAreInVisualOrder() {
        let text = Array("abc سلام 123".unicodeScalars)
        let runs = BidiRuns.runs(text, faces: Array(repeating: 0, count: text.count), rightToLeft: false)
        #expect(runs.map(\.range) == [0..<4, 9..<12, 4..<9])
        #expect(runs.map(\.level) == [0, 2, 1])
    }
}
