import LayoutKit

/// Inter's advance widths (the real text engine's first primary face, in Regular and, for bold text, SemiBold),
/// generated into the two `InterAdvances+…` files by `scripts/fixtures/make_font_metrics.py`.
enum InterAdvances {
    /// The table of `weight` (Regular, or SemiBold for bold).
    static func table(_ weight: FontWeight) -> AdvanceTable {
        weight == .bold ? bold : regular
    }

    private static let regular = AdvanceTable(
        unitsPerEm: regularUnitsPerEm,
        basic: regular0020,
        punctuationAndSymbols: regular2000
    )
    private static let bold = AdvanceTable(unitsPerEm: boldUnitsPerEm, basic: bold0020, punctuationAndSymbols: bold2000)
}
