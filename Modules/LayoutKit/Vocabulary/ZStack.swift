/// Children over one another, back to front, each offered the same proposal and placed by `alignment` in the
/// largest's size (SwiftUI's `ZStack`).
public struct ZStack: LayoutElement {
    let alignment: Alignment
    let children: [any LayoutElement]

    /// Creates an overlapping stack.
    public init(alignment: Alignment = .center, @LayoutBuilder _ children: () -> [any LayoutElement]) {
        self.alignment = alignment
        self.children = children()
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let sizes = children.map { $0.sizeThatFits(proposal, in: environment) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        for child in children {
            let measured = child.measured(proposal, in: canvas.environment)
            canvas.place(measured, at: alignment.origin(of: measured.size, in: frame))
        }
    }
}
