extension Canvas {
    /// Fills a rounded rectangle (as ``fillRoundedRect(_:radius:color:occluder:)`` covers it) with a linear
    /// gradient: `colors` evenly spaced from the rectangle's left (`horizontal`) or top edge to the other, each
    /// pixel's colour mixed between its two neighbouring stops at the pixel's centre, in 8-bit sRGB as a browser
    /// draws an SVG `linearGradient`.
    public mutating func fillGradient(
        _ rect: PixelRect,
        radius: Double,
        colors: [RGBAColor],
        horizontal: Bool
    ) {
        guard let first = colors.first else { return }
        guard colors.count > 1 else { return fillRoundedRect(rect, radius: radius, color: first) }
        let left = max(0, Int(rect.x.rounded(.down)))
        let right = min(width, Int((rect.x + rect.width).rounded(.up)))
        let top = max(firstRow, Int(rect.y.rounded(.down)))
        let bottom = min(height, Int((rect.y + rect.height).rounded(.up)))
        guard left < right, top < bottom else { return }
        func color(at position: Double, from start: Double, length: Double) -> RGBAColor {
            let t = max(0, min(1, (position - start) / max(length, 0.0001))) * Double(colors.count - 1)
            let index = min(colors.count - 2, Int(t))
            let (a, b, f) = (colors[index], colors[index + 1], t - Double(index))
            func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
            return RGBAColor(
                red: mix(a.red, b.red),
                green: mix(a.green, b.green),
                blue: mix(a.blue, b.blue),
                alpha: mix(a.alpha, b.alpha)
            )
        }
        // The colours change along one axis only: one colour a column (horizontal) or a row (vertical).
        let columnColors =
            horizontal ? (left..<right).map { color(at: Double($0) + 0.5, from: rect.x, length: rect.width) } : []
        for y in top..<bottom {
            let rowColor = horizontal ? nil : color(at: Double(y) + 0.5, from: rect.y, length: rect.height)
            for x in left..<right {
                let covered = Self.coverage(x: x, y: y, rect: rect, radius: radius)
                guard covered > 0 else { continue }
                let pixel = rowColor ?? columnColors[x - left]
                blend(pixel, coverage: min(1, covered) * Double(pixel.alpha) / 255, x: x, y: y)
            }
        }
    }
}
