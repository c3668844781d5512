public import ImagePipeline

/// A perceptual comparison of two renders, after pixelmatch: a pixel counts as changed when its colour distance in
/// YIQ space (both images composited over white) passes `threshold`; such a pixel is counted apart as anti-aliased
/// when it lies on an edge that is only shifted or smoothed differently (it has both a darker and a brighter
/// neighbour, and those neighbours sit in flat areas of both images).
public struct PixelDiff: Sendable, Equatable {
    /// A box of pixels.
    public struct Region: Sendable, Equatable, Codable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        /// Creates a region.
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// Pixels over the threshold that are not anti-aliasing (pixels outside the smaller image count here too).
    public var changed: Int
    /// Pixels over the threshold judged to be anti-aliased edges.
    public var antialiased: Int
    /// All pixels compared (the larger width times the larger height).
    public var total: Int
    /// The smallest box holding every changed pixel, or nil when none changed.
    public var region: Region?
    /// The heat map: `after` faded to a light grey, changed pixels red, anti-aliased ones yellow.
    public var heatMap: PixelBuffer

    /// pixelmatch's default perceptual threshold.
    public static let defaultThreshold = 0.1

    /// Compares `before` with `after`. `threshold` (0…1) is the perceptual distance under which pixels are equal.
    public static func compare(_ before: PixelBuffer, _ after: PixelBuffer, threshold: Double = defaultThreshold)
        -> PixelDiff
    {
        let width = max(before.width, after.width)
        let height = max(before.height, after.height)
        // The largest YIQ distance is 35215; pixelmatch scales the threshold by it, squared.
        let maxDelta = 35215 * threshold * threshold
        var heat = [UInt8](repeating: 255, count: width * height * 4)
        var changed = 0
        var antialiased = 0
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        let left = FlatImage(before)
        let right = FlatImage(after)
        heat.withUnsafeMutableBufferPointer { output in
            for y in 0..<height {
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    guard left.contains(x, y), right.contains(x, y) else {
                        changed += 1
                        paint(&output, offset, red: 255, green: 0, blue: 0)
                        box = grow(box, x, y)
                        continue
                    }
                    let delta = left.pixel(x, y) == right.pixel(x, y) ? 0 : colorDelta(left, right, x, y)
                    if delta > maxDelta {
                        if left.isAntialiased(x, y, other: right) || right.isAntialiased(x, y, other: left) {
                            antialiased += 1
                            paint(&output, offset, red: 255, green: 200, blue: 0)
                        } else {
                            changed += 1
                            paint(&output, offset, red: 255, green: 0, blue: 0)
                            box = grow(box, x, y)
                        }
                    } else {
                        // Unchanged: the after image as a faint grey, so the reader sees where things are.
                        let grey = UInt8(255 - (255 - right.brightness(x, y)) * 0.1)
                        paint(&output, offset, red: grey, green: grey, blue: grey)
                    }
                }
            }
        }
        return PixelDiff(
            changed: changed,
            antialiased: antialiased,
            total: width * height,
            region: box.map {
                Region(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1)
            },
            heatMap: PixelBuffer(width: width, height: height, pixels: heat, hasAlpha: false)
        )
    }

    private static func paint(
        _ output: inout UnsafeMutableBufferPointer<UInt8>,
        _ offset: Int,
        red: UInt8,
        green: UInt8,
        blue: UInt8
    ) {
        output[offset] = red
        output[offset + 1] = green
        output[offset + 2] = blue
        output[offset + 3] = 255
    }

    private static func grow(
        _ box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?,
        _ x: Int,
        _ y: Int
    ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        guard let box else { return (x, y, x, y) }
        return (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
    }

    /// The squared YIQ distance of pixel (x, y) between the two images (pixelmatch's weights).
    static func colorDelta(_ left: FlatImage, _ right: FlatImage, _ x: Int, _ y: Int) -> Double {
        let a = left.yiq(x, y)
        let b = right.yiq(x, y)
        let dy = a.y - b.y
        let di = a.i - b.i
        let dq = a.q - b.q
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }
}
