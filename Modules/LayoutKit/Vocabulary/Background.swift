/// A child with another element behind it or in front of it, offered the child's size (SwiftUI's `background` and
/// `overlay`): the decoration never changes the child's size.
public struct Background: LayoutElement {
    /// Behind the child or in front of it.
    public enum Layer: Sendable {
        case behind
        case inFront
    }

    let layer: Layer
    let alignment: Alignment
    let child: any LayoutElement
    let decoration: any LayoutElement

    /// Creates a decorated child.
    public init(
        _ layer: Layer,
        alignment: Alignment = .center,
        _ child: any LayoutElement,
        _ decoration: any LayoutElement
    ) {
        self.layer = layer
        self.alignment = alignment
        self.child = child
        self.decoration = decoration
    }

    public var layoutPriority: Double { child.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child.sizeThatFits(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let content = child.measured(proposal, in: canvas.environment)
        let behind = decoration.measured(ProposedSize(frame.size), in: canvas.environment)
        if layer == .behind { canvas.place(behind, at: alignment.origin(of: behind.size, in: frame)) }
        canvas.place(content, at: frame.origin)
        if layer == .inFront { canvas.place(behind, at: alignment.origin(of: behind.size, in: frame)) }
    }
}
