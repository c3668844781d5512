import ImagePipeline

/// A render's pixels composited over white, with the neighbourhood tests pixelmatch uses to tell anti-aliasing
/// from change.
struct FlatImage {
    let width: Int
    let height: Int
    /// RGB after compositing over white, three bytes a pixel.
    private let rgb: [UInt8]

    init(_ buffer: PixelBuffer) {
        width = buffer.width
        height = buffer.height
        var rgb = [UInt8](repeating: 255, count: buffer.width * buffer.height * 3)
        let pixels = buffer.pixels
        for index in 0..<(buffer.width * buffer.height) {
            let alpha = Int(pixels[index * 4 + 3])
            for channel in 0..<3 {
                let value = Int(pixels[index * 4 + channel])
                rgb[index * 3 + channel] = UInt8(255 + ((value - 255) * alpha + (alpha > 0 ? 127 : 0)) / 255)
            }
        }
        self.rgb = rgb
    }

    func contains(_ x: Int, _ y: Int) -> Bool { x < width && y < height }

    /// The pixel's composited colour as one comparable value.
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        let offset = (y * width + x) * 3
        return UInt32(rgb[offset]) << 16 | UInt32(rgb[offset + 1]) << 8 | UInt32(rgb[offset + 2])
    }

    func yiq(_ x: Int, _ y: Int) -> (y: Double, i: Double, q: Double) {
        let offset = (y * width + x) * 3
        let r = Double(rgb[offset])
        let g = Double(rgb[offset + 1])
        let b = Double(rgb[offset + 2])
        return (
            r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
            r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
            r * 0.21147017 - g * 0.52261711 + b * 0.31114694
        )
    }

    /// Luma, for the heat map's faded background and the anti-aliasing test.
    func brightness(_ x: Int, _ y: Int) -> Double { yiq(x, y).y }

    /// Whether (x, y) looks like an anti-aliased edge pixel: among its neighbours no more than two equal it, it has
    /// both a darker and a brighter one, and the darkest or the brightest of those sits in a flat area (three or
    /// more equal neighbours) in this image and in `other`.
    func isAntialiased(_ x: Int, _ y: Int, other: FlatImage) -> Bool {
        var equal = onBorder(x, y) ? 1 : 0
        var darkest = (delta: 0.0, x: 0, y: 0)
        var brightest = (delta: 0.0, x: 0, y: 0)
        let centre = brightness(x, y)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                let delta = centre - brightness(nx, ny)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest.delta {
                    darkest = (delta, nx, ny)
                } else if delta > brightest.delta {
                    brightest = (delta, nx, ny)
                }
            }
        }
        guard darkest.delta != 0, brightest.delta != 0 else { return false }
        return (hasManyEqualNeighbours(darkest.x, darkest.y) && other.hasManyEqualNeighbours(darkest.x, darkest.y))
            || (hasManyEqualNeighbours(brightest.x, brightest.y)
                && other.hasManyEqualNeighbours(brightest.x, brightest.y))
    }

    private func onBorder(_ x: Int, _ y: Int) -> Bool { x == 0 || y == 0 || x == width - 1 || y == height - 1 }

    /// Three or more neighbours of exactly the same colour.
    func hasManyEqualNeighbours(_ x: Int, _ y: Int) -> Bool {
        guard contains(x, y) else { return false }
        var equal = onBorder(x, y) ? 1 : 0
        let value = pixel(x, y)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y {
                if pixel(nx, ny) == value {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }
}
