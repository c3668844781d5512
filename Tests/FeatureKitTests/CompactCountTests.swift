import FeatureKit
import Testing

/// One formatter for reputation and stars: no "1000k".
@Suite struct CompactCountTests {
    @Test(arguments: [
        (0, "0"), (9_999, "9,999"), (10_000, "10k"), (12_345, "12.3k"), (999_949, "999.9k"), (999_950, "1m"),
        (999_999, "1m"), (1_000_000, "1m"), (1_250_000, "1.3m"), (942_310, "942.3k"),
    ])
    func countsAsCellsShowThem(value: Int, expected: String) {
        #expect(CompactCount.string(value) == expected)
    }
}
