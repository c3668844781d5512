import CFreeType
import Foundation
import Synchronization

/// Measures, wraps and rasterises text with real fonts (DejaVu Sans through FreeType, other installed fonts for the
/// characters it lacks, shaped by HarfBuzz), so that wrapping in a layout's JSON and in its PNG agree. Widths use
/// unhinted advances, which scale linearly with size.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let lines = measurer.lines(for: "Ginger Champagne", width: 120, fontSize: 17, weight: .bold, maxLines: 2)
/// ```
public final class TextMeasurer: Sendable {
    /// Where the regular and bold fonts are looked for, first found wins.
    public static let defaultFontPaths: [FontWeight: [String]] = [
        .regular: [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        ],
        .bold: [
            "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
            "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
        ],
    ]

    /// What ends a line that was cut short.
    public static let ellipsis = TextWrapper.ellipsis

    /// The line height as a multiple of the font size.
    public static let lineSpacing = 1.2

    private let state: Mutex<FontState>

    /// Loads the primary fonts; throws when none is installed (Debian: `fonts-dejavu-core`). Characters they lack
    /// are drawn from `fallback` (fontconfig's choice of the installed fonts by default).
    public init(
        fontPaths: [FontWeight: [String]] = TextMeasurer.defaultFontPaths,
        fallback: FontFallback = .fontconfig
    ) throws(FeatureKitError) {
        state = Mutex(try FontState(fontPaths: fontPaths, fallback: fallback))
    }

    /// How many characters of `text` no installed font can draw (they show as a box).
    public func missingGlyphs(in text: String, weight: FontWeight = .regular) -> Int {
        state.withLock { $0.missingGlyphs(in: text, weight: weight) }
    }

    /// The font families that draw `text`: the primary's first, then each fallback it needs.
    public func fontFamilies(for text: String, weight: FontWeight = .regular) -> [String] {
        state.withLock { $0.families(for: text, weight: weight) }
    }

    /// Whether `text` is a right-to-left paragraph (its first strong character is Hebrew, Arabic, …).
    public static func isRightToLeft(_ text: String) -> Bool {
        BidiRuns.isRightToLeft(Array(text.unicodeScalars))
    }

    /// The advance width of `text` in points.
    public func width(of text: String, fontSize: Double, weight: FontWeight = .regular) -> Double {
        state.withLock { $0.width(of: text, fontSize: fontSize, weight: weight) }
    }

    /// The height of one line in points.
    public func lineHeight(fontSize: Double) -> Double {
        fontSize * Self.lineSpacing
    }

    /// Wraps `text` at word boundaries to `width`, breaking words longer than a line, and truncates with an ellipsis
    /// after `maxLines` lines (0 = no limit).
    public func lines(for text: String, width: Double, fontSize: Double, weight: FontWeight = .regular, maxLines: Int)
        -> [String]
    {
        state.withLock { state in
            let measure = { (line: String) in state.width(of: line, fontSize: fontSize, weight: weight) }
            return TextWrapper.wrap(text, width: width, maxLines: maxLines, measure: measure)
        }
    }

    /// An 8-bit coverage mask of one line at `pixelSize`, with colour glyphs (emoji) in an RGBA layer, for the PNG
    /// renderer. `rightToLeft` is the paragraph's direction (nil: from the line's first strong character).
    public func rasterize(
        _ line: String,
        pixelSize: Double,
        weight: FontWeight = .regular,
        rightToLeft: Bool? = nil
    ) -> GlyphMask {
        state.withLock { $0.rasterize(line, pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft) }
    }
}

/// A rendered line: coverage values, row by row, with the baseline's distance from the top.
public struct GlyphMask: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels from the mask's top to the baseline.
    public var baseline: Int
    public var pixels: [UInt8]
    /// Colour glyphs (emoji) as straight RGBA, the same size as `pixels`; nil when the line has none.
    public var color: [UInt8]?

    /// Creates a mask.
    public init(width: Int, height: Int, baseline: Int, pixels: [UInt8], color: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.baseline = baseline
        self.pixels = pixels
        self.color = color
    }
}

/// Why FeatureKit could not do something.
public enum FeatureKitError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No usable font file.
    case fontUnavailable(paths: [String], reason: String)
    /// A renderer failed.
    case renderingFailed(reason: String)

    public var description: String {
        switch self {
        case .fontUnavailable(let paths, let reason):
            "No usable font (\(reason)); looked for \(paths.joined(separator: ", ")). Install fonts-dejavu-core."
        case .renderingFailed(let reason):
            "Cannot render the layout: \(reason)."
        }
    }
}
