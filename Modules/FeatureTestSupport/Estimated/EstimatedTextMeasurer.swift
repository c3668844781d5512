public import LayoutKit

/// A deterministic measurer that needs no installed font, for feature tests: characters the real text engine's
/// primary chain draws (Inter, then DejaVu Sans for what Inter lacks) in the ranges it measures as a sum of advances
/// (Latin, Greek, Cyrillic, punctuation, symbols: U+0020–U+058F and U+2000–U+2BFF) measure exactly as with the real
/// engine, from the fonts' advance tables; other characters are estimated (1 em for wide East Asian characters and
/// emoji, 0.6 em otherwise), and every character counts as drawable.
public struct EstimatedTextMeasurer: TextMeasuring {
    /// The family reported for every text.
    public static let family = "Inter"

    /// Creates the measurer.
    public init() {}

    public func width(of text: String, fontSize: Double, weight: FontWeight) -> Double {
        let inter = InterAdvances.table(weight)
        let dejaVu = DejaVuAdvances.table(weight)
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += inter.advance(of: scalar) ?? dejaVu.advance(of: scalar) ?? Self.estimate(scalar)
        }
        return ems * fontSize
    }

    public func missingGlyphs(in text: String, weight: FontWeight) -> Int { 0 }

    public func fontFamilies(for text: String, weight: FontWeight) -> [String] { [Self.family] }

    /// An em width for a character outside the table.
    static func estimate(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .format {
            return 0
        }
        let wide =
            (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFE30...0xFE4F).contains(value)
            || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
            || (0x20000...0x3FFFD).contains(value)
        return wide ? 1.0 : 0.6
    }
}
