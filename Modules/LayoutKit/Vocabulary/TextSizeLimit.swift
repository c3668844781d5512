/// A child laid out at no larger a text size than `largest` (SwiftUI's `dynamicTypeSize(...)`): a bar's text grows
/// with the screen's text size only as far as iOS lets bars grow. The child is measured and placed in the same
/// limited environment, so it draws at the size it measured.
public struct TextSizeLimit: LayoutElement {
    let largest: ContentSizeCategory
    let child: any LayoutElement

    /// Creates a child limited to `largest`.
    public init(_ largest: ContentSizeCategory, _ child: any LayoutElement) {
        self.largest = largest
        self.child = child
    }

    public var layoutPriority: Double { child.layoutPriority }

    /// `environment` with its text size held at ``largest``.
    func limited(_ environment: LayoutEnvironment) -> LayoutEnvironment {
        var limited = environment
        limited.traits.textSize = min(environment.traits.textSize, largest)
        return limited
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        child.sizeThatFits(proposal, in: limited(environment))
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        canvas.within(limited(canvas.environment)) { canvas in
            canvas.place(child.measured(proposal, in: canvas.environment), at: frame.origin)
        }
    }
}
