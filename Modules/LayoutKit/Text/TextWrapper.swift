import UnicodeText

/// Greedy line filling over the Unicode Line Breaking Algorithm (UAX #14, ``LineBreaks``): a line ends at the last
/// opportunity that fits (after spaces, between ideographs, after hyphens, never before closing punctuation); a
/// segment wider than a line breaks after a URL separator (`/`, `.`, `-`, `?`, `&`, `=`) that fits, else between
/// characters, with a hyphen when that is inside a word; an ellipsis ends the last allowed line when text remains. Runs of spaces, tabs and line ends are one
/// space, as the apps' single-paragraph texts show them. Linear in the text's length: each line costs what its own
/// characters cost, and no step copies the rest of the text.
enum TextWrapper {
    static let ellipsis = "…"

    static func wrap(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        let normalized = normalizedWhitespace(text)
        guard !normalized.isEmpty else { return [] }
        // A short text that fits is one line, whatever its break opportunities: most labels and titles end here.
        if normalized.utf8.count <= shortText, measure(normalized) <= width { return [normalized] }
        let segments = segments(ofNormalized: normalized)
        guard !segments.isEmpty else { return [] }
        var lines: [String] = []
        // The current line as written, trailing spaces included (they hang past the edge and are not measured).
        var current = ""
        var index = 0
        while index < segments.count {
            // Past the last line allowed, only whether text remains matters.
            if maxLines > 0, lines.count > maxLines { break }
            let segment = segments[index]
            if current.isEmpty {
                let characters = Array(segment.trimmingTrailingSpaces())
                var start = 0
                while start < characters.count {
                    if maxLines > 0, lines.count > maxLines { break }
                    // Measured only up to the line's width, so a very long segment costs a line's worth per line.
                    var end = longestFit(characters, from: start, width: width, measure: measure)
                    if end == characters.count {
                        current = String(characters[start...]) + segment.trailingSpaces()
                    } else if let hyphenated = hyphenated(characters, from: start, to: end, width: width, measure) {
                        lines.append(hyphenated.line)
                        end = hyphenated.end
                    } else {
                        lines.append(String(characters[start..<end]))
                    }
                    start = end
                }
                index += 1
                continue
            }
            if measure(current + segment.trimmingTrailingSpaces()) <= width {
                current += segment
                index += 1
            } else {
                lines.append(current.trimmingTrailingSpaces())
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current.trimmingTrailingSpaces()) }
        guard maxLines > 0, lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        var last = kept[maxLines - 1]
        while !last.isEmpty, measure(last + ellipsis) > width { last.removeLast() }
        kept[maxLines - 1] = last.trimmingTrailingSpaces() + ellipsis
        return kept
    }

    /// The text between line-break opportunities, each with the spaces that follow it. Whitespace runs become one
    /// space first (a no-break space stays: it is not a place to break).
    static func segments(of text: String) -> [Substring] {
        segments(ofNormalized: normalizedWhitespace(text))
    }

    /// Texts up to this many bytes are measured whole first: if they fit, they are one line.
    static let shortText = 512

    /// Runs of spaces, tabs and line ends as one space, none at the ends (a no-break space stays).
    static func normalizedWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }

    static func segments(ofNormalized normalized: String) -> [Substring] {
        guard !normalized.isEmpty else { return [] }
        let scalars = Array(normalized.unicodeScalars)
        // ICU fails only when it cannot allocate; the whole text is then one segment, broken where it is too wide.
        guard let opportunities = try? LineBreaks.opportunities(in: scalars) else { return [Substring(normalized)] }
        var segments: [Substring] = []
        segments.reserveCapacity(opportunities.count)
        var start = normalized.unicodeScalars.startIndex
        var position = 0
        for opportunity in opportunities {
            let end = normalized.unicodeScalars.index(start, offsetBy: opportunity.offset - position)
            // A break inside a grapheme cluster (never in UAX #14's own rules) would split a character: skip it.
            guard end == normalized.endIndex || end.samePosition(in: normalized) != nil else { continue }
            segments.append(normalized[start..<end])
            start = end
            position = opportunity.offset
        }
        return segments
    }

    /// The end of the longest run of `characters` from `start` that fits (all of them when they fit): through the
    /// last URL separator that fits when they do not, else as many characters as fit, at least one.
    static func longestFit(_ characters: [Character], from start: Int, width: Double, measure: (String) -> Double)
        -> Int
    {
        var fitted = ""
        var end = start
        var lastSeparator: Int?
        while end < characters.count {
            let character = characters[end]
            if end > start, measure(fitted + String(character)) > width { break }
            fitted.append(character)
            end += 1
            if separators.contains(character) { lastSeparator = end }
        }
        if let lastSeparator, end < characters.count { return lastSeparator }
        return end
    }

    static let separators: Set<Character> = ["/", ".", "-", "?", "&", "="]

    /// A word longer than its line, broken between two letters at `end`, ends its line in a hyphen (as iOS
    /// hyphenates a word too long for its line): the characters before the break that fit with the hyphen, and where
    /// the next line starts. Nil where the break is not inside a word of a script that takes a hyphen
    /// (``TextMetrics/takesHyphen(_:)``), or where not even one letter fits beside the hyphen.
    static func hyphenated(
        _ characters: [Character],
        from start: Int,
        to end: Int,
        width: Double,
        _ measure: (String) -> Double
    ) -> (line: String, end: Int)? {
        guard end > start, end < characters.count, TextMetrics.takesHyphen(characters[end - 1]),
            TextMetrics.takesHyphen(characters[end])
        else { return nil }
        var cut = end
        while cut - start > 1 {
            let line = String(characters[start..<cut]) + "-"
            if measure(line) <= width { return (line, cut) }
            cut -= 1
        }
        return nil
    }
}

extension StringProtocol {
    fileprivate func trimmingTrailingSpaces() -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }

    fileprivate func trailingSpaces() -> String {
        String(repeating: " ", count: reversed().prefix { $0 == " " }.count)
    }
}
