/// A child with a layout priority of its own (SwiftUI's `layoutPriority`): in a stack, higher priorities are offered
/// room first, so a price is never cut while a name beside it gives up lines.
public struct Prioritized: LayoutElement {
    let priority: Double
    let child: any LayoutElement

    /// Creates a prioritised child.
    public init(_ priority: Double, _ child: any LayoutElement) {
        self.priority = priority
        self.child = child
    }

    public var layoutPriority: Double { priority }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child.sizeThatFits(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.place(child.measured(proposal, in: canvas.environment), at: frame.origin)
    }
}
