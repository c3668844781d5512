/// A leaf of text set in the screen's text size for its `style` (SwiftUI's `Text`): wrapped to the width it is
/// offered, on at most `lineLimit` lines (nil: as many as it needs; fewer when the height offered holds fewer), the
/// last one ending in an ellipsis when cut. It answers the width offered (the run's frame spans it, so alignment
/// within it is the run's) and the height of its lines; offered no width, its longest line. With `reservesSpace`
/// it answers `lineLimit` lines whatever it holds and draws its lines placed in them by `verticalAlignment`.
public struct Text: LayoutElement {
    let string: String
    let style: TextStyle
    let weight: FontWeight
    let color: PaletteColor
    let alignment: TextAlignment
    let lineLimit: Int?
    let reservesSpace: Bool
    let verticalAlignment: VerticalAlignment
    let role: TextRole
    let strikethrough: Bool
    let fixedSize: Double?
    var truncation = TextTruncation.tail

    /// Creates a text. `fontSize`, when given, is its point size whatever the screen's text size (SwiftUI's
    /// `.font(.system(size:))`): for a grid set in one type ramp that its tightest tile chose.
    public init(
        _ string: String,
        style: TextStyle,
        weight: FontWeight = .regular,
        color: PaletteColor = \.label,
        alignment: TextAlignment = .leading,
        lineLimit: Int? = 1,
        reservesSpace: Bool = false,
        verticalAlignment: VerticalAlignment = .top,
        role: TextRole = .primary,
        strikethrough: Bool = false,
        fontSize: Double? = nil
    ) {
        self.string = string
        self.style = style
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.reservesSpace = reservesSpace
        self.verticalAlignment = verticalAlignment
        self.role = role
        self.strikethrough = strikethrough
        self.fixedSize = fontSize
    }

    /// Its point size in `environment`.
    func size(in environment: LayoutEnvironment) -> Double {
        fixedSize ?? environment.fontSize(style)
    }

    /// The most lines `proposal` lets it take, 0 for no limit (the measurer's convention).
    func maxLines(_ proposal: ProposedSize, lineHeight: Double) -> Int {
        let limit = lineLimit ?? 0
        guard let height = proposal.height, height.isFinite, !reservesSpace else { return limit }
        let fitting = max(1, Int((height + 0.001) / lineHeight))
        return limit == 0 ? fitting : min(limit, fitting)
    }

    /// The lines it shows for `proposal`.
    func lines(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> [String] {
        let size = size(in: environment)
        let lineHeight = environment.measurer.lineHeight(fontSize: size)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        let lines = environment.measurer.lines(
            for: string,
            width: width,
            fontSize: size,
            weight: weight,
            maxLines: maxLines(proposal, lineHeight: lineHeight)
        )
        guard truncation == .middle else { return lines }
        return truncation.cut(lines, of: string, width: width, fontSize: size, weight: weight, environment.measurer)
    }

    /// The same text, cut where `mode` says when it does not fit (SwiftUI's `truncationMode`).
    public func truncationMode(_ mode: TextTruncation) -> Text {
        var text = self
        text.truncation = mode
        return text
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let size = size(in: environment)
        let lineHeight = environment.measurer.lineHeight(fontSize: size)
        if reservesSpace, let limit = lineLimit, let width = proposal.width, width.isFinite {
            return Size(width: width, height: Double(limit) * lineHeight)
        }
        if proposal.width == 0 { return Size(width: 0, height: lineHeight) }
        let shown = lines(proposal, in: environment)
        let height = Double(reservesSpace ? max(lineLimit ?? 0, shown.count) : shown.count) * lineHeight
        if let width = proposal.width, width.isFinite { return Size(width: width, height: height) }
        let widest = shown.map { environment.measurer.width(of: $0, fontSize: size, weight: weight) }.max() ?? 0
        return Size(width: widest.rounded(.up), height: height)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let environment = canvas.environment
        let size = size(in: environment)
        let shown = lines(proposal, in: environment)
        let used = Double(shown.count) * environment.measurer.lineHeight(fontSize: size)
        let run = Rect(
            x: frame.x,
            y: frame.y + (reservesSpace ? verticalAlignment.offset(used, in: frame.height) : 0),
            width: frame.width,
            height: used
        )
        canvas.draw(
            .text(
                .init(
                    text: string,
                    frame: run,
                    fontSize: size,
                    style: style,
                    role: role,
                    weight: weight,
                    color: environment.palette[keyPath: color],
                    alignment: alignment,
                    maxLines: lineLimit ?? 0,
                    lines: shown,
                    strikethrough: strikethrough,
                    measurer: environment.measurer
                )
            )
        )
    }
}

/// A colour of the screen's palette, resolved in the environment's appearance.
public typealias PaletteColor = any KeyPath<Palette, String> & Sendable
