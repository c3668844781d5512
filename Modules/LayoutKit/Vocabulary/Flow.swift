/// Children in rows that wrap at the width offered (badges, chips), `spacing` apart along a row and `lineSpacing`
/// between rows, each row placed by `alignment` and its children centred down it. Each child is offered its ideal
/// size, or the whole width when its ideal is wider.
public struct Flow: LayoutElement {
    let alignment: HorizontalAlignment
    let spacing: Double
    let lineSpacing: Double
    let children: [any LayoutElement]

    /// Creates a wrapping flow.
    public init(
        alignment: HorizontalAlignment = .leading,
        spacing: Double = 8,
        lineSpacing: Double = 8,
        @LayoutBuilder _ children: () -> [any LayoutElement]
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        self.children = children()
    }

    /// The children measured and broken into rows for a width (infinity: one row).
    func rows(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> [[Measured]] {
        let width = proposal.width ?? .infinity
        var rows: [[Measured]] = []
        var current: [Measured] = []
        var used = 0.0
        for child in children {
            var measured = child.measured(.unspecified, in: environment)
            if measured.size.width > width {
                measured = child.measured(ProposedSize(width: width, height: nil), in: environment)
            }
            let needed = current.isEmpty ? measured.size.width : used + spacing + measured.size.width
            if !current.isEmpty, needed > width + 0.001 {
                rows.append(current)
                current = [measured]
                used = measured.size.width
            } else {
                current.append(measured)
                used = needed
            }
        }
        if !current.isEmpty { rows.append(current) }
        return rows
    }

    func rowSize(_ row: [Measured]) -> Size {
        Size(
            width: row.map(\.size.width).reduce(0, +) + spacing * Double(max(0, row.count - 1)),
            height: row.map(\.size.height).max() ?? 0
        )
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let sizes = rows(proposal, in: environment).map(rowSize)
        let widest = sizes.map(\.width).max() ?? 0
        return Size(
            width: proposal.width.flatMap { $0.isFinite ? max($0, widest) : nil } ?? widest,
            height: sizes.map(\.height).reduce(0, +) + lineSpacing * Double(max(0, sizes.count - 1))
        )
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        var y = frame.y
        for row in rows(proposal, in: canvas.environment) {
            let size = rowSize(row)
            var x = frame.x + alignment.offset(size.width, in: frame.width)
            for child in row {
                canvas.place(child, at: Point(x: x, y: y + (size.height - child.size.height) / 2))
                x += child.size.width + spacing
            }
            y += size.height + lineSpacing
        }
    }
}
