/// Where a child sits across a vertical stack, or across the width of a frame.
public enum HorizontalAlignment: Sendable, Hashable {
    /// At the leading edge (mirrored with the finished document in right to left).
    case leading
    /// Centred.
    case center
    /// At the trailing edge.
    case trailing

    /// The offset of a child `length` long in `space`.
    func offset(_ length: Double, in space: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (space - length) / 2
        case .trailing: space - length
        }
    }
}

/// Where a child sits across a horizontal stack, or down the height of a frame.
public enum VerticalAlignment: Sendable, Hashable {
    /// At the top.
    case top
    /// Centred.
    case center
    /// At the bottom.
    case bottom

    /// The offset of a child `length` long in `space`.
    func offset(_ length: Double, in space: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (space - length) / 2
        case .bottom: space - length
        }
    }
}

/// A child's place in both dimensions, as SwiftUI's `Alignment`.
public struct Alignment: Sendable, Hashable {
    /// Across the width.
    public var horizontal: HorizontalAlignment
    /// Down the height.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred in both.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Top, centred across.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top leading.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top trailing.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading, centred down.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Bottom, centred across.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)

    /// Where a child of `size` goes in `frame`.
    public func origin(of size: Size, in frame: Rect) -> Point {
        Point(
            x: frame.x + horizontal.offset(size.width, in: frame.width),
            y: frame.y + vertical.offset(size.height, in: frame.height)
        )
    }
}
