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
        choice(for: proposal, in: environment).map { children[$0] }
    }

    /// The position of the child it draws for `proposal` (nil when it has none): a grid that sets every cell in one
    /// type size asks each cell how far down its choices it had to go.
    public func choice(for proposal: ProposedSize, in environment: LayoutEnvironment) -> Int? {
        let probe = ProposedSize(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height
        )
        for (index, child) in children.dropLast().enumerated() {
            let ideal = child.sizeThatFits(probe, in: environment)
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.001
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.001
            if fitsWidth, fitsHeight { return index }
        }
        return children.isEmpty ? nil : children.count - 1
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
