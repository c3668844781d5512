/// Where text finds a font for a character the primary chain (Inter, DejaVu Sans) lacks: CJK, emoji, and any other script.
///
/// ```swift
/// let measurer = try TextMeasurer(fallback: .fontconfig)          // the system's fonts, in fontconfig's order
/// let latinOnly = try TextMeasurer(fallback: .none)               // tests of what is missing
/// let fixed = try TextMeasurer(fallback: .files(["/path/DroidSansFallbackFull.ttf"]))
/// ```
public enum FontFallback: Sendable, Hashable {
    /// No fallback: characters the primary font lacks are drawn as its missing-glyph box and counted as missing.
    case none
    /// Ask fontconfig for an installed font that has the character (colour emoji first for emoji).
    case fontconfig
    /// These font files, in order, first that has the character wins.
    case files([String])
}
