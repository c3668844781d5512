/// Which rows of a long list a document lays out. As a table view keeps cells only near what shows, a list of more
/// than ``maxRows`` rows lays out a window of ``maxRows`` of them, at the positions they have in the whole list; the
/// content stays as tall as the whole list, and the document's `window` says how many rows exist and which are there.
///
/// ```swift
/// let window = ListWindow(total: users.count, around: selectedIndex)
/// for index in window.rows { items.append(cell(users[index], at: index)) }
/// ```
public struct ListWindow: Sendable, Equatable, Codable {
    /// The most rows one document lays out. A screen shows a few dozen; 1,000 leaves room to scroll and keeps a
    /// 20,000-row list's document near 14 MB of JSON instead of 270 MB.
    public static let maxRows = 1_000

    /// How many rows the list has.
    public var total: Int
    /// The first row laid out.
    public var first: Int
    /// How many rows from ``first`` are laid out.
    public var count: Int

    /// The window over `total` rows: all of them when they fit, else ``maxRows`` from the start, or centred on
    /// `focus` (a selected row) when it lies past the first ``maxRows``.
    public init(total: Int, around focus: Int? = nil, maxRows: Int = ListWindow.maxRows) {
        let total = max(0, total)
        let count = min(total, max(1, maxRows))
        var first = 0
        if let focus, focus >= count, focus < total {
            first = min(total - count, max(0, focus - count / 2))
        }
        self.total = total
        self.first = first
        self.count = count
    }

    /// The rows laid out.
    public var rows: Range<Int> { first..<(first + count) }

    /// Whether some rows are left out (the document then carries this window).
    public var isPartial: Bool { count < total }
}
