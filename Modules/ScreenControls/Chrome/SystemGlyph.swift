import Foundation
public import LayoutKit

/// The system's symbols the chrome draws (the search field's magnifier and clear button, the status bar's signal
/// and Wi-Fi, the tab bar's icons), as filled outlines: polygon shapes whose contours are in per cent of their frame,
/// so each scales, moves and mirrors with it. Curves are polygons fine enough (a point every 7.5°) that at their
/// sizes (at most 30 pt) no facet shows at 3× scale.
public enum SystemGlyph: String, Sendable, CaseIterable {
    /// A magnifier: a ring and a handle to the lower right.
    case magnifier
    /// The clear button of a search field: a filled circle with an × cut out.
    case clear
    /// Four signal bars rising to the right.
    case cellular
    /// Wi-Fi: a dot and two arcs fanning upwards.
    case wifi
    /// A star: a tab of favourites.
    case star
    /// A flame: a tab of what is trending.
    case flame

    /// Width over height of the glyph's design; a frame should have it, so curves stay round.
    public var aspect: Double {
        switch self {
        case .cellular: 17.0 / 11.0
        case .wifi: 16.0 / 11.5
        default: 1
        }
    }

    /// The glyph's contours, in per cent of its frame.
    public var contours: [[Point]] {
        switch self {
        case .magnifier:
            return [
                Self.circle(center: (42, 42), radius: 36), Self.circle(center: (42, 42), radius: 25),
                Self.bar(from: (66, 66), to: (94, 94), width: 13),
            ]
        case .clear:
            return [Self.circle(center: (50, 50), radius: 50), Self.cross(center: (50, 50), arm: 24, width: 11)]
        case .cellular:
            return [35.0, 55, 75, 100].enumerated().map { index, height in
                Self.rect(x: Double(index) * 26.5, y: 100 - height, width: 20.5, height: height)
            }
        case .wifi:
            // Sectors of rings about a point at the bottom centre, 90° wide, opening upwards (in the design's own
            // units the frame's aspect turns back into a circle).
            let center = (50.0, 100.0)
            return [
                Self.sector(center: center, inner: 0, outer: 34, aspect: aspect),
                Self.sector(center: center, inner: 48, outer: 66, aspect: aspect),
                Self.sector(center: center, inner: 80, outer: 98, aspect: aspect),
            ]
        case .star:
            return [
                (0..<10).map { index in
                    let angle = Double(index) * .pi / 5 - .pi / 2
                    let radius = index.isMultiple(of: 2) ? 50.0 : 21.0
                    return Self.point(50 + radius * cos(angle), 54 + radius * sin(angle))
                }
            ]
        case .flame:
            // A teardrop: a half circle at the bottom and two curves meeting at the tip.
            var outline: [Point] = []
            for step in 0...24 {
                let angle = Double(step) / 24 * .pi
                outline.append(Self.point(50 + 34 * cos(angle), 64 + 34 * sin(angle)))
            }
            for step in 0...10 {
                let t = Double(step) / 10
                outline.append(Self.point(16 + 30 * t + 8 * sin(t * .pi), 64 - 64 * t))
            }
            for step in 0...10 {
                let t = Double(step) / 10
                outline.append(Self.point(46 + 38 * t - 6 * sin(t * .pi), 64 * t))
            }
            return [outline]
        }
    }

    /// The glyph outlined: each contour with a copy of itself, drawn smaller about its centre, cut out of it (an
    /// unselected tab's symbol, where the selected one is filled).
    public var outlineContours: [[Point]] {
        contours.flatMap { contour -> [[Point]] in
            let count = Double(max(1, contour.count))
            let center = (
                x: contour.reduce(0) { $0 + $1.x } / count,
                y: contour.reduce(0) { $0 + $1.y } / count
            )
            let inner = contour.map {
                Self.point(center.x + ($0.x - center.x) * 0.6, center.y + ($0.y - center.y) * 0.6)
            }
            return [contour, inner]
        }
    }

    /// The glyph filled with `fill` in `frame`.
    public func shape(in frame: Rect, fill: String) -> LayoutPart.Shape {
        .glyph(contours, in: frame, fill: fill)
    }

    /// A frame `height` tall with the glyph's aspect, its origin at `x`, `y`.
    public func frame(x: Double, y: Double, height: Double) -> Rect {
        Rect(x: x, y: y, width: (height * aspect * 100).rounded() / 100, height: height)
    }

    // MARK: - Outlines

    /// Coordinates kept to hundredths, so a document's JSON says exactly what was drawn.
    private static func point(_ x: Double, _ y: Double) -> Point {
        Point(x: (x * 100).rounded() / 100, y: (y * 100).rounded() / 100)
    }

    private static func circle(center: (Double, Double), radius: Double) -> [Point] {
        (0..<48).map { step in
            let angle = Double(step) / 48 * 2 * .pi
            return point(center.0 + radius * cos(angle), center.1 + radius * sin(angle))
        }
    }

    private static func rect(x: Double, y: Double, width: Double, height: Double) -> [Point] {
        [point(x, y), point(x + width, y), point(x + width, y + height), point(x, y + height)]
    }

    /// A bar `width` wide from `start` to `end`, square ended.
    private static func bar(from start: (Double, Double), to end: (Double, Double), width: Double) -> [Point] {
        let length = max(0.001, hypot(end.0 - start.0, end.1 - start.1))
        let (nx, ny) = (-(end.1 - start.1) / length * width / 2, (end.0 - start.0) / length * width / 2)
        return [
            point(start.0 + nx, start.1 + ny), point(end.0 + nx, end.1 + ny), point(end.0 - nx, end.1 - ny),
            point(start.0 - nx, start.1 - ny),
        ]
    }

    /// An × of two bars `width` wide, each arm `arm` long from `center`, as one outline (a hole in a filled circle).
    private static func cross(center: (Double, Double), arm: Double, width: Double) -> [Point] {
        let half = width / 2 / 2.squareRoot()
        let reach = arm / 2.squareRoot()
        let (cx, cy) = center
        // Twelve corners, going round: each arm's two outer corners, then the notch between arms.
        let notch = 2 * half
        let top: [Point] = [point(cx, cy - notch), point(cx + reach - half, cy - reach - half)]
        let right: [Point] = [
            point(cx + reach + half, cy - reach + half), point(cx + notch, cy),
            point(cx + reach + half, cy + reach - half),
        ]
        let bottom: [Point] = [
            point(cx + reach - half, cy + reach + half), point(cx, cy + notch),
            point(cx - reach + half, cy + reach + half),
        ]
        let left: [Point] = [
            point(cx - reach - half, cy + reach - half), point(cx - notch, cy),
            point(cx - reach - half, cy - reach + half), point(cx - reach + half, cy - reach - half),
        ]
        return top + right + bottom + left
    }

    /// A 90° sector of a ring about `center`, opening upwards; x is stretched back by `aspect` (the frame's
    /// width over height), so the ring is round in the frame.
    private static func sector(center: (Double, Double), inner: Double, outer: Double, aspect: Double) -> [Point] {
        let quarter = Double.pi / 2
        let start = Double.pi * 1.25
        let angles: [Double] = (0...12).map { step in start + quarter * Double(step) / 12 }
        let (cx, cy) = center
        let outside: [Point] = angles.map { Self.point(cx + outer * cos($0) / aspect, cy + outer * sin($0)) }
        let inside: [Point] =
            inner > 0
            ? angles.reversed().map { Self.point(cx + inner * cos($0) / aspect, cy + inner * sin($0)) }
            : [Self.point(cx, cy)]
        return outside + inside
    }
}
