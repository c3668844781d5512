/// Greedy line breaking at spaces, with words longer than a line broken by character, and an ellipsis on the last
/// allowed line when text remains.
enum TextWrapper {
    static let ellipsis = "…"

    static func wrap(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        var index = 0
        var pending = words
        while index < pending.count {
            let word = pending[index]
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                index += 1
                continue
            }
            if current.isEmpty {
                // A word wider than the line: as many characters as fit, the rest stays pending.
                var fitted = ""
                for character in word {
                    if measure(fitted + String(character)) > width, !fitted.isEmpty { break }
                    fitted.append(character)
                }
                lines.append(fitted)
                pending[index] = String(word.dropFirst(fitted.count))
                if pending[index].isEmpty { index += 1 }
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
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
