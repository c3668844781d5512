/// An RGBA8 bitmap to draw on: images, anti-aliased (rounded) rectangles, and alpha masks such as text glyphs,
/// all composited source-over with straight alpha.
///
/// ```swift
/// var canvas = Canvas(width: 400, height: 300, background: .white)
/// canvas.fillRoundedRect(PixelRect(x: 10, y: 10, width: 120, height: 80), radius: 12, color: .black)
/// let png = try ImageEncoders.png(canvas.buffer)
/// ```
public struct Canvas: Sendable {
    /// The pixels drawn so far: rows `firstRow..<height` of the picture.
    public internal(set) var buffer: PixelBuffer
    /// The first row of the picture that ``buffer`` holds: 0, or a band's top. A band of a taller picture is drawn in
    /// the picture's coordinates and clipped to its rows, so every pixel comes out as the whole picture would have it.
    public private(set) var firstRow = 0
    /// The source-over tables of the translucent colours filled so far: a band drawn after another fills the same
    /// shadows again, and a table is 768 blends to make.
    private var overOpaqueTables: [RGBAColor: OverOpaqueTable] = [:]

    /// Creates a canvas filled with `background`.
    public init(width: Int, height: Int, background: RGBAColor) {
        buffer = PixelBuffer(width: width, height: height, fill: background)
        buffer.hasAlpha = background.alpha < 255
    }

    /// Creates a band of a picture `width` wide: its rows `rows`, filled with `background`.
    public init(width: Int, rows: Range<Int>, background: RGBAColor) {
        self.init(width: width, height: rows.count, background: background)
        firstRow = rows.lowerBound
    }

    /// Moves the band down to start at row `firstRow` (as many rows as before), filled with `background` again; the
    /// buffer is reused.
    public mutating func moveBand(to firstRow: Int, background: RGBAColor) {
        self.firstRow = firstRow
        buffer.fill(with: background)
        buffer.hasAlpha = background.alpha < 255
    }

    /// Width in pixels.
    public var width: Int { buffer.width }
    /// The end of the rows held: the picture's height for a whole canvas, a band's last row + 1.
    public var height: Int { firstRow + buffer.height }

    /// Fills a rectangle, anti-aliasing fractional edges.
    public mutating func fillRect(_ rect: PixelRect, color: RGBAColor) {
        fillRoundedRect(rect, radius: 0, color: color)
    }

    /// Fills a rectangle with rounded corners (a circle when the radius is half a square's side), anti-aliased.
    ///
    /// A rounded rectangle is convex, so along a row its coverage rises, stays at 1, then falls: only the pixels at
    /// either end of a row are blended one by one; the fully covered span between them is written at once (an opaque
    /// colour over it gives exactly the colour, as blending at coverage 1 would). A full-page background costs a
    /// memory fill, not a blend per pixel.
    ///
    /// - Parameter occluder: an opaque rounded rectangle the caller fills later (a card over its shadow). The pixels
    ///   it covers fully are left alone: the later fill writes its colour over them whatever is there, so the
    ///   result is the same bytes, and a shadow costs its visible ring instead of the card's whole area.
    public mutating func fillRoundedRect(
        _ rect: PixelRect,
        radius: Double,
        color: RGBAColor,
        occluder: (rect: PixelRect, radius: Double)? = nil
    ) {
        guard let bounds = pixelBounds(of: rect) else { return }
        let occluderBounds = occluder.flatMap { pixelBounds(of: $0.rect) }
        let alpha = Double(color.alpha) / 255
        var table: OverOpaqueTable?
        if color.alpha < 255 {
            table = overOpaqueTables[color] ?? OverOpaqueTable(color: color, coverage: alpha)
            overOpaqueTables[color] = table
        }
        // Rows clear of the rounded corners all have the same coverage along them (see `isStraight`): their plan
        // and the occluder's full span are worked out once, not once a row.
        var plan = RowPlan()
        var straightPlan: RowPlan?
        var straightHidden: Range<Int>?
        for y in bounds.rows {
            // The span a later opaque fill overwrites on this row, or an empty one.
            var hidden = 0..<0
            if let occluder, let occluderBounds, occluderBounds.rows.contains(y) {
                let straight = Self.isStraight(y: y, rect: occluder.rect, radius: occluder.radius)
                if straight, let straightHidden {
                    hidden = straightHidden
                } else {
                    let columns = occluderBounds.columns
                    let span = Self.fullSpan(y: y, rect: occluder.rect, radius: occluder.radius, in: columns)
                    hidden = span.map { $0.lowerBound..<$0.upperBound + 1 } ?? 0..<0
                    if straight { straightHidden = hidden }
                }
            }
            if Self.isStraight(y: y, rect: rect, radius: radius) {
                // Taken out and put back, so its arrays stay uniquely held (no copy a row).
                var straight = straightPlan.take() ?? RowPlan(y: y, rect: rect, radius: radius, columns: bounds.columns)
                apply(&straight, y: y, hidden: hidden, color: color, alpha: alpha, table: table)
                straightPlan = straight
            } else {
                plan.find(y: y, rect: rect, radius: radius, columns: bounds.columns)
                apply(&plan, y: y, hidden: hidden, color: color, alpha: alpha, table: table)
            }
        }
    }

    /// Where a rounded rectangle meets one row: the pixels at either end it covers in part, with their coverage (in
    /// the order they are blended), and the span between them it covers fully, if any.
    struct RowPlan {
        var edges: [(x: Int, coverage: Double)] = []
        var full: ClosedRange<Int>?
        /// Each edge pixel's last blend, as the pixel's bytes before and after: a blend depends on nothing else, and
        /// the rows a plan serves mostly have the same pixels under its edges (a shadow over a flat background).
        var lastBlends: [(before: UInt32, after: UInt32)?] = []

        init() {}

        init(y: Int, rect: PixelRect, radius: Double, columns: Range<Int>) {
            find(y: y, rect: rect, radius: radius, columns: columns)
        }

        /// Walks in from each end of the row to the first pixel covered fully (coverage rises, stays at 1, then
        /// falls along a row of a convex shape).
        mutating func find(y: Int, rect: PixelRect, radius: Double, columns: Range<Int>) {
            edges.removeAll(keepingCapacity: true)
            full = nil
            defer {
                lastBlends.removeAll(keepingCapacity: true)
                lastBlends.append(contentsOf: repeatElement(nil, count: edges.count))
            }
            var first = columns.lowerBound
            while first < columns.upperBound {
                let coverage = Canvas.coverage(x: first, y: y, rect: rect, radius: radius)
                if coverage >= 1 { break }
                if coverage > 0 { edges.append((first, coverage)) }
                first += 1
            }
            guard first < columns.upperBound else { return }
            var last = columns.upperBound - 1
            while last > first {
                let coverage = Canvas.coverage(x: last, y: y, rect: rect, radius: radius)
                if coverage >= 1 { break }
                if coverage > 0 { edges.append((last, coverage)) }
                last -= 1
            }
            full = first...last
        }
    }

    /// Whether row `y` is clear of the rectangle's rounded corners by half a pixel: then every pixel's coverage is
    /// that of its column alone. (With `dy` as in ``coverage(x:y:rect:radius:)`` at most -0.5, the distance is
    /// exactly `dx - r` wherever `dx >= dy`, and where `dx < dy` both that and the true distance give coverage 1.)
    static func isStraight(y: Int, rect: PixelRect, radius: Double) -> Bool {
        let py = Double(y) + 0.5
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let halfHeight = rect.height / 2
        return abs(py - (rect.y + halfHeight)) - (halfHeight - r) <= -0.5
    }

    /// Blends a row's edge pixels and fills its full span, leaving the `hidden` pixels alone.
    private mutating func apply(
        _ plan: inout RowPlan,
        y: Int,
        hidden: Range<Int>,
        color: RGBAColor,
        alpha: Double,
        table: OverOpaqueTable?
    ) {
        let width = width
        let rowStart = (y - firstRow) * width
        precondition(y >= firstRow && y < height, "row off the canvas")
        buffer.pixels.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for (index, (x, coverage)) in plan.edges.enumerated() where !hidden.contains(x) {
                precondition(x >= 0 && x < width, "pixel off the canvas")
                let pixel = base + (rowStart + x) * 4
                let before = pixel.loadUnaligned(as: UInt32.self)
                if let last = plan.lastBlends[index], last.before == before {
                    pixel.storeBytes(of: last.after, as: UInt32.self)
                    continue
                }
                Self.blendPixel(color, coverage: coverage * alpha, at: pixel.assumingMemoryBound(to: UInt8.self))
                plan.lastBlends[index] = (before, pixel.loadUnaligned(as: UInt32.self))
            }
        }
        guard let full = plan.full else { return }
        let (first, last) = (full.lowerBound, full.upperBound)
        // The full span minus the hidden one: nothing, one piece, or the two on either side of it.
        let before = first..<min(last + 1, max(first, hidden.lowerBound))
        let after = max(first, min(last + 1, hidden.upperBound))..<last + 1
        if hidden.isEmpty {
            fillSpan(y: y, from: first, through: last, color: color, alpha: alpha, table: table)
            return
        }
        if !before.isEmpty {
            fillSpan(y: y, from: first, through: before.upperBound - 1, color: color, alpha: alpha, table: table)
        }
        if !after.isEmpty {
            fillSpan(y: y, from: after.lowerBound, through: last, color: color, alpha: alpha, table: table)
        }
    }

    /// The canvas pixels a rectangle touches, or nil when it is wholly off the canvas or of no size (its bounds
    /// never make an inverted range).
    private func pixelBounds(of rect: PixelRect) -> (columns: Range<Int>, rows: Range<Int>)? {
        let left = max(0, Int(rect.x.rounded(.down)))
        let right = min(width, Int((rect.x + rect.width).rounded(.up)))
        let top = max(firstRow, Int(rect.y.rounded(.down)))
        let bottom = min(height, Int((rect.y + rect.height).rounded(.up)))
        guard left < right, top < bottom else { return nil }
        return (left..<right, top..<bottom)
    }

    /// The pixels of row `y` that ``fillRoundedRect(_:radius:color:occluder:)`` covers fully (found as it finds
    /// them: the first from each end at coverage 1), or nil when none is.
    static func fullSpan(y: Int, rect: PixelRect, radius: Double, in columns: Range<Int>) -> ClosedRange<Int>? {
        guard
            let first = columns.first(where: { coverage(x: $0, y: y, rect: rect, radius: radius) >= 1 })
        else { return nil }
        var last = columns.upperBound - 1
        while last > first, coverage(x: last, y: y, rect: rect, radius: radius) < 1 { last -= 1 }
        return first...last
    }

    /// Covers pixels `from...through` of row `y` fully with `color`: a straight write when it is opaque.
    private mutating func fillSpan(
        y: Int,
        from first: Int,
        through last: Int,
        color: RGBAColor,
        alpha: Double,
        table: OverOpaqueTable?
    ) {
        let start = ((y - firstRow) * width + first) * 4
        let end = ((y - firstRow) * width + last) * 4 + 4
        guard let table else {
            // One 4-byte store per pixel (the pixel's bytes in memory order), not four byte stores.
            let pixel =
                (UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000).littleEndian
            buffer.pixels.withUnsafeMutableBytes { bytes in
                var offset = start
                while offset < end {
                    bytes.storeBytes(of: pixel, toByteOffset: offset, as: UInt32.self)
                    offset &+= 4
                }
            }
            return
        }
        // A translucent colour: over an opaque pixel the result depends only on that pixel's channel, so it is
        // looked up; a pixel that is itself translucent takes the general blend afterwards.
        var translucent: [Int] = []
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            table.red.withUnsafeBufferPointer { red in
                table.green.withUnsafeBufferPointer { green in
                    table.blue.withUnsafeBufferPointer { blue in
                        var offset = start
                        while offset < end {
                            if pixels[offset + 3] == 255 {
                                pixels[offset] = red[Int(pixels[offset])]
                                pixels[offset + 1] = green[Int(pixels[offset + 1])]
                                pixels[offset + 2] = blue[Int(pixels[offset + 2])]
                                pixels[offset + 3] = table.alpha
                            } else {
                                translucent.append(offset)
                            }
                            offset += 4
                        }
                    }
                }
            }
        }
        for offset in translucent { blend(color, coverage: alpha, x: (offset / 4) % width, y: y) }
    }

    /// Source-over of one pixel with straight alpha (``blendPixel(_:coverage:at:)``).
    mutating func blend(_ color: RGBAColor, coverage: Double, x: Int, y: Int) {
        let offset = ((y - firstRow) * width + x) * 4
        precondition(x >= 0 && x < width && offset >= 0 && offset + 4 <= buffer.pixels.count, "pixel off the canvas")
        buffer.pixels.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            Self.blendPixel(color, coverage: coverage, at: base + offset)
        }
    }

    /// How much of pixel (x, y) lies inside the rounded rectangle, from the signed distance at its centre.
    static func coverage(x: Int, y: Int, rect: PixelRect, radius: Double) -> Double {
        let px = Double(x) + 0.5
        let py = Double(y) + 0.5
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        let halfWidth = rect.width / 2
        let halfHeight = rect.height / 2
        let dx = abs(px - (rect.x + halfWidth)) - (halfWidth - r)
        let dy = abs(py - (rect.y + halfHeight)) - (halfHeight - r)
        let outside = (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
        let distance = outside + min(max(dx, dy), 0) - r
        return min(1, max(0, 0.5 - distance))
    }
}

/// Source-over of one colour at one coverage onto opaque pixels, per channel value: the same arithmetic as
/// `Canvas.blend` with a destination alpha of 1, done 256 times instead of once per pixel.
struct OverOpaqueTable {
    let red: [UInt8]
    let green: [UInt8]
    let blue: [UInt8]
    let alpha: UInt8

    init(color: RGBAColor, coverage: Double) {
        let sourceAlpha = min(1, max(0, coverage))
        let destinationAlpha = 1.0
        let outAlpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha)
        func table(_ source: UInt8) -> [UInt8] {
            (0...255).map { destination in
                let value =
                    (Double(source) * sourceAlpha + Double(destination) * destinationAlpha * (1 - sourceAlpha))
                    / outAlpha
                return UInt8(Canvas.rounded(min(255, max(0, value))))
            }
        }
        red = table(color.red)
        green = table(color.green)
        blue = table(color.blue)
        alpha = UInt8(Canvas.rounded(outAlpha * 255))
    }
}
