/// Content made for the width it is offered (SwiftUI's `GeometryReader`, for width only): a tile whose picture is
/// half the column's width. Measured and placed with the same width, so the content it makes is the same both times.
public struct WidthReader: LayoutElement {
    let content: @Sendable (Double) -> any LayoutElement

    /// Creates content for the offered width (zero when none is offered).
    public init(_ content: @escaping @Sendable (_ width: Double) -> any LayoutElement) {
        self.content = content
    }

    func child(_ proposal: ProposedSize) -> any LayoutElement {
        content(proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child(proposal).sizeThatFits(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.place(child(proposal).measured(proposal, in: canvas.environment), at: frame.origin)
    }
}
