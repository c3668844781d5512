import FeatureTestSupport
import LayoutKit
import Testing
import TextEngine

/// Feature tests measure with ``EstimatedTextMeasurer`` (no font needed). For the characters the primary chain draws
/// (Inter, then DejaVu Sans for what Inter lacks, such as ☂) it must measure exactly as the real engine does, or the
/// feature tests would check layouts no one ships.
@Suite struct EstimatedMeasurerTests {
    static let samples = [
        "Bruschetta With Roasted Garlic and Cherry Tomatoes", "Crème brûlée, piña colada", "Καλημέρα κόσμε",
        "Привет, мир", "★ 1,234 · Swift", "‹ Back", "$12.99 – 50% off!", "starling-works/bright-otter",
        "Ünïcödé… “quotes” — dashes", "Rain ☂ or shine",
    ]

    @Test(arguments: samples)
    func latinGreekAndCyrillicMeasureAsWithTheFont(text: String) throws {
        let real = try TextMeasurer()
        let estimated = EstimatedTextMeasurer()
        for weight in [FontWeight.regular, .bold] {
            for size in [11.0, 17.0, 34.0] {
                let expected = real.width(of: text, fontSize: size, weight: weight)
                #expect(abs(estimated.width(of: text, fontSize: size, weight: weight) - expected) < 1e-9, "\(weight)")
            }
            #expect(
                estimated.lines(for: text, width: 90, fontSize: 15, weight: weight, maxLines: 0)
                    == real.lines(for: text, width: 90, fontSize: 15, weight: weight, maxLines: 0)
            )
        }
    }

    /// The real engine's primary face is Inter when it is installed (scripts/setup installs it), as the table says.
    @Test func thePrimaryFaceIsInter() throws {
        #expect(try TextMeasurer().fontFamilies(for: "Ginger") == [EstimatedTextMeasurer.family])
        #expect(try TextMeasurer().fontFamilies(for: "Rain ☂") == ["Inter", "DejaVu Sans"])
    }

    /// One measurer shared by many tasks: each call takes a free font state, and the answers are those of a
    /// measurer used alone.
    @Test func manyTasksMeasureTogether() async throws {
        let shared = try TextMeasurer(parallelism: 2)
        let alone = try TextMeasurer(parallelism: 1)
        let texts = Self.samples + ["一个轻量级的终端文本编辑器", "محرر نصوص خفيف للطرفية", "Ship it 🚀✨"]
        let expected = texts.map { alone.width(of: $0, fontSize: 17) }
        let results = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<16 {
                group.addTask { texts.map { shared.width(of: $0, fontSize: 17) } }
            }
            return await group.reduce(into: [[Double]]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        for result in results { #expect(result == expected) }
    }
}
