import FeatureTestSupport
import LayoutKit
import Synchronization

/// A leaf for the vocabulary's tests: answers its ideal size clamped to what it is offered (or fixed), and records
/// each placement with what it answered for that proposal, so a test can check the one invariant.
struct ProbeElement: LayoutElement {
    /// Placements seen, across every probe sharing it.
    final class Log: Sendable {
        let placements = Mutex<[(name: String, proposal: ProposedSize, frame: Rect, answered: Size)]>([])
    }

    let name: String
    let ideal: Size
    let fixed: Bool
    let log: Log

    init(_ name: String, width: Double, height: Double, fixed: Bool = false, log: Log) {
        self.name = name
        self.ideal = Size(width: width, height: height)
        self.fixed = fixed
        self.log = log
    }

    func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        guard !fixed else { return ideal }
        return Size(
            width: min(ideal.width, proposal.width ?? ideal.width),
            height: min(ideal.height, proposal.height ?? ideal.height)
        )
    }

    func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let answered = sizeThatFits(proposal, in: canvas.environment)
        log.placements.withLock { $0.append((name, proposal, frame, answered)) }
        canvas.draw(.shape(.init(kind: .roundedRect, frame: frame, fill: name)))
    }
}

extension LayoutEnvironment {
    /// The standard traits, measured without fonts.
    static let test = LayoutEnvironment(traits: .standard, measurer: EstimatedTextMeasurer())
}
