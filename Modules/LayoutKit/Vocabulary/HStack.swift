/// Children leading to trailing, `spacing` apart, each placed down by `alignment` (SwiftUI's `HStack`). Laid out
/// left to right; a right-to-left screen is mirrored as a whole document.
public struct HStack: LayoutElement {
    let alignment: VerticalAlignment
    let stack: StackLayout

    /// Creates a horizontal stack.
    public init(
        alignment: VerticalAlignment = .center,
        spacing: Double = 0,
        @LayoutBuilder _ children: () -> [any LayoutElement]
    ) {
        self.alignment = alignment
        self.stack = StackLayout(axis: .horizontal, spacing: spacing, children: children())
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        stack.size(of: stack.measure(proposal, in: environment))
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        stack.place(in: frame, proposal: proposal, canvas: &canvas) { size, height in
            alignment.offset(size.height, in: height)
        }
    }
}
