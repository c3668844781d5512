/// A long list's rows top to bottom, `spacing` apart, inset by `insets`, of which only the rows of `window` are
/// placed (SwiftUI's `LazyVStack`). Every row is measured, in the window or not, so each row's offset and the list's
/// height come from the rows' own answers: nothing is averaged or predicted.
public struct WindowedList: LayoutElement {
    let count: Int
    let window: ListWindow
    let spacing: Double
    let insets: EdgeInsets
    let row: @Sendable (Int) -> any LayoutElement
    /// The heights measured for the last proposal, so placing after measuring measures no row twice.
    let memo = RowHeightsMemo()

    /// Creates a list of `count` rows made by `row`.
    public init(
        count: Int,
        window: ListWindow,
        spacing: Double,
        insets: EdgeInsets,
        row: @escaping @Sendable (Int) -> any LayoutElement
    ) {
        self.count = count
        self.window = window
        self.spacing = spacing
        self.insets = insets
        self.row = row
    }

    /// Every row's height for a width.
    func heights(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> [Double] {
        let offer = ProposedSize(width: proposal.inset(by: insets).width, height: nil)
        return memo.heights(for: offer, in: environment) {
            (0..<count).map { row($0).sizeThatFits(offer, in: environment).height }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let heights = heights(proposal, in: environment)
        let content = heights.reduce(0, +) + spacing * Double(max(0, count - 1))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return Size(width: width, height: insets.top + content + insets.bottom)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let heights = heights(proposal, in: canvas.environment)
        let offer = ProposedSize(width: proposal.inset(by: insets).width, height: nil)
        var y = frame.y + insets.top
        for index in 0..<count {
            if window.rows.contains(index) {
                canvas.place(
                    row(index).measured(offer, in: canvas.environment),
                    at: Point(x: frame.x + insets.left, y: y)
                )
            }
            y += heights[index] + spacing
        }
    }
}
