/// A child inset by `insets` (negative insets let it reach outside, as a ring around a picture does): offered the
/// proposal less the insets, answering its size plus them (SwiftUI's `padding`).
public struct Padding: LayoutElement {
    let insets: EdgeInsets
    let child: any LayoutElement

    /// Creates padding around `child`.
    public init(_ insets: EdgeInsets, _ child: any LayoutElement) {
        self.insets = insets
        self.child = child
    }

    public var layoutPriority: Double { child.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let inner = child.sizeThatFits(proposal.inset(by: insets), in: environment)
        return Size(
            width: inner.width + insets.left + insets.right,
            height: inner.height + insets.top + insets.bottom
        )
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let inner = child.measured(proposal.inset(by: insets), in: canvas.environment)
        canvas.place(inner, at: Point(x: frame.x + insets.left, y: frame.y + insets.top))
    }
}
