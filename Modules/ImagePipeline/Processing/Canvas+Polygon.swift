extension Canvas {
    /// Vertical samples a pixel row takes of a polygon; across a row, coverage is exact.
    static let polygonSubrows = 4

    /// Fills the polygons `contours` (points in pixels, each contour closed back to its first point) by the even-odd
    /// rule, anti-aliased: a contour inside another cuts a hole (a ring, the eye of a glyph). Each pixel's coverage
    /// is the share of ``polygonSubrows`` horizontal lines through it that lies inside, measured exactly along each
    /// line. Drawn in the picture's coordinates and clipped to the rows held, as every other fill.
    public mutating func fillPolygons(_ contours: [[(x: Double, y: Double)]], color: RGBAColor) {
        let points = contours.flatMap { $0 }
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
            let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
        else { return }
        let left = max(0, Int(minX.rounded(.down)))
        let right = min(width, Int(maxX.rounded(.up)))
        let top = max(firstRow, Int(minY.rounded(.down)))
        let bottom = min(height, Int(maxY.rounded(.up)))
        guard left < right, top < bottom else { return }
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for contour in contours where contour.count >= 3 {
            for (index, start) in contour.enumerated() {
                let end = contour[(index + 1) % contour.count]
                if start.y != end.y { edges.append((start.x, start.y, end.x, end.y)) }
            }
        }
        let alpha = Double(color.alpha) / 255
        let samples = Self.polygonSubrows
        var coverage = [Double](repeating: 0, count: right - left)
        var crossings: [Double] = []
        for y in top..<bottom {
            for index in coverage.indices { coverage[index] = 0 }
            for sample in 0..<samples {
                let lineY = Double(y) + (Double(sample) + 0.5) / Double(samples)
                crossings.removeAll(keepingCapacity: true)
                for edge in edges where (edge.y0 <= lineY) != (edge.y1 <= lineY) {
                    let t = (lineY - edge.y0) / (edge.y1 - edge.y0)
                    crossings.append(edge.x0 + t * (edge.x1 - edge.x0))
                }
                crossings.sort()
                var pair = 0
                while pair + 1 < crossings.count {
                    Self.addSpan(
                        from: crossings[pair],
                        to: crossings[pair + 1],
                        weight: 1 / Double(samples),
                        left: left,
                        into: &coverage
                    )
                    pair += 2
                }
            }
            for (offset, covered) in coverage.enumerated() where covered > 0.001 {
                blend(color, coverage: min(1, covered) * alpha, x: left + offset, y: y)
            }
        }
    }

    /// Adds `weight` × the part of each pixel that `start..<end` (a span of one sample line) covers.
    private static func addSpan(
        from start: Double,
        to end: Double,
        weight: Double,
        left: Int,
        into coverage: inout [Double]
    ) {
        let from = max(start, Double(left))
        let to = min(end, Double(left + coverage.count))
        guard from < to else { return }
        var x = Int(from.rounded(.down))
        while Double(x) < to {
            let covered = min(to, Double(x + 1)) - max(from, Double(x))
            if covered > 0 { coverage[x - left] += covered * weight }
            x += 1
        }
    }
}
