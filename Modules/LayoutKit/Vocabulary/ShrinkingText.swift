/// A leaf of text that shrinks to fit (SwiftUI's `minimumScaleFactor`): set from its style's size (at most
/// `maximumSize`) down by half points to `minimumSize`, wrapped to the width offered, until its lines fit the first
/// of `rooms` (heights); a text that does not fit one room even at its minimum tries the next from its style's size
/// again, and in the last room it is cut at the minimum. It answers the width offered and its lines' height.
public struct ShrinkingText: LayoutElement {
    let string: String
    let style: TextStyle
    let weight: FontWeight
    let color: PaletteColor
    let alignment: TextAlignment
    let minimumSize: Double
    let maximumSize: Double
    let rooms: [Double]

    /// Creates a shrinking text.
    public init(
        _ string: String,
        style: TextStyle,
        weight: FontWeight = .regular,
        color: PaletteColor = \.label,
        alignment: TextAlignment = .leading,
        minimumSize: Double,
        maximumSize: Double = .infinity,
        rooms: [Double]
    ) {
        self.string = string
        self.style = style
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.rooms = rooms.isEmpty ? [.infinity] : rooms
    }

    /// The size and lines it is set in at `width`.
    public func fit(width: Double, in environment: LayoutEnvironment) -> (size: Double, lines: [String]) {
        let measurer = environment.measurer
        let start = max(minimumSize, min(maximumSize, environment.fontSize(style)))
        var room = 0
        var size = start
        while true {
            let fitting = max(1, Int(rooms[room] / measurer.lineHeight(fontSize: size)))
            let lines = measurer.lines(for: string, width: width, fontSize: size, weight: weight, maxLines: 0)
            if lines.count <= fitting { return (size, lines) }
            if size <= minimumSize, room + 1 < rooms.count {
                room += 1
                size = start
            } else if size <= minimumSize {
                return (
                    size, measurer.lines(for: string, width: width, fontSize: size, weight: weight, maxLines: fitting)
                )
            } else {
                size = max(minimumSize, size - 0.5)
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        let fitted = fit(width: width, in: environment)
        let height = Double(fitted.lines.count) * environment.measurer.lineHeight(fontSize: fitted.size)
        let answered =
            width.isFinite
            ? width
            : fitted.lines.map { environment.measurer.width(of: $0, fontSize: fitted.size, weight: weight) }.max() ?? 0
        return Size(width: answered, height: height)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let environment = canvas.environment
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        let fitted = fit(width: width, in: environment)
        canvas.draw(
            .text(
                .init(
                    text: string,
                    frame: frame,
                    fontSize: fitted.size,
                    style: style,
                    weight: weight,
                    color: environment.palette[keyPath: color],
                    alignment: alignment,
                    maxLines: fitted.lines.count,
                    lines: fitted.lines,
                    measurer: environment.measurer
                )
            )
        )
    }
}
