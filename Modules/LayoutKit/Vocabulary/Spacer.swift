/// Room that grows along its stack's axis: as long as it is offered, at least `minLength` (SwiftUI's `Spacer`);
/// zero across. Outside a stack, as large as offered in both dimensions.
public struct Spacer: LayoutElement {
    let minLength: Double

    /// Creates a spacer.
    public init(minLength: Double = 0) {
        self.minLength = minLength
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        func length(_ offered: Double?) -> Double {
            guard let offered, offered.isFinite else { return minLength }
            return max(minLength, offered)
        }
        return Size(width: length(proposal.width), height: length(proposal.height))
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {}
}
