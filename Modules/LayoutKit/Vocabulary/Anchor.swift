/// A child whose placed frame is recorded under `name` (SwiftUI's anchor preferences): where a section's header
/// went, for the document's `headerFrame`, without predicting it.
public struct Anchor: LayoutElement {
    let name: String
    let child: any LayoutElement

    /// Creates an anchor.
    public init(_ name: String, _ child: any LayoutElement) {
        self.name = name
        self.child = child
    }

    public var layoutPriority: Double { child.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child.sizeThatFits(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.mark(name, at: frame)
        canvas.place(child.measured(proposal, in: canvas.environment), at: frame.origin)
    }
}
