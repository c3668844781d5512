/// A leaf that fills the size it is offered with parts drawn for the frame it is given (SwiftUI's `Canvas`): a
/// card's layered background, a gradient band. It draws; it never places other elements.
public struct Drawing: LayoutElement {
    let draw: @Sendable (Rect, Palette) -> [LayoutPart]

    /// Creates a drawing.
    public init(_ draw: @escaping @Sendable (_ frame: Rect, _ palette: Palette) -> [LayoutPart]) {
        self.draw = draw
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        proposal.filling
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        for part in draw(frame, canvas.environment.palette) { canvas.draw(part) }
    }
}
