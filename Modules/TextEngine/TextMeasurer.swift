import Foundation
public import LayoutKit
import Synchronization

/// Measures, wraps and rasterises text with real fonts (Inter for Latin, Greek and Cyrillic, DejaVu Sans for the
/// characters Inter lacks, other installed fonts for the rest, through FreeType and shaped by HarfBuzz), so that wrapping in a layout's JSON and in its PNG agree. Widths use
/// unhinted advances, which scale linearly with size.
///
/// FreeType and HarfBuzz objects are not thread-safe, so each ``FontState`` (a FreeType library with its faces and
/// caches) is used by one caller at a time; the measurer keeps one state per core, and a call takes whichever is
/// free, so that layouts and renders on different tasks measure and draw in parallel.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let lines = measurer.lines(for: "Ginger Champagne", width: 120, fontSize: 17, weight: .bold, maxLines: 2)
/// ```
public final class TextMeasurer: TextMeasuring {
    /// The primary chain of each weight: the faces tried in order before any fallback, each as the paths it is
    /// looked for at (first found wins). Inter is the UI face closest to the system's (San Francisco) that Debian
    /// ships; its semibold stands for the system's semibold, the weight of iOS's headlines, bar titles and buttons.
    /// DejaVu Sans, the face before Inter, draws what Inter lacks (Hebrew, Arabic, many symbols) as it did before,
    /// and alone when Inter is not installed.
    public static let defaultFontPaths: [FontWeight: [[String]]] = [
        .regular: [
            ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/OTF/Inter-Regular.otf"],
            [
                "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf",
                "/usr/share/fonts/dejavu/DejaVuSans.ttf",
            ],
        ],
        .bold: [
            ["/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", "/usr/share/fonts/OTF/Inter-SemiBold.otf"],
            [
                "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
            ],
        ],
    ]

    /// What ends a line that was cut short.
    public static let ellipsis = TextMetrics.ellipsis

    /// The line height as a multiple of the font size.
    public static let lineSpacing = TextMetrics.lineSpacing

    private let states: [LockedFontState]
    /// Lines wrapped so far: the same fonts always wrap the same text the same way.
    public let wrappedLines: WrappedLinesCache? = WrappedLinesCache()
    /// Where the next call starts looking for a free state, so calls spread over the states.
    private let next = Atomic<Int>(0)

    /// Loads the primary fonts; throws when none is installed (Debian: `fonts-inter`, `fonts-dejavu-core`).
    /// Characters they lack
    /// are drawn from `fallback` (fontconfig's choice of the installed fonts by default). `parallelism` states are
    /// kept (nil: one per core).
    public init(
        fontPaths: [FontWeight: [[String]]] = TextMeasurer.defaultFontPaths,
        fallback: FontFallback = .fontconfig,
        parallelism: Int? = nil
    ) throws(LayoutError) {
        var states: [LockedFontState] = []
        for _ in 0..<max(1, parallelism ?? ProcessInfo.processInfo.activeProcessorCount) {
            states.append(LockedFontState(try FontState(fontPaths: fontPaths, fallback: fallback)))
        }
        self.states = states
    }

    /// Runs `body` with a state no other caller holds: the first free one from a rotating start, else waits for one.
    private func withState<Result>(_ body: (FontState) -> Result) -> Result {
        let start = next.add(1, ordering: .relaxed).oldValue
        for offset in 0..<states.count {
            let index = (start &+ offset) % states.count
            if let result = states[index].withStateIfAvailable(body) { return result }
        }
        return states[start % states.count].withState(body)
    }

    /// How many characters of `text` no installed font can draw (they show as a box).
    public func missingGlyphs(in text: String, weight: FontWeight = .regular) -> Int {
        withState { $0.missingGlyphs(in: text, weight: weight) }
    }

    /// The font families that draw `text`: the primary's first, then each fallback it needs.
    public func fontFamilies(for text: String, weight: FontWeight = .regular) -> [String] {
        withState { $0.families(for: text, weight: weight) }
    }

    /// Whether `text` is a right-to-left paragraph (its first strong character is Hebrew, Arabic, …).
    public static func isRightToLeft(_ text: String) -> Bool {
        TextMetrics.isRightToLeft(text)
    }

    /// The advance width of `text` in points.
    public func width(of text: String, fontSize: Double, weight: FontWeight = .regular) -> Double {
        withState { $0.width(of: text, fontSize: fontSize, weight: weight) }
    }

    /// An 8-bit coverage mask of one line at `pixelSize`, with colour glyphs (emoji) in an RGBA layer, for the PNG
    /// renderer. `rightToLeft` is the paragraph's direction (nil: from the line's first strong character).
    public func rasterize(
        _ line: String,
        pixelSize: Double,
        weight: FontWeight = .regular,
        rightToLeft: Bool? = nil
    ) -> GlyphMask {
        withState { $0.rasterize(line, pixelSize: pixelSize, weight: weight, rightToLeft: rightToLeft) }
    }
}

/// One font state behind its own lock.
private final class LockedFontState: Sendable {
    private let lock = Mutex(())
    // SAFETY: `state` is only touched inside `lock` (the two methods below), so one caller at a time uses it.
    nonisolated(unsafe) private let state: FontState

    init(_ state: FontState) {
        self.state = state
    }

    func withState<Result>(_ body: (FontState) -> Result) -> Result {
        lock.withLock { _ in body(state) }
    }

    func withStateIfAvailable<Result>(_ body: (FontState) -> Result) -> Result? {
        lock.withLockIfAvailable { _ in body(state) }
    }
}
