import Foundation
public import LayoutKit

extension ScreenCheck {
    /// Breaks inside a word in `run`: one that fits the run's width at its size ("Trendi|ng" where "Trending"
    /// fits), and one in a word longer than its line drawn without a hyphen where its script takes one
    /// (``TextMetrics/takesHyphen(_:)``). Breaks at spaces, after a hyphen or a
    /// URL separator of the text, and between characters of scripts written without spaces are not inside a word.
    public static func wordBreaks(in run: LayoutPart.TextRun, item: LayoutItem, measurer: any TextMeasuring)
        -> [ScreenViolation]
    {
        guard run.lines.count > 1 else { return [] }
        // The text as the wrapper broke it: a no-break space stays, so each line is found in it.
        let text = Array(TextMetrics.collapsingWhitespace(run.text))
        var position = 0
        var problems: [ScreenViolation] = []
        for (index, line) in run.lines.enumerated().dropLast() {
            var shown = Array(line.trimmingCharacters(in: .whitespaces))
            guard !shown.isEmpty, shown.last != Character(TextMetrics.ellipsis) else { return problems }
            // A hyphen the wrapper added is not in the text; one the text has is.
            var addedHyphen = false
            if shown.last == "-" || shown.last == "\u{2010}" {
                let end = position + shown.count
                if end > text.count || text[end - 1] != shown.last {
                    addedHyphen = true
                    shown.removeLast()
                }
            }
            // Find the line in the text from where the last one ended (the words between are whole).
            guard let start = find(shown, in: text, from: position) else { return problems }
            position = start + shown.count
            guard position < text.count, let last = shown.last, TextMetrics.isSpacedLetter(last),
                TextMetrics.isSpacedLetter(text[position])
            else {
                while position < text.count, text[position] == " " { position += 1 }
                continue
            }
            var head = position
            while head < text.count, TextMetrics.isSpacedLetter(text[head]) { head += 1 }
            var tail = position
            while tail > 0, TextMetrics.isSpacedLetter(text[tail - 1]) { tail -= 1 }
            let word = String(text[tail..<head])
            let fits = measurer.width(of: word, fontSize: run.fontSize, weight: run.weight) <= run.frame.width + 0.5
            // A word too long for its line breaks with a hyphen where its script takes one, and without elsewhere.
            guard fits || (!addedHyphen && TextMetrics.takesHyphen(last)) else { continue }
            problems.append(
                .init(
                    .wordBrokenInside,
                    item: item.id,
                    "\(item.id): \"\(word)\" broken after line \(index + 1) (\"\(String(shown.suffix(12)))|\")"
                        + (fits ? " though it fits the line at \(run.fontSize) pt" : " without a hyphen")
                )
            )
        }
        return problems
    }

    private static func find(_ line: [Character], in text: [Character], from position: Int) -> Int? {
        guard !line.isEmpty, line.count <= text.count else { return nil }
        var start = position
        while start + line.count <= text.count {
            if text[start] == line[0], Array(text[start..<(start + line.count)]) == line { return start }
            start += 1
        }
        return nil
    }
}
