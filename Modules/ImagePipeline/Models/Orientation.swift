/// The EXIF orientation: how stored pixels must be transformed to show the picture upright.
public enum Orientation: Int, Sendable, Codable, CaseIterable {
    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Rotated 180°.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the main diagonal (transpose).
    case leftMirrored = 5
    /// Needs a 90° clockwise turn to display.
    case right = 6
    /// Mirrored along the anti-diagonal (transverse).
    case rightMirrored = 7
    /// Needs a 90° counter-clockwise turn to display.
    case left = 8

    /// Whether displaying swaps width and height.
    public var swapsDimensions: Bool {
        rawValue >= 5
    }

    /// For a pixel (x, y) of the upright image of size (width, height), the stored pixel it comes from.
    func sourceCoordinate(x: Int, y: Int, width: Int, height: Int) -> (x: Int, y: Int) {
        switch self {
        case .up: (x, y)
        case .upMirrored: (width - 1 - x, y)
        case .down: (width - 1 - x, height - 1 - y)
        case .downMirrored: (x, height - 1 - y)
        case .leftMirrored: (y, x)
        case .right: (y, width - 1 - x)
        case .rightMirrored: (height - 1 - y, width - 1 - x)
        case .left: (height - 1 - y, x)
        }
    }
}

extension PixelBuffer {
    /// The upright image, given that these stored pixels carry `orientation`.
    public func applying(_ orientation: Orientation) -> PixelBuffer {
        guard orientation != .up else { return self }
        let (outWidth, outHeight) = orientation.swapsDimensions ? (height, width) : (width, height)
        var output = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBytes { raw in
                let target = raw.bindMemory(to: UInt32.self)
                source.withMemoryRebound(to: UInt32.self) { words in
                    for y in 0..<outHeight {
                        for x in 0..<outWidth {
                            let from = orientation.sourceCoordinate(x: x, y: y, width: outWidth, height: outHeight)
                            target[y * outWidth + x] = words[from.y * width + from.x]
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: outWidth, height: outHeight, pixels: output, hasAlpha: hasAlpha)
    }
}

extension Orientation {
    /// Whether the upright x axis runs against the stored axis it comes from.
    var mirrorsUprightX: Bool {
        switch self {
        case .upMirrored, .down, .right, .rightMirrored: true
        case .up, .downMirrored, .leftMirrored, .left: false
        }
    }

    /// Whether the stored x axis runs against the upright axis it becomes.
    var reversesStoredX: Bool {
        switch self {
        case .upMirrored, .down, .rightMirrored, .left: true
        case .up, .downMirrored, .leftMirrored, .right: false
        }
    }

    /// Whether the stored y axis runs against the upright axis it becomes.
    var reversesStoredY: Bool {
        switch self {
        case .down, .downMirrored, .right, .rightMirrored: true
        case .up, .upMirrored, .leftMirrored, .left: false
        }
    }

    /// Whether the upright y axis runs against the stored axis it comes from.
    var mirrorsUprightY: Bool {
        switch self {
        case .down, .downMirrored, .rightMirrored, .left: true
        case .up, .upMirrored, .leftMirrored, .right: false
        }
    }
}

extension Orientation {
    /// The stored-pixel rectangle that shows as `rect` once the image of upright size (`uprightWidth`,
    /// `uprightHeight`) is oriented.
    func storedRect(for rect: PixelRect, uprightWidth: Int, uprightHeight: Int) -> PixelRect {
        let width = Double(uprightWidth)
        let height = Double(uprightHeight)
        let right = width - rect.x - rect.width
        let bottom = height - rect.y - rect.height
        return switch self {
        case .up: rect
        case .upMirrored: PixelRect(x: right, y: rect.y, width: rect.width, height: rect.height)
        case .down: PixelRect(x: right, y: bottom, width: rect.width, height: rect.height)
        case .downMirrored: PixelRect(x: rect.x, y: bottom, width: rect.width, height: rect.height)
        case .leftMirrored: PixelRect(x: rect.y, y: rect.x, width: rect.height, height: rect.width)
        case .right: PixelRect(x: rect.y, y: right, width: rect.height, height: rect.width)
        case .rightMirrored: PixelRect(x: bottom, y: right, width: rect.height, height: rect.width)
        case .left: PixelRect(x: bottom, y: rect.x, width: rect.height, height: rect.width)
        }
    }
}
