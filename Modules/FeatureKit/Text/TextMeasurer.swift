import CFreeType
import Foundation
import Synchronization

/// Measures, wraps and rasterises text with a real font (DejaVu Sans through FreeType), so that wrapping in a layout's
/// JSON and in its PNG agree. Widths use unhinted advances, which scale linearly with size.
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

    /// The line height as a multiple of the font size.
    public static let lineSpacing = 1.2

    private let state: Mutex<FontState>

    /// Loads the fonts; throws when none is installed (Debian: `fonts-dejavu-core`).
    public init(fontPaths: [FontWeight: [String]] = TextMeasurer.defaultFontPaths) throws(FeatureKitError) {
        state = Mutex(try FontState(fontPaths: fontPaths))
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

    /// An 8-bit coverage mask of one line at `pixelSize`, for the PNG renderer.
    public func rasterize(_ line: String, pixelSize: Double, weight: FontWeight = .regular) -> GlyphMask {
        state.withLock { $0.rasterize(line, pixelSize: pixelSize, weight: weight) }
    }
}

/// A rendered line: coverage values, row by row, with the baseline's distance from the top.
public struct GlyphMask: Sendable {
    public var width: Int
    public var height: Int
    /// Pixels from the mask's top to the baseline.
    public var baseline: Int
    public var pixels: [UInt8]
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
