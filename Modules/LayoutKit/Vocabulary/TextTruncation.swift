/// Where a text too long for its lines is cut (SwiftUI's `Text.TruncationMode`): at its end, or in the middle of
/// its last line so that its end still shows. Two names that differ only at their ends ("Blue Diamond Almond …
/// 6oz", "Blue Diamond Artisan … 4.24oz") read alike cut at their ends ("Blue / Diamo…") and apart in the middle
/// ("Blue / Dia…6oz", "Blue / …4.24oz").
public enum TextTruncation: Sendable, Equatable {
    /// "Blue / Diamo…".
    case tail
    /// "Blue / Dia…6oz".
    case middle

    /// The share of the last line a middle cut keeps for the end of a last word too long for the line.
    static let endShare = 0.5

    /// `lines` as the measurer cut them at their end, cut in the middle instead when they were cut: the last line
    /// keeps as much of its start as leaves room for an ellipsis and the text's end (its last word when it fits the
    /// line beside the ellipsis, else as many of its last characters as ``endShare`` of the line holds).
    func cut(
        _ lines: [String],
        of text: String,
        width: Double,
        fontSize: Double,
        weight: FontWeight,
        _ measurer: any TextMeasuring
    ) -> [String] {
        guard self == .middle, let last = lines.last, last.hasSuffix(TextMetrics.ellipsis), width.isFinite else {
            return lines
        }
        func fits(_ string: String, _ room: Double) -> Bool {
            measurer.width(of: string, fontSize: fontSize, weight: weight) <= room
        }
        // The last word whole where it fits the line beside the ellipsis ("4oz" cut from "4.24oz" would tell a
        // wrong size); a word longer than that gives its last characters, up to ``endShare`` of the line.
        let words = text.split(whereSeparator: \.isWhitespace)
        var end = words.last.map(String.init) ?? ""
        if !fits(TextMetrics.ellipsis + end, width) {
            end = ""
            for character in text.reversed() {
                guard fits(String(character) + end, width * Self.endShare) else { break }
                end = String(character) + end
            }
        }
        var start = Substring(last.dropLast(TextMetrics.ellipsis.count))
        while !start.isEmpty, !fits(String(start) + TextMetrics.ellipsis + end, width) { start = start.dropLast() }
        var cut = lines
        cut[cut.count - 1] = String(start) + TextMetrics.ellipsis + end
        return cut
    }
}
