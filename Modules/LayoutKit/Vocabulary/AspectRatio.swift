/// A child offered the largest size of `ratio` (width over height) that fits what is offered, and answering it
/// (SwiftUI's `aspectRatio(_:contentMode: .fit)`). With nothing offered, a square of the child's ideal width.
public struct AspectRatio: LayoutElement {
    let ratio: Double
    let child: any LayoutElement

    /// Creates an aspect-ratio frame.
    public init(_ ratio: Double, _ child: any LayoutElement) {
        self.ratio = max(ratio, .leastNonzeroMagnitude)
        self.child = child
    }

    func fitted(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        switch (proposal.width.flatMap { $0.isFinite ? $0 : nil }, proposal.height.flatMap { $0.isFinite ? $0 : nil }) {
        case (let width?, let height?):
            return width / height > ratio
                ? Size(width: height * ratio, height: height) : Size(width: width, height: width / ratio)
        case (let width?, nil): return Size(width: width, height: width / ratio)
        case (nil, let height?): return Size(width: height * ratio, height: height)
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified, in: environment).width
            return Size(width: ideal, height: ideal / ratio)
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        fitted(proposal, in: environment)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let measured = child.measured(ProposedSize(frame.size), in: canvas.environment)
        canvas.place(measured, at: Alignment.center.origin(of: measured.size, in: frame))
    }
}
