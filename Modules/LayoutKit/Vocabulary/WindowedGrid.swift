/// A long grid's cells in `columns` equal columns, `spacing` apart both ways, inset by `insets`, of which only the
/// cells of `window` are placed (SwiftUI's `LazyVGrid` with flexible columns). Each row is as tall as its tallest
/// cell; every cell is measured, so rows' offsets and the grid's height are the cells' own answers. With `fillsRows`
/// each cell is offered its row's height too (SwiftUI's `Grid`), so a card can stretch to the tallest beside it.
public struct WindowedGrid: LayoutElement {
    let count: Int
    let columns: Int
    let window: ListWindow
    let spacing: Double
    let insets: EdgeInsets
    let fillsRows: Bool
    let cell: @Sendable (Int) -> any LayoutElement
    /// The row heights measured for the last proposal.
    let memo = RowHeightsMemo()

    /// Creates a grid of `count` cells made by `cell`.
    public init(
        count: Int,
        columns: Int,
        window: ListWindow,
        spacing: Double,
        insets: EdgeInsets,
        fillsRows: Bool = false,
        cell: @escaping @Sendable (Int) -> any LayoutElement
    ) {
        self.count = count
        self.columns = max(1, columns)
        self.window = window
        self.spacing = spacing
        self.insets = insets
        self.fillsRows = fillsRows
        self.cell = cell
    }

    /// The width of a column for a proposal.
    func columnWidth(_ proposal: ProposedSize) -> Double {
        Self.columnWidth(columns: columns, spacing: spacing, in: proposal.inset(by: insets).width ?? 0)
    }

    /// The width of each of `columns` columns `spacing` apart in `width`: what a grid offers its cells, for a
    /// feature choosing its columns by what fits a cell.
    public static func columnWidth(columns: Int, spacing: Double, in width: Double) -> Double {
        let columns = max(1, columns)
        return max(0, (width - Double(columns - 1) * spacing) / Double(columns))
    }

    /// Every row's height.
    func rowHeights(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> [Double] {
        let offer = ProposedSize(width: columnWidth(proposal), height: nil)
        let rows = (count + columns - 1) / columns
        return memo.heights(for: offer, in: environment) {
            (0..<rows).map { row in
                (row * columns..<min(count, (row + 1) * columns))
                    .map { cell($0).sizeThatFits(offer, in: environment).height }.max() ?? 0
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, in environment: LayoutEnvironment) -> Size {
        let heights = rowHeights(proposal, in: environment)
        let content = heights.reduce(0, +) + spacing * Double(max(0, heights.count - 1))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0
        return Size(width: width, height: insets.top + content + insets.bottom)
    }

    public func place(in frame: Rect, proposal: ProposedSize, canvas: inout LayoutCanvas) {
        let heights = rowHeights(proposal, in: canvas.environment)
        let width = columnWidth(proposal)
        var y = frame.y + insets.top
        for (row, height) in heights.enumerated() {
            let offer = ProposedSize(width: width, height: fillsRows ? height : nil)
            for index in row * columns..<min(count, (row + 1) * columns) where window.rows.contains(index) {
                let x = frame.x + insets.left + Double(index % columns) * (width + spacing)
                canvas.place(cell(index).measured(offer, in: canvas.environment), at: Point(x: x, y: y))
            }
            y += height + spacing
        }
    }
}
