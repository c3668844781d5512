import Testing

@testable import TextEngine

@Suite struct BidiRunsTests {
    @Test func bidiOverLongNeutralRunsStaysLinear() {
        // 20,000 neutral characters between two strong ones: resolved in one pass each way.
        let scalars = Array(("א" + String(repeating: "…", count: 20_000) + "b").unicodeScalars)
        let runs = BidiRuns.runs(scalars, faces: Array(repeating: 0, count: scalars.count), rightToLeft: true)
        #expect(runs.map(\.range.count).reduce(0, +) == scalars.count)
    }
}
