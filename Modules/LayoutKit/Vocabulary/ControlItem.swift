/// An item a control builds for itself at a place and width (a link, a button of ``ScreenControls``), as an element:
/// measured by building it at the width offered and reading its height, placed by building it again at its place
/// with the same width. One builder does both, so the item drawn is the item measured.
public struct ControlItem: LayoutElement {
    let build: @Sendable (_ origin: Point, _ width: Double) -> LayoutItem

    /// Creates an element of the item `build` makes at an origin for a width.
    public init(_ build: @escaping @Sendable (_ origin: Point, _ width: Double) -> LayoutItem) {
        self.build = build
    }

    func width(_ proposal: ProposedSize) -> Double {
        proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        build(Point(x: 0, y: 0), width(proposal)).frame.size
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.add(build(frame.origin, width(proposal)))
    }
}
