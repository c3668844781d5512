import LayoutKit

/// DejaVu Sans's advance widths (the primary font of the real text engine), generated into the two
/// `DejaVuAdvances+…` files by `scripts/fixtures/make_font_metrics.py`.
enum DejaVuAdvances {
    static let unitsPerEm = 2048.0

    /// The advance of `scalar` in ems, nil when the table has none (outside its ranges, or no glyph).
    static func advance(of scalar: Unicode.Scalar, weight: FontWeight) -> Double? {
        let value = Int(scalar.value)
        let bold = weight == .bold
        let units: UInt16
        switch value {
        case 0x20...0x58F: units = (bold ? bold0020 : regular0020)[value - 0x20]
        case 0x2000...0x2BFF: units = (bold ? bold2000 : regular2000)[value - 0x2000]
        default: return nil
        }
        return units == 0 ? nil : Double(units) / unitsPerEm
    }
}
