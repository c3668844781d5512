import LayoutKit

/// DejaVu Sans's advance widths (the real text engine's second primary face: it draws what Inter lacks), generated
/// into the two `DejaVuAdvances+…` files by `scripts/fixtures/make_font_metrics.py`.
enum DejaVuAdvances {
    /// The table of `weight` (Sans or Sans Bold).
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
