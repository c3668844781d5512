/// One 8-bit channel of an image (a JPEG's Y, Cb or Cr), rows top to bottom, no padding.
struct Plane: Sendable, Equatable {
    /// Width in samples.
    var width: Int
    /// Height in samples.
    var height: Int
    /// `width * height` samples.
    var samples: [UInt8]

    init(width: Int, height: Int, samples: [UInt8]) {
        precondition(width >= 0 && height >= 0 && samples.count == width * height, "sample count mismatch")
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The plane as it must be shown, given that its samples carry `orientation`.
    func applying(_ orientation: Orientation) -> Plane {
        guard orientation != .up else { return self }
        let (outWidth, outHeight) = orientation.swapsDimensions ? (height, width) : (width, height)
        var output = [UInt8](repeating: 0, count: samples.count)
        samples.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let from = orientation.sourceCoordinate(x: x, y: y, width: outWidth, height: outHeight)
                        target[y &* outWidth &+ x] = source[from.y &* width &+ from.x]
                    }
                }
            }
        }
        return Plane(width: outWidth, height: outHeight, samples: output)
    }

    /// The plane grown to `newWidth` × `newHeight` by repeating its last column and row.
    func padded(toWidth newWidth: Int, height newHeight: Int) -> Plane {
        guard newWidth != width || newHeight != height, width > 0, height > 0 else { return self }
        var output = [UInt8](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            let from = min(y, height - 1) * width
            for x in 0..<newWidth {
                output[y * newWidth + x] = samples[from + min(x, width - 1)]
            }
        }
        return Plane(width: newWidth, height: newHeight, samples: output)
    }
}
