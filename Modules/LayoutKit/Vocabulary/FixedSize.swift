/// A child offered no limit along the chosen axes, so it answers its ideal length there whatever it is offered
/// (SwiftUI's `fixedSize(horizontal:vertical:)`): a card's content keeps its own lines when the card is stretched to
/// its grid row, and a frame around it takes the rest.
public struct FixedSize: LayoutElement {
    let horizontal: Bool
    let vertical: Bool
    let child: any LayoutElement

    /// Creates a child fixed at its ideal length along `horizontal`, `vertical` or both.
    public init(horizontal: Bool, vertical: Bool, _ child: any LayoutElement) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.child = child
    }

    public var layoutPriority: Double { child.layoutPriority }

    /// What the child is offered: nothing along a fixed axis, the proposal along the other.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child.sizeThatFits(childProposal(proposal), in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.place(child.measured(childProposal(proposal), in: canvas.environment), at: frame.origin)
    }
}

extension LayoutElement {
    /// At its ideal length along the axes chosen, whatever it is offered there.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSize {
        FixedSize(horizontal: horizontal, vertical: vertical, self)
    }
}
