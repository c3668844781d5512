import LayoutKit
import Testing
import TextEngine

/// TextEngine's measurer wraps a text once per width, size, weight and line limit, and a kept result is exactly what
/// wrapping again gives; long texts are not kept, and the cache's size is bounded.
@Suite struct WrappedLinesCacheTests {
    /// A measurer over TextEngine's widths that wraps without any cache, to compare with.
    struct Uncached: TextMeasuring {
        let real: TextMeasurer
        func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
            real.width(of: text, fontSize: fontSize, weight: weight)
        }
        func missingGlyphs(in text: String, weight: FontWeight) -> Int { 0 }
        func fontFamilies(for text: String, weight: FontWeight) -> [String] { [] }
    }

    @Test func aKeptResultIsWhatWrappingAgainGives() throws {
        let measurer = try TextMeasurer(parallelism: 1)
        let uncached = Uncached(real: measurer)
        let cache = try #require(measurer.wrappedLines)
        let texts = [
            "Ginger Champagne with a title long enough to wrap onto a second and a third line",
            "مرحبا بالعالم، هذا نص طويل بما يكفي ليلتف على سطرين",
            "短い",
        ]
        for text in texts {
            for (width, fontSize, weight, maxLines) in [(120.0, 17.0, FontWeight.bold, 2), (300, 13, .regular, 0)] {
                let first = measurer.lines(
                    for: text,
                    width: width,
                    fontSize: fontSize,
                    weight: weight,
                    maxLines: maxLines
                )
                let again = measurer.lines(
                    for: text,
                    width: width,
                    fontSize: fontSize,
                    weight: weight,
                    maxLines: maxLines
                )
                let fresh = uncached.lines(
                    for: text,
                    width: width,
                    fontSize: fontSize,
                    weight: weight,
                    maxLines: maxLines
                )
                #expect(first == fresh)
                #expect(again == fresh)
            }
        }
        // Each text at each of the two settings is kept once.
        #expect(cache.count == texts.count * 2)
    }

    @Test func aLongTextIsWrappedEachTimeAndNotKept() throws {
        let measurer = try TextMeasurer(parallelism: 1)
        let cache = try #require(measurer.wrappedLines)
        let long = String(repeating: "word ", count: 200)  // 1,000 bytes, over the 512 kept
        let lines = measurer.lines(for: long, width: 200, fontSize: 17, maxLines: 0)
        #expect(lines.count > 1)
        #expect(cache.count == 0)
    }
}
