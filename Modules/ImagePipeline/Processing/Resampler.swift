/// Separable resampling of an RGBA8 image (or a region of it) to a new size.
///
/// Each pass computes, per output pixel, normalised filter weights over the source pixels its kernel covers
/// (widened by the reduction factor when shrinking, so it averages rather than aliases). Pixels are converted to
/// `SIMD4<Float>` once per source row; with alpha they are premultiplied first and un-premultiplied at the end, so
/// the colour of transparent pixels never bleeds into visible edges.
public enum Resampler {
    /// Resizes `region` of `source` to `width` × `height` with `filter`.
    public static func resample(
        _ source: PixelBuffer,
        region: PixelRect? = nil,
        width: Int,
        height: Int,
        filter: ResamplingFilter = .lanczos3
    ) -> PixelBuffer {
        source.pixels.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress.unsafelyUnwrapped
            return resample(
                sourceWidth: source.width,
                sourceHeight: source.height,
                hasAlpha: source.hasAlpha,
                region: region,
                width: width,
                height: height,
                filter: filter
            ) { (y: Int) throws(Never) in base + y * source.width * 4 }
        }
    }

    /// Resizes `region` of an image whose RGBA8 rows come from `row`, which is called once for each source row the
    /// result needs, in increasing order, so a decoder can hand rows over as it produces them.
    public static func resample<Failure: Error>(
        sourceWidth: Int,
        sourceHeight: Int,
        hasAlpha alpha: Bool,
        region: PixelRect? = nil,
        width: Int,
        height: Int,
        filter: ResamplingFilter = .lanczos3,
        row sourceRow: (Int) throws(Failure) -> UnsafePointer<UInt8>
    ) throws(Failure) -> PixelBuffer {
        let region = region ?? PixelRect(x: 0, y: 0, width: Double(sourceWidth), height: Double(sourceHeight))
        let horizontal = Contributions(
            outputCount: width,
            sourceCount: sourceWidth,
            start: region.x,
            length: region.width,
            filter: filter
        )
        let vertical = Contributions(
            outputCount: height,
            sourceCount: sourceHeight,
            start: region.y,
            length: region.height,
            filter: filter
        )
        let firstRow = vertical.firstSource
        let rowCount = max(0, vertical.lastSource - firstRow)
        // Intermediate rows hold `width * 4` floats, padded to 16 so the vertical pass never needs a scalar tail.
        let rowStride = (width * 4 + 15) & ~15
        var intermediate = [Float](repeating: 0, count: rowCount * rowStride)
        // Padded by four pixels for the last taps' reads (their weights are zero).
        var row = [SIMD4<Float>](repeating: .zero, count: sourceWidth + 4)
        let horizontalWeights = horizontal.broadcastWeights()

        // Horizontal pass over the rows the vertical pass needs.
        try row.withUnsafeMutableBufferPointer { (row) throws(Failure) in
            try intermediate.withUnsafeMutableBufferPointer { (out) throws(Failure) in
                let columnFirst = horizontal.firstSource
                let columnEnd = horizontal.lastSource
                let floats = UnsafeMutableRawPointer(row.baseAddress.unsafelyUnwrapped)
                    .assumingMemoryBound(to: Float.self)
                let target = UnsafeMutableRawPointer(out.baseAddress.unsafelyUnwrapped)
                    .assumingMemoryBound(to: SIMD4<Float>.self)
                for rowIndex in 0..<rowCount {
                    let pixels = try sourceRow(firstRow + rowIndex)
                    // A plain byte-to-float loop, which LLVM vectorises.
                    for index in (columnFirst * 4)..<(columnEnd * 4) {
                        floats[index] = Float(pixels[index])
                    }
                    if alpha {
                        for x in columnFirst..<columnEnd {
                            let value = row[x]
                            let scale = value.w * (1 / 255)
                            row[x] = value * SIMD4(scale, scale, scale, 1)
                        }
                    }
                    horizontalWeights.withUnsafeBufferPointer { weights in
                        horizontal.apply(
                            row: UnsafePointer(row.baseAddress.unsafelyUnwrapped),
                            weights: weights.baseAddress.unsafelyUnwrapped,
                            to: target + rowIndex * rowStride / 4
                        )
                    }
                }
            }
        }

        // Vertical pass: sixteen floats (four pixels) at a time.
        var output = [UInt8](repeating: 0, count: width * height * 4)
        intermediate.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { out in
                VerticalPass.run(
                    rows.baseAddress.unsafelyUnwrapped,
                    rowStride: rowStride,
                    rowLength: width * 4,
                    firstRow: firstRow,
                    contributions: vertical,
                    unpremultiply: alpha,
                    into: out.baseAddress.unsafelyUnwrapped
                )
            }
        }
        return PixelBuffer(width: width, height: height, pixels: output, hasAlpha: alpha)
    }
}
