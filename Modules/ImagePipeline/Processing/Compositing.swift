extension PixelBuffer {
    /// This image over an opaque `background`: what a JPEG of a transparent image should show.
    public func flattened(over background: RGBAColor) -> PixelBuffer {
        guard hasAlpha else { return self }
        var output = pixels
        let bg = (Int(background.red), Int(background.green), Int(background.blue))
        output.withUnsafeMutableBufferPointer { buffer in
            for index in stride(from: 0, to: buffer.count, by: 4) {
                let alpha = Int(buffer[index + 3])
                guard alpha < 255 else { continue }
                let inverse = 255 - alpha
                buffer[index] = UInt8((Int(buffer[index]) * alpha + bg.0 * inverse + 127) / 255)
                buffer[index + 1] = UInt8((Int(buffer[index + 1]) * alpha + bg.1 * inverse + 127) / 255)
                buffer[index + 2] = UInt8((Int(buffer[index + 2]) * alpha + bg.2 * inverse + 127) / 255)
                buffer[index + 3] = 255
            }
        }
        return PixelBuffer(width: width, height: height, pixels: output, hasAlpha: false)
    }
}
