import Foundation
public import LayoutKit

extension Controls {
    /// A label centred vertically in `frame`: one line, or as many as fit its height (controls that grow with
    /// their text wrap their titles rather than cut them).
    func label(
        _ string: String,
        in frame: Rect,
        style: TextStyle,
        weight: FontWeight = .regular,
        color: String,
        alignment: TextAlignment = .center,
        maxLines limit: Int? = nil,
        role: TextRole = .primary,
        size fixedSize: Double? = nil
    ) -> LayoutPart {
        let size = fixedSize ?? traits.size(style)
        let fitting = limit ?? max(1, Int((frame.height + 0.01) / measurer.lineHeight(fontSize: size)))
        // As many lines as the title needs, up to those that fit: a one-line title stays a one-line run.
        let needed = measurer.lines(
            for: string,
            width: max(1, frame.width - 16),
            fontSize: size,
            weight: weight,
            maxLines: 0
        ).count
        let maxLines = max(1, min(fitting, needed))
        var run = text(
            string,
            x: frame.x + 8,
            y: frame.midY,
            width: max(1, frame.width - 16),
            style: style,
            size: size,
            role: role,
            weight: weight,
            color: color,
            alignment: alignment,
            maxLines: maxLines
        )
        run.frame.y = frame.midY - run.frame.height / 2
        return .text(run)
    }

    /// The height of a control holding `string` in `style` wrapped to `width` (its label's inner width): 44 points,
    /// or its lines and 8 points above and below when they need more.
    public func controlHeight(for string: String, style: TextStyle, weight: FontWeight = .regular, width: Double)
        -> Double
    {
        let size = traits.size(style)
        let lines = measurer.lines(for: string, width: max(1, width), fontSize: size, weight: weight, maxLines: 0)
        return max(Self.minimumTapSize, Double(max(1, lines.count)) * measurer.lineHeight(fontSize: size) + 16)
    }

    /// How a segmented control's segments are arranged: side by side when every title fits its share of the width
    /// on one line, else in as many columns as the widest title allows (down to one), rows as tall as they need.
    func segmentGrid(_ options: [ScreenChrome.Option], width: Double) -> (columns: Int, rows: Int, rowHeight: Double) {
        let count = max(1, options.count)
        let size = traits.size(.subheadline)
        // Bold, as the selected title is drawn, plus the label's 8-point insets.
        let widest = options.map { measurer.width(of: $0.title, fontSize: size, weight: .bold) + 16 }.max() ?? 0
        var columns = count
        while columns > 1, widest > width / Double(columns) { columns -= 1 }
        let rows = (count + columns - 1) / columns
        let segmentWidth = width / Double(columns)
        let rowHeight =
            options.map {
                controlHeight(for: $0.title, style: .subheadline, weight: .bold, width: segmentWidth - 16)
            }.max() ?? Self.minimumTapSize
        return (columns, rows, rowHeight)
    }

    /// How many lines `string` takes in `style` at `width` before a line would end inside a word: all of them when
    /// every break falls between words, else those before the first broken one (at least 1). A word wider than the
    /// line is broken by the wrapper; a search field ends there in an ellipsis instead ("Search repositorie" /
    /// "s" at AX5 on an iPhone SE).
    public func wholeWordLines(_ string: String, style: TextStyle, weight: FontWeight = .regular, width: Double) -> Int
    {
        let lines = measurer.lines(
            for: string,
            width: max(1, width),
            fontSize: traits.size(style),
            weight: weight,
            maxLines: 0
        )
        var rest = Substring(string)
        for (index, line) in lines.enumerated().dropLast() {
            let shown = line.trimmingCharacters(in: .whitespaces)
            guard let range = rest.range(of: shown) else { return max(1, lines.count) }
            rest = rest[range.upperBound...]
            let betweenWords = shown.hasSuffix("-") || rest.first.map { $0.isWhitespace } ?? true
            if !betweenWords { return max(1, index) }
        }
        return max(1, lines.count)
    }
}
