import Foundation
import LayoutKit
import Testing

@testable import TextEngine

/// Text in every script: each character is measured and drawn with a font that has it (fontconfig's fallback), joined
/// scripts are shaped, right-to-left paragraphs are laid out right to left, CJK lines break between characters and
/// URLs after their separators.
@Suite struct TextScriptsTests {
    /// Each script's text and the family that draws it after Inter's (nil: Inter draws it all).
    static let samples: [(script: String, text: String, second: String?)] = [
        ("Latin", "Crème brûlée, piña colada", nil),
        ("Greek", "Καλημέρα κόσμε", nil),
        ("Cyrillic", "Привет, мир", nil),
        ("Chinese", "一个轻量级的终端文本编辑器", "WenQuanYi Micro Hei"),
        ("Japanese", "軽量なターミナル用テキストエディタ", "WenQuanYi Micro Hei"),
        ("Korean", "가벼운 터미널 텍스트 편집기", "WenQuanYi Micro Hei"),
        ("Arabic", "محرر نصوص خفيف للطرفية", "DejaVu Sans"),
        ("Hebrew", "עורך טקסט קל למסוף", "DejaVu Sans"),
        ("emoji", "Ship it 🚀✨", "Noto Color Emoji"),
    ]

    @Test(arguments: 0..<samples.count)
    func everyScriptIsDrawnWithAFontThatHasIt(index: Int) throws {
        let sample = Self.samples[index]
        let measurer = try TextMeasurer()
        #expect(measurer.missingGlyphs(in: sample.text) == 0, "\(sample.script)")
        let families = measurer.fontFamilies(for: sample.text)
        // Inter is the primary face; DejaVu Sans (the chain's second face) draws Hebrew and Arabic as it did before.
        #expect(families.first == "Inter")
        #expect(families.dropFirst().first == sample.second, "\(sample.script): \(families)")
        #expect(measurer.width(of: sample.text, fontSize: 16) > 0)
        let mask = measurer.rasterize(sample.text, pixelSize: 32)
        let ink = mask.pixels.filter { $0 > 128 }.count + (mask.color?.count ?? 0)
        #expect(ink > sample.text.count * 10, "\(sample.script): drawn")
    }

    /// A text drawn by several fonts names them in the order it first uses them, every time: a `Set`'s order once
    /// made one document's JSON differ from the same document laid out again ("Inter, DejaVu Sans, WenQuanYi" and
    /// "Inter, WenQuanYi, DejaVu Sans").
    @Test func familiesComeInTheOrderTheTextUsesThem() throws {
        for _ in 0..<20 {
            let measurer = try TextMeasurer(parallelism: 1)
            #expect(
                measurer.fontFamilies(for: "Zürich ☂ 中文") == ["Inter", "DejaVu Sans", "WenQuanYi Micro Hei"]
            )
            #expect(
                measurer.fontFamilies(for: "中文 ☂ Zürich") == ["Inter", "WenQuanYi Micro Hei", "DejaVu Sans"]
            )
        }
    }

    /// An emoji is as wide as its font says (Noto Color Emoji: 2,550 of 2,048 units; a bitmap-only face once got a
    /// scale of 1 unit per em, which rounded it to 1 em) and drawn within that advance, and the space after it is
    /// the text face's (it once took the emoji font's own, 1.245 em).
    @Test func anEmojiStaysWithinItsAdvanceAndTheSpaceAfterItIsTheTexts() throws {
        let measurer = try TextMeasurer()
        let size = 30.0
        let mask = measurer.rasterize("🚀 A", pixelSize: size)
        let color = try #require(mask.color)
        var rightmostColour = 0
        var leftmostInk = mask.width
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                if color[(y * mask.width + x) * 4 + 3] > 0 { rightmostColour = max(rightmostColour, x) }
                if mask.pixels[y * mask.width + x] > 0 { leftmostInk = min(leftmostInk, x) }
            }
        }
        let emoji = measurer.width(of: "🚀", fontSize: size)
        #expect(abs(emoji - size * 2550 / 2048) < 0.01, "the font's advance: \(emoji)")
        let space = measurer.width(of: "🚀 ", fontSize: size) - emoji
        #expect(Double(rightmostColour) < emoji + 1, "the emoji's pixels end by its advance, \(emoji)")
        #expect(abs(space - measurer.width(of: " ", fontSize: size)) < 1e-9, "the text's space: \(space)")
        #expect(Double(leftmostInk) >= emoji + space - 1, "the A starts after the space")
    }

    @Test func withoutFallbackTheMissingCharactersAreCounted() throws {
        let latinOnly = try TextMeasurer(fallback: .none)
        #expect(latinOnly.missingGlyphs(in: "中文 ok") == 2)
        #expect(latinOnly.fontFamilies(for: "中文") == ["Inter"])
        // A character of the supplementary private-use area: no installed font has one (Inter, for one, draws
        // icons in the basic area's U+E000).
        #expect(try TextMeasurer().missingGlyphs(in: "a\u{10FFFD}b") == 1)
    }

    @Test func emojiAreDrawnInColour() throws {
        let mask = try TextMeasurer().rasterize("🚀", pixelSize: 40)
        let color = try #require(mask.color)
        var coloured = 0
        for offset in stride(from: 0, to: color.count, by: 4) where color[offset + 3] > 200 {
            let (red, green, blue) = (Int(color[offset]), Int(color[offset + 1]), Int(color[offset + 2]))
            if max(red, green, blue) - min(red, green, blue) > 40 { coloured += 1 }
        }
        #expect(coloured > 100, "saturated pixels: \(coloured)")
    }

    @Test func aCJKStringIsAsWideAsItsGlyphAdvancesInTheFallbackFont() throws {
        // The font fontconfig picks for these characters (scripts/setup installs WenQuanYi Micro Hei).
        let file = try #require(FontconfigFinder().font(for: "终", bold: false, emoji: false))
        let measurer = try TextMeasurer()
        #expect(measurer.fontFamilies(for: "中文").count == 2)
        // That font alone, as the primary: its own advances.
        let fallback = try TextMeasurer(fontPaths: [.regular: [[file.path]]], fallback: .none)
        let text = "终端文本编辑器"
        let sum = text.map { fallback.width(of: String($0), fontSize: 17) }.reduce(0, +)
        #expect(abs(measurer.width(of: text, fontSize: 17) - sum) < 0.001)
        #expect(sum > 17 * 6.9)
    }

    @Test func joinedScriptsAreShaped() throws {
        let measurer = try TextMeasurer()
        // Arabic letters take their joined forms: the word's glyphs are not the isolated letters' glyphs.
        let state = try FontState(fontPaths: TextMeasurer.defaultFontPaths, fallback: .fontconfig)
        let word = Array("سلم".unicodeScalars)
        let joined = state.shape(word, weight: .regular, rightToLeft: true).map(\.index)
        let isolated = word.map { state.shape([$0], weight: .regular, rightToLeft: true)[0].index }
        #expect(joined.count == 3)
        #expect(Set(joined) != Set(isolated))
        #expect(measurer.missingGlyphs(in: "سلام") == 0)
    }

    @Test func aRightToLeftLineIsLaidOutRightToLeft() throws {
        #expect(TextMeasurer.isRightToLeft("עורך טקסט 2.0 for Linux"))
        #expect(!TextMeasurer.isRightToLeft("Linux עורך"))
        // Hebrew first, then a Latin word: the Hebrew run is drawn on the right, the Latin one on the left, and
        // the Hebrew letters themselves right to left.
        let text = Array("אב cd".unicodeScalars)
        let runs = BidiRuns.runs(text, faces: [0, 0, 0, 0, 0], rightToLeft: true)
        #expect(runs.map(\.range) == [3..<5, 0..<3])
        #expect(runs.map(\.rightToLeft) == [false, true])
        let state = try FontState(fontPaths: TextMeasurer.defaultFontPaths, fallback: .fontconfig)
        let glyphs = state.shape(Array("אב".unicodeScalars), weight: .regular, rightToLeft: true)
        let alef = state.shape(Array("א".unicodeScalars), weight: .regular, rightToLeft: true)[0].index
        #expect(glyphs.last?.index == alef, "the first letter is drawn last, at the right")
        // The mask's ink for a right-aligned RTL paragraph: the Latin word sits left of the Hebrew.
        let measurer = try TextMeasurer()
        let latin = measurer.width(of: "cd", fontSize: 20)
        let mask = measurer.rasterize("אב cd", pixelSize: 20)
        let leftInk = (0..<mask.height).reduce(0) { sum, row in
            sum + (0..<Int(latin)).filter { mask.pixels[row * mask.width + $0] > 100 }.count
        }
        #expect(leftInk > 10, "cd is drawn at the left of the line")
        // A left-to-right paragraph keeps logical order for its Latin start.
        let ltr = BidiRuns.runs(Array("ab אב".unicodeScalars), faces: [0, 0, 0, 0, 0], rightToLeft: false)
        #expect(ltr.map(\.range) == [0..<3, 3..<5])
    }

    @Test func cjkLinesBreakBetweenCharacters() throws {
        let measurer = try TextMeasurer()
        let text = "一个轻量级的终端文本编辑器，支持中文输入法与实时预览。"
        let lines = measurer.lines(for: text, width: 150, fontSize: 15, maxLines: 0)
        #expect(lines.count >= 3)
        #expect(lines.joined() == text)
        for line in lines.dropLast() {
            #expect(measurer.width(of: line, fontSize: 15) <= 150)
            // Full: one more character would not have fitted.
            #expect(measurer.width(of: line + "字", fontSize: 15) > 150)
        }
    }

    @Test func urlsBreakOnlyAfterSeparators() throws {
        let measurer = try TextMeasurer()
        let url = "https://www.example.com/recipes/ginger-champagne-with-lime?ref=catalog&size=large"
        let lines = measurer.lines(for: url, width: 140, fontSize: 14, maxLines: 0)
        #expect(lines.count >= 3)
        #expect(lines.joined() == url)
        for line in lines.dropLast() {
            let last = try #require(line.last)
            #expect(["/", ".", "-", "?", "&", "="].contains(last), "\(line) ends at a separator")
        }
        // Words with spaces still break at the spaces.
        let words = "Ginger champagne punch with lime"
        #expect(measurer.lines(for: words, width: 90, fontSize: 14, maxLines: 0).joined(separator: " ") == words)
    }
}
