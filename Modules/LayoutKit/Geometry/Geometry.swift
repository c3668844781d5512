/// A point in points, origin top-left.
public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width.roundedToHundredths, forKey: .width)
        try container.encode(height.roundedToHundredths, forKey: .height)
    }
}

/// A rectangle in points, origin top-left.
public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: Size { Size(width: width, height: height) }

    /// This rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    /// This rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether the two overlap with positive area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        let epsilon = 1e-9
        return minX < other.maxX - epsilon && other.minX < maxX - epsilon && minY < other.maxY - epsilon
            && other.minY < maxY - epsilon
    }

    /// Whether `other` lies inside this rectangle (edges included, to a hundredth of a point).
    /// Whether `point` lies inside (edges included).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    public func contains(_ other: Rect) -> Bool {
        let epsilon = 0.005
        return other.minX >= minX - epsilon && other.minY >= minY - epsilon && other.maxX <= maxX + epsilon
            && other.maxY <= maxY + epsilon
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x.roundedToHundredths, forKey: .x)
        try container.encode(y.roundedToHundredths, forKey: .y)
        try container.encode(width.roundedToHundredths, forKey: .width)
        try container.encode(height.roundedToHundredths, forKey: .height)
    }
}

/// Distances inward from each edge.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }
}

extension Double {
    /// Rounded to 1/100 point, the precision of layout JSON, so documents diff cleanly.
    public var roundedToHundredths: Double {
        let value = (self * 100).rounded() / 100
        return value == 0 ? 0 : value
    }
}
