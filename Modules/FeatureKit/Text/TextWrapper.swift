/// Greedy line breaking, close enough to Unicode's line-breaking rules for the apps' text: lines break at spaces and
/// between CJK characters (which have no spaces); a word wider than a line breaks after a URL separator (`/`, `.`,
/// `-`, `?`, `&`, `=`) that fits, else between characters; an ellipsis ends the last allowed line when text remains.
enum TextWrapper {
    static let ellipsis = "…"

    /// A piece of text no line breaks inside (unless it is wider than a line), and whether a space goes before it.
    struct Piece: Equatable {
        var text: String
        var spaced: Bool
    }

    static func wrap(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        var pending = pieces(of: text)
        guard !pending.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var index = 0
        while index < pending.count {
            // Past the last line allowed, only whether text remains matters.
            if maxLines > 0, lines.count > maxLines { break }
            let piece = pending[index]
            if current.isEmpty {
                // Measured only up to the line's width, so a very long piece costs a line's worth per line.
                let fitted = longestFit(piece.text, width: width, measure: measure)
                if fitted.count == piece.text.count {
                    current = piece.text
                    index += 1
                } else {
                    // A piece wider than the line: up to a separator that fits, else as many characters as fit.
                    lines.append(fitted)
                    pending[index] = Piece(text: String(piece.text.dropFirst(fitted.count)), spaced: false)
                }
                continue
            }
            let candidate = current + (piece.spaced ? " " : "") + piece.text
            if measure(candidate) <= width {
                current = candidate
                index += 1
            } else {
                lines.append(current)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        var last = kept[maxLines - 1]
        while !last.isEmpty, measure(last + ellipsis) > width { last.removeLast() }
        kept[maxLines - 1] = last.trimmingTrailingSpaces() + ellipsis
        return kept
    }

    /// Words split at spaces, and CJK characters each a piece of their own.
    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        // Spaces, tabs and line ends (a CRLF is one Character) separate words; a no-break space does not.
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }) {
            var spaced = true
            var run = ""
            for character in word {
                if closing.contains(character) {
                    // Closing punctuation never starts a line: it stays with the character before it.
                    if !run.isEmpty {
                        run.append(character)
                        continue
                    }
                    if let last = pieces.last, !spaced {
                        pieces[pieces.count - 1] = Piece(text: last.text + String(character), spaced: last.spaced)
                        continue
                    }
                }
                if isIdeographic(character) {
                    if !run.isEmpty {
                        pieces.append(Piece(text: run, spaced: spaced))
                        spaced = false
                        run = ""
                    }
                    pieces.append(Piece(text: String(character), spaced: spaced))
                    spaced = false
                } else {
                    run.append(character)
                }
            }
            if !run.isEmpty { pieces.append(Piece(text: run, spaced: spaced)) }
        }
        return pieces
    }

    /// The longest start of `word` that fits (the whole word when it fits): through the last URL separator that
    /// fits when the word does not, else as many characters as fit, at least one.
    static func longestFit(_ word: String, width: Double, measure: (String) -> Double) -> String {
        var fitted = ""
        var lastSeparator: String?
        for character in word {
            if measure(fitted + String(character)) > width, !fitted.isEmpty { break }
            fitted.append(character)
            if separators.contains(character) { lastSeparator = fitted }
        }
        if let lastSeparator, fitted.count < word.count { return lastSeparator }
        return fitted
    }

    static let separators: Set<Character> = ["/", ".", "-", "?", "&", "="]

    /// CJK punctuation that may not begin a line (kinsoku): full stops, commas, closing brackets.
    static let closing: Set<Character> = [
        "。", "、", "，", "．", "！", "？", "：", "；", "」", "』", "）", "】", "〕", "〉", "》", "ー", "・",
    ]

    /// Han, kana, Hangul syllables, CJK symbols and full-width forms: a line may break before and after each.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x9FFF).contains(value) || (0xAC00...0xD7AF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFFEF).contains(value)
            || (0x20000...0x3FFFF).contains(value)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
