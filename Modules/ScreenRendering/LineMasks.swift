import LayoutKit
import TextEngine

/// Rasterised lines kept across the bands of one render: a line of text whose glyphs reach two bands of
/// ``BitmapRenderer/png(images:)`` is rasterised once, not once per band (FreeType's hinting was 8% of a
/// gallery's time when it was). Only the masks of the current and the previous band are kept.
final class LineMasks {
    private struct Key: Hashable {
        var line: String
        var pixelSize: Double
        var weight: FontWeight
        var rightToLeft: Bool
    }

    private var current: [Key: GlyphMask] = [:]
    private var previous: [Key: GlyphMask] = [:]

    /// Starts a band: masks not used in the band before it are dropped.
    func startBand() {
        previous = current
        current = [:]
    }

    /// The mask of `line`, rasterised by `measurer` unless the band or the one before had it.
    func mask(
        _ line: String,
        pixelSize: Double,
        weight: FontWeight,
        rightToLeft: Bool,
        measurer: TextMeasurer
    ) -> GlyphMask {
        let key = Key(line: line, pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft)
        if let mask = current[key] ?? previous[key] {
            current[key] = mask
            return mask
        }
        let mask = measurer.rasterize(line, pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft)
        current[key] = mask
        return mask
    }
}
