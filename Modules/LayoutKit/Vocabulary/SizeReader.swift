/// Content made for the whole size it is offered (SwiftUI's `GeometryReader`), filling it: a background whose
/// band is the card's height less its foot. Measured and placed with the same size, so it makes the same content.
public struct SizeReader: LayoutElement {
    let content: @Sendable (Size) -> any LayoutElement

    /// Creates content for the offered size (zero where nothing is offered).
    public init(_ content: @escaping @Sendable (_ size: Size) -> any LayoutElement) {
        self.content = content
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        proposal.filling
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let child = content(frame.size).measured(ProposedSize(frame.size), in: canvas.environment)
        canvas.place(child, at: frame.origin)
    }
}
