/// A child in a frame of its own (SwiftUI's `frame`): a fixed `width` or `height` is the frame's whatever the child
/// answers, a `maxWidth` or `maxHeight` of infinity takes all that is offered, a `minHeight` is the least it
/// answers; otherwise the frame is the child's size. The child is offered the frame's size and placed in it by
/// `alignment`.
public struct Frame: LayoutElement {
    let width: Double?
    let height: Double?
    let maxWidth: Double?
    let maxHeight: Double?
    let minHeight: Double
    let alignment: Alignment
    let child: any LayoutElement

    /// Creates a frame around `child`.
    public init(
        width: Double? = nil,
        height: Double? = nil,
        maxWidth: Double? = nil,
        maxHeight: Double? = nil,
        minHeight: Double = 0,
        alignment: Alignment = .center,
        _ child: any LayoutElement
    ) {
        self.minHeight = minHeight
        self.width = width
        self.height = height
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.alignment = alignment
        self.child = child
    }

    public var layoutPriority: Double { child.layoutPriority }

    /// What the child is offered.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func dimension(_ fixed: Double?, _ maximum: Double?, _ offered: Double?) -> Double? {
            if let fixed { return fixed }
            guard let offered else { return nil }
            return maximum.map { min($0, offered) } ?? offered
        }
        return ProposedSize(
            width: dimension(width, maxWidth, proposal.width),
            height: dimension(height, maxHeight, proposal.height)
        )
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        // A frame fixed both ways is its size whatever the child answers: a stack probing it measures nothing.
        if let width, let height { return Size(width: width, height: height) }
        return frameSize(proposal, child: child.sizeThatFits(childProposal(proposal), in: environment))
    }

    func frameSize(_ proposal: ProposedSize, child: Size) -> Size {
        func dimension(_ fixed: Double?, _ maximum: Double?, _ offered: Double?, _ answered: Double) -> Double {
            if let fixed { return fixed }
            if let maximum, let offered, offered.isFinite { return max(answered, min(maximum, offered)) }
            return answered
        }
        return Size(
            width: dimension(width, maxWidth, proposal.width, child.width),
            height: max(minHeight, dimension(height, maxHeight, proposal.height, child.height))
        )
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let measured = child.measured(childProposal(proposal), in: canvas.environment)
        canvas.place(measured, at: alignment.origin(of: measured.size, in: frame))
    }
}
