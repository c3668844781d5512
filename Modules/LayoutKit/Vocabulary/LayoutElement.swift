/// A piece of a screen that measures and places itself with the same code, shaped after SwiftUI's `Layout`: its
/// parent proposes a size (``sizeThatFits(_:in:)``), it answers the size it needs, and the parent places it, at that
/// size, through ``LayoutCanvas/place(_:at:)`` (``place(in:proposal:canvas:)``). What is measured is what is drawn.
///
/// The vocabulary's containers (``VStack``, ``HStack``, ``ZStack``, ``Flow``, ``FirstThatFits``, ``Padding``,
/// ``Frame``, …) and leaves (``Text``, ``Picture``, ``Fill``, ``Drawing``) are the only conformances: features
/// compose them and define no containers of their own.
public protocol LayoutElement: Sendable {
    /// The size this element needs when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size

    /// Draws this element into `frame`, whose size is what ``sizeThatFits(_:in:)`` answered for `proposal`.
    func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas)

    /// Which children of a stack get room first: higher first, as SwiftUI's `layoutPriority`. A text that must never
    /// be cut takes a higher priority than the one that gives up its lines first.
    var layoutPriority: Double { get }
}

extension LayoutElement {
    /// Zero, as in SwiftUI.
    public var layoutPriority: Double { 0 }

    /// This element measured for `proposal`: the only way to get a value ``LayoutCanvas/place(_:at:)`` places, so a
    /// container cannot place a child at a size the child did not answer.
    public func measured(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Measured {
        Measured(element: self, proposal: proposal, size: sizeThatFits(proposal, in: environment))
    }
}

/// An element with the size it answered for a proposal.
public struct Measured: Sendable {
    /// The element.
    public let element: any LayoutElement
    /// What it was offered.
    public let proposal: ProposedSize
    /// What it answered.
    public let size: Size

    fileprivate init(element: any LayoutElement, proposal: ProposedSize, size: Size) {
        self.element = element
        self.proposal = proposal
        self.size = size
    }
}

/// Builds a list of children from statements, as SwiftUI's `ViewBuilder` does: `if`, `if let`, `switch` and `for`
/// work inside a container's braces.
@resultBuilder
public enum LayoutBuilder {
    public static func buildExpression(_ element: any LayoutElement) -> [any LayoutElement] { [element] }
    public static func buildExpression(_ elements: [any LayoutElement]) -> [any LayoutElement] { elements }
    public static func buildBlock(_ parts: [any LayoutElement]...) -> [any LayoutElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any LayoutElement]?) -> [any LayoutElement] { part ?? [] }
    public static func buildEither(first part: [any LayoutElement]) -> [any LayoutElement] { part }
    public static func buildEither(second part: [any LayoutElement]) -> [any LayoutElement] { part }
    public static func buildArray(_ parts: [[any LayoutElement]]) -> [any LayoutElement] { parts.flatMap { $0 } }
}
