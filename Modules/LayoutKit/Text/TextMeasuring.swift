import UnicodeText

/// How layouts measure text: widths, line wrapping, and which fonts a text needs. Layouts and chrome take any
/// measurer; `catalog-tool`, `serve` and the real-text tests compose TextEngine's `TextMeasurer` (FreeType, HarfBuzz,
/// fontconfig), feature tests ``EstimatedTextMeasurer`` (no font needed, deterministic).
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` in points, on one line.
    func width(of text: String, fontSize: Double, weight: FontWeight) -> Double
    /// How many characters of `text` no available font can draw (they show as a box).
    func missingGlyphs(in text: String, weight: FontWeight) -> Int
    /// The font families that draw `text`: the primary's first, then each fallback it needs.
    func fontFamilies(for text: String, weight: FontWeight) -> [String]
    /// Where ``lines(for:width:fontSize:weight:maxLines:)`` keeps what it wrapped; nil (the default) wraps every
    /// time. A measurer whose widths never change for the same text (TextEngine's) returns one cache for its life.
    var wrappedLines: WrappedLinesCache? { get }
}

extension TextMeasuring {
    /// No cache: every call wraps.
    public var wrappedLines: WrappedLinesCache? { nil }

    /// The advance width of `text` in regular weight.
    public func width(of text: String, fontSize: Double) -> Double {
        width(of: text, fontSize: fontSize, weight: .regular)
    }

    /// The height of one line in points.
    public func lineHeight(fontSize: Double) -> Double {
        fontSize * TextMetrics.lineSpacing
    }

    /// Wraps `text` to `width` by the Unicode line-breaking rules, breaking words longer than a line, and truncates
    /// with an ellipsis after `maxLines` lines (0 = no limit). Linear in the text's length.
    public func lines(
        for text: String,
        width: Double,
        fontSize: Double,
        weight: FontWeight = .regular,
        maxLines: Int
    ) -> [String] {
        // Cut before measuring: what no screen can show is never shaped (see `TextMetrics.maxCharacters`).
        func wrap() -> [String] {
            TextWrapper.wrap(TextMetrics.bounded(text).text, width: width, maxLines: maxLines) { line in
                self.width(of: line, fontSize: fontSize, weight: weight)
            }
        }
        guard let cache = wrappedLines else { return wrap() }
        let key = WrappedLinesCache.Key(
            text: text,
            width: width,
            fontSize: fontSize,
            weight: weight,
            maxLines: maxLines
        )
        return cache.lines(for: key, wrap: wrap)
    }
}

/// Text metrics every measurer shares.
public enum TextMetrics {
    /// What ends a line that was cut short.
    public static let ellipsis = TextWrapper.ellipsis

    /// The most Unicode scalars of one text that are laid out. A longer text (a 1,000,000-character description) is
    /// cut here with an ellipsis where text parts are made, before it is measured; the part's `cut` says so. 20,000
    /// is more than a 20,000-point-tall screen of 17-point text holds.
    public static let maxCharacters = 20_000

    /// `text` cut to ``maxCharacters`` Unicode scalars with an ellipsis, and whether it was cut. Costs at most
    /// ``maxCharacters`` steps, whatever the text's length.
    public static func bounded(_ text: String) -> (text: String, wasCut: Bool) {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maxCharacters, limitedBy: scalars.endIndex),
            end < scalars.endIndex
        else { return (text, false) }
        return (String(scalars[..<end]) + ellipsis, true)
    }

    /// Whether `character` is a letter or digit of a script that separates words with spaces (not Han, kana,
    /// Hangul, Thai, Lao, Khmer or Myanmar, whose lines may break between characters): a line that ends between two
    /// of them ends inside a word.
    public static func isSpacedLetter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first else {
            return false
        }
        if scalar.properties.isIdeographic { return false }
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1100...0x11FF, 0x1780...0x17FF, 0x3040...0x30FF, 0xAC00...0xD7AF:
            return false
        default: return true
        }
    }

    /// `text` as the wrapper lays it out: runs of spaces, tabs and line ends as one space, none at the ends; a
    /// no-break space stays, as it is not a place to break.
    public static func collapsingWhitespace(_ text: String) -> String {
        TextWrapper.normalizedWhitespace(text)
    }

    /// Whether a word broken at `character` takes a hyphen, as iOS hyphenates: letters and digits of Latin, Greek
    /// and Cyrillic. Other scripts written with spaces (Arabic's joined letters, Hebrew, Devanagari) break without
    /// one rather than with a mark their readers do not use there.
    public static func takesHyphen(_ character: Character) -> Bool {
        guard isSpacedLetter(character), let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x0030...0x0039, 0x0041...0x005A, 0x0061...0x007A, 0x00C0...0x02AF, 0x0370...0x03FF, 0x0400...0x052F,
            0x1E00...0x1FFF, 0x2C60...0x2C7F, 0xA720...0xA7FF:
            return true
        default: return false
        }
    }

    /// The line height as a multiple of the font size.
    public static let lineSpacing = 1.2

    /// Whether `text` is a right-to-left paragraph: its first strong character is right-to-left (Unicode's rules
    /// P2–P3; digits and punctuation do not count).
    public static func isRightToLeft(_ text: String) -> Bool {
        BidiParagraph.firstStrongDirection(of: text.unicodeScalars) == .rightToLeft
    }
}
