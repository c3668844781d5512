/// An 8-bit RGBA bitmap with straight (not premultiplied) alpha, rows top to bottom, no padding.
public struct PixelBuffer: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel. Read-only outside the pipeline: its unchecked pointer code
    /// trusts this length, so other modules change pixels through the bounds-checked subscript.
    public internal(set) var pixels: [UInt8]
    /// Whether any pixel may be less than opaque; false lets the resampler skip premultiplication.
    public var hasAlpha: Bool

    /// Creates a buffer from pixels; `pixels.count` must be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8], hasAlpha: Bool = true) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
        self.width = width
        self.height = height
        self.pixels = pixels
        self.hasAlpha = hasAlpha
    }

    /// Creates a buffer filled with one colour.
    public init(width: Int, height: Int, fill color: RGBAColor) {
        let count = max(0, width * height * 4)
        // One pass: the first pixel written, then the filled part copied onto the rest, doubling each time.
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress, count >= 4 else {
                initialized = 0
                return
            }
            HugePages.advise(UnsafeMutableRawPointer(base), count: count)
            // UInt8 is trivial: writing uninitialised bytes is initialising them.
            Self.fill(base, count: count, with: color)
            initialized = count
        }
        self.init(width: width, height: height, pixels: pixels, hasAlpha: color.alpha < 255)
    }

    /// Sets every pixel to `color`, in place when the pixels are not shared.
    mutating func fill(with color: RGBAColor) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 4 else { return }
            Self.fill(base, count: buffer.count, with: color)
        }
    }

    /// Writes `color` into `count` bytes at `base` (a whole number of pixels): the first pixel, then the filled part
    /// copied onto the rest, doubling each time, so the copies run at memory speed.
    private static func fill(_ base: UnsafeMutablePointer<UInt8>, count: Int, with color: RGBAColor) {
        base[0] = color.red
        base[1] = color.green
        base[2] = color.blue
        base[3] = color.alpha
        var filled = 4
        while filled < count {
            let chunk = min(filled, count - filled)
            (base + filled).update(from: base, count: chunk)
            filled += chunk
        }
    }

    /// The colour at (x, y); both must be inside the image.
    public subscript(x: Int, y: Int) -> RGBAColor {
        get {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel outside the image")
            let offset = (y * width + x) * 4
            return RGBAColor(
                red: pixels[offset],
                green: pixels[offset + 1],
                blue: pixels[offset + 2],
                alpha: pixels[offset + 3]
            )
        }
        set {
            precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel outside the image")
            let offset = (y * width + x) * 4
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { buffer in
            stride(from: 3, to: buffer.count, by: 4).allSatisfy { buffer[$0] == 255 }
        }
    }
}
