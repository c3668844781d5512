/// Children top to bottom, `spacing` apart, each placed across by `alignment` (SwiftUI's `VStack`).
public struct VStack: LayoutElement {
    let alignment: HorizontalAlignment
    let stack: StackLayout

    /// Creates a vertical stack.
    public init(
        alignment: HorizontalAlignment = .center,
        spacing: Double = 0,
        @LayoutBuilder _ children: () -> [any LayoutElement]
    ) {
        self.alignment = alignment
        self.stack = StackLayout(axis: .vertical, spacing: spacing, children: children())
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        stack.size(of: stack.measure(proposal, in: environment))
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        stack.place(in: frame, proposal: proposal, canvas: &canvas) { size, width in
            alignment.offset(size.width, in: width)
        }
    }
}
