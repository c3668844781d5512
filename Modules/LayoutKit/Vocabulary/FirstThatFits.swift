/// The first child whose ideal size along `axes` fits what is offered, else the last (SwiftUI's `ViewThatFits`):
/// a row of label and value at small text sizes, the same pieces in a column at large ones, from one declaration.
public struct FirstThatFits: LayoutElement {
    let axes: Set<StackAxis>
    let children: [any LayoutElement]

    /// Creates a choice among `children`, tested along `axes` (both by default).
    public init(
        in axes: Set<StackAxis> = [.horizontal, .vertical],
        @LayoutBuilder _ children: () -> [any LayoutElement]
    ) {
        self.axes = axes
        self.children = children()
    }

    /// The child chosen for `proposal`.
    func chosen(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> (any LayoutElement)? {
        let probe = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        for child in children.dropLast() {
            let ideal = child.sizeThatFits(probe, in: environment)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.001
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.001
            if fitsWidth, fitsHeight { return child }
        }
        return children.last
    }

    public var layoutPriority: Double { children.map(\.layoutPriority).max() ?? 0 }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        chosen(proposal, in: environment)?.sizeThatFits(proposal, in: environment) ?? .zero
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        guard let child = chosen(proposal, in: canvas.environment) else { return }
        canvas.place(child.measured(proposal, in: canvas.environment), at: frame.origin)
    }
}
