/// Pictures and glyph masks composited onto a canvas, and the one source-over of a pixel everything blends with.
///
/// The loops run over raw pointers into both buffers (the offsets are clipped to the canvas and the source first):
/// through the arrays, every pixel paid bounds checks and a uniqueness check per byte written, a fifth of a
/// full-scroll screen's drawing.
extension Canvas {
    /// Composites `image` with its top-left corner at (x, y), optionally clipped to a rounded rectangle.
    public mutating func draw(_ image: PixelBuffer, atX originX: Int, y originY: Int, cornerRadius: Double = 0) {
        let rect = PixelRect(
            x: Double(originX),
            y: Double(originY),
            width: Double(image.width),
            height: Double(image.height)
        )
        let (canvasWidth, first) = (width, firstRow)
        let (left, right) = (max(0, originX), min(canvasWidth, originX + image.width))
        let (top, bottom) = (max(first, originY), min(height, originY + image.height))
        guard left < right, top < bottom else { return }
        let xRange = left..<right
        // Rows clear of the clip's corners all have the same fully covered span (see `isStraight`).
        var straightInside: Range<Int>?
        image.pixels.withUnsafeBufferPointer { sourcePixels in
            buffer.pixels.withUnsafeMutableBufferPointer { targetPixels in
                guard let source = sourcePixels.baseAddress, let target = targetPixels.baseAddress else { return }
                for y in top..<bottom {
                    let sourceRow = source + ((y - originY) * image.width - originX) * 4  // + x * 4 is pixel x
                    let targetRow = target + (y - first) * canvasWidth * 4
                    // Inside the clip's fully covered span an opaque source pixel is copied (a blend at coverage 1
                    // gives exactly it) and a transparent one skipped (coverage 0 changes nothing); only the rest
                    // blend. Opaque pictures (JPEGs) copy the whole span at once.
                    var inside = xRange
                    if cornerRadius > 0 {
                        let straight = Self.isStraight(y: y, rect: rect, radius: cornerRadius)
                        if straight, let straightInside {
                            inside = straightInside
                        } else {
                            let span = Self.fullSpan(y: y, rect: rect, radius: cornerRadius, in: xRange)
                            inside = span.map { $0.lowerBound..<$0.upperBound + 1 } ?? 0..<0
                            if straight { straightInside = inside }
                        }
                    }
                    /// One pixel through its own alpha and the clip's coverage.
                    func drawPixel(_ x: Int) {
                        let pixel = sourceRow + x * 4
                        let sourceAlpha = pixel[3]
                        if sourceAlpha == 0 { return }
                        if sourceAlpha == 255, inside.contains(x) {
                            (targetRow + x * 4).update(from: pixel, count: 4)
                            return
                        }
                        var coverage = Double(sourceAlpha) / 255
                        if cornerRadius > 0, !inside.contains(x) {
                            coverage *= Self.coverage(x: x, y: y, rect: rect, radius: cornerRadius)
                        }
                        let color = RGBAColor(red: pixel[0], green: pixel[1], blue: pixel[2])
                        Self.blendPixel(color, coverage: coverage, at: targetRow + x * 4)
                    }
                    guard !inside.isEmpty else {
                        for x in xRange { drawPixel(x) }
                        continue
                    }
                    for x in xRange.lowerBound..<inside.lowerBound { drawPixel(x) }
                    if image.hasAlpha {
                        Self.copyOpaqueRuns(from: sourceRow, to: targetRow, in: inside, otherwise: drawPixel)
                    } else {
                        (targetRow + inside.lowerBound * 4).update(
                            from: sourceRow + inside.lowerBound * 4,
                            count: inside.count * 4
                        )
                    }
                    for x in inside.upperBound..<xRange.upperBound { drawPixel(x) }
                }
            }
        }
    }

    /// Pixels `columns` of a row inside the clip, four at a time: four opaque source pixels are copied and four
    /// transparent ones skipped at once (most of a product picture on a card); any other four, and the last few,
    /// go to `drawPixel` one by one.
    @inline(__always)
    private static func copyOpaqueRuns(
        from sourceRow: UnsafePointer<UInt8>,
        to targetRow: UnsafeMutablePointer<UInt8>,
        in columns: Range<Int>,
        otherwise drawPixel: (Int) -> Void
    ) {
        let alphas: UInt64 = 0xFF00_0000_FF00_0000
        var x = columns.lowerBound
        while x + 4 <= columns.upperBound {
            let low = UnsafeRawPointer(sourceRow + x * 4).loadUnaligned(as: UInt64.self).littleEndian & alphas
            let high = UnsafeRawPointer(sourceRow + x * 4 + 8).loadUnaligned(as: UInt64.self).littleEndian & alphas
            if low == alphas, high == alphas {
                (targetRow + x * 4).update(from: sourceRow + x * 4, count: 16)
            } else if low | high != 0 {
                for pixel in x..<x + 4 { drawPixel(pixel) }
            }
            x += 4
        }
        while x < columns.upperBound {
            drawPixel(x)
            x += 1
        }
    }

    /// Blends `color` through an 8-bit coverage mask (a rendered glyph) placed at (x, y).
    public mutating func blend(
        mask: [UInt8],
        width maskWidth: Int,
        height maskHeight: Int,
        atX originX: Int,
        y originY: Int,
        color: RGBAColor
    ) {
        guard mask.count >= maskWidth * maskHeight else { return }
        let alpha = Double(color.alpha) / 255
        let (canvasWidth, first, end) = (width, firstRow, height)
        let columns = max(0, -originX)..<max(max(0, -originX), min(maskWidth, canvasWidth - originX))
        guard !columns.isEmpty else { return }
        // Each mask value's last blend, as the pixel's bytes before and after: a blend depends on nothing else, and
        // text mostly lies on one flat colour, so most of a line's edge pixels repeat one of these.
        var lastBlends = [(before: UInt32, after: UInt32)?](repeating: nil, count: 256)
        mask.withUnsafeBufferPointer { maskValues in
            buffer.pixels.withUnsafeMutableBufferPointer { targetPixels in
                guard let values = maskValues.baseAddress, let target = targetPixels.baseAddress else { return }
                for row in 0..<maskHeight {
                    let y = originY + row
                    guard y >= first, y < end else { continue }
                    let targetRow = target + ((y - first) * canvasWidth + originX) * 4  // + column * 4
                    for column in columns {
                        let value = values[row * maskWidth + column]
                        let pixel = targetRow + column * 4
                        if value == 255, color.alpha == 255 {
                            // Full coverage of an opaque colour: the colour itself, as the blend would give.
                            pixel[0] = color.red
                            pixel[1] = color.green
                            pixel[2] = color.blue
                            pixel[3] = 255
                        } else if value > 0 {
                            let before = UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)
                            if let last = lastBlends[Int(value)], last.before == before {
                                UnsafeMutableRawPointer(pixel).storeBytes(of: last.after, as: UInt32.self)
                                continue
                            }
                            Self.blendPixel(color, coverage: Double(value) / 255 * alpha, at: pixel)
                            lastBlends[Int(value)] = (before, UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self))
                        }
                    }
                }
            }
        }
    }

    /// Composites straight-alpha RGBA pixels (colour glyphs) over the canvas at (originX, originY).
    public mutating func blend(
        rgba: [UInt8],
        width sourceWidth: Int,
        height sourceHeight: Int,
        atX originX: Int,
        y originY: Int
    ) {
        guard rgba.count >= sourceWidth * sourceHeight * 4 else { return }
        for row in 0..<sourceHeight {
            let y = originY + row
            guard y >= firstRow, y < height else { continue }
            for column in 0..<sourceWidth {
                let x = originX + column
                guard x >= 0, x < width else { continue }
                let offset = (row * sourceWidth + column) * 4
                let alpha = rgba[offset + 3]
                guard alpha > 0 else { continue }
                let color = RGBAColor(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2])
                blend(color, coverage: Double(alpha) / 255, x: x, y: y)
            }
        }
    }

    /// Source-over of `color` at `coverage` onto the RGBA pixel at `pixel`, with straight alpha.
    @inline(__always)
    static func blendPixel(_ color: RGBAColor, coverage: Double, at pixel: UnsafeMutablePointer<UInt8>) {
        let sourceAlpha = min(1, max(0, coverage))
        guard sourceAlpha > 0 else { return }
        let destinationAlpha = Double(pixel[3]) / 255
        let outAlpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha)
        guard outAlpha > 0 else { return }
        // Over an opaque pixel `outAlpha` is mostly exactly 1, and dividing by 1 changes nothing: three divisions
        // a pixel saved, the same bytes.
        let divides = outAlpha != 1
        func mix(_ source: UInt8, _ destination: UInt8) -> UInt8 {
            let sum = Double(source) * sourceAlpha + Double(destination) * destinationAlpha * (1 - sourceAlpha)
            let value = divides ? sum / outAlpha : sum
            return UInt8(rounded(min(255, max(0, value))))
        }
        pixel[0] = mix(color.red, pixel[0])
        pixel[1] = mix(color.green, pixel[1])
        pixel[2] = mix(color.blue, pixel[2])
        pixel[3] = UInt8(rounded(outAlpha * 255))
    }

    /// `value.rounded()` (half away from zero) for a value from 0 to 255, without the C library call `rounded()`
    /// makes on a baseline x86-64 (2% of a screen render): truncate `value + 0.5`, then step back where that sum
    /// rounded up past the answer (0.49999999999999994 + 0.5 is 1.0 in doubles); `near - 0.5` is exact, so the
    /// comparison is.
    @inline(__always)
    static func rounded(_ value: Double) -> Int {
        let near = Int(value + 0.5)
        return Double(near) - 0.5 > value ? near - 1 : near
    }
}
