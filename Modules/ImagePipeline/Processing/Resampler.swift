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
        let region = region ?? PixelRect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
        let horizontal = Contributions(
            outputCount: width,
            sourceCount: source.width,
            start: region.x,
            length: region.width,
            filter: filter
        )
        let vertical = Contributions(
            outputCount: height,
            sourceCount: source.height,
            start: region.y,
            length: region.height,
            filter: filter
        )
        let alpha = source.hasAlpha
        let firstRow = vertical.firstSource
        let rowCount = max(0, vertical.lastSource - firstRow)
        // Intermediate rows hold `width * 4` floats, padded to 16 so the vertical pass never needs a scalar tail.
        let rowStride = (width * 4 + 15) & ~15
        var intermediate = [Float](repeating: 0, count: rowCount * rowStride)
        // Padded by four pixels for the last taps' reads (their weights are zero).
        var row = [SIMD4<Float>](repeating: .zero, count: source.width + 4)
        let horizontalWeights = horizontal.broadcastWeights()

        // Horizontal pass over the rows the vertical pass needs.
        source.pixels.withUnsafeBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { row in
                intermediate.withUnsafeMutableBufferPointer { out in
                    let columnFirst = horizontal.firstSource
                    let columnEnd = horizontal.lastSource
                    let floats = UnsafeMutableRawPointer(row.baseAddress.unsafelyUnwrapped)
                        .assumingMemoryBound(to: Float.self)
                    let target = UnsafeMutableRawPointer(out.baseAddress.unsafelyUnwrapped)
                        .assumingMemoryBound(to: SIMD4<Float>.self)
                    for rowIndex in 0..<rowCount {
                        let base = (firstRow + rowIndex) * source.width * 4
                        // A plain byte-to-float loop, which LLVM vectorises.
                        for index in (columnFirst * 4)..<(columnEnd * 4) {
                            floats[index] = Float(pixels[base &+ index])
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
        }

        // Vertical pass: sixteen floats (four pixels) at a time, summed over the taps in registers.
        var output = [UInt8](repeating: 0, count: width * height * 4)
        let rowFloats = width * 4
        intermediate.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { out in
                vertical.weights.withUnsafeBufferPointer { weights in
                    let rows = rows.baseAddress.unsafelyUnwrapped
                    for y in 0..<height {
                        let first = vertical.starts[y] - firstRow
                        let weightBase = y * vertical.stride
                        let count = vertical.counts[y]
                        let target = out.baseAddress.unsafelyUnwrapped + y * rowFloats
                        var x = 0
                        while x < rowFloats {
                            var sum = SIMD16<Float>.zero
                            for tap in 0..<count {
                                let pointer = UnsafeRawPointer(rows + ((first &+ tap) &* rowStride &+ x))
                                sum += pointer.loadUnaligned(as: SIMD16<Float>.self) * weights[weightBase &+ tap]
                            }
                            if alpha { sum = unpremultiplied(sum) }
                            store(sum, into: target + x, count: min(16, rowFloats - x))
                            x &+= 16
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, pixels: output, hasAlpha: alpha)
    }

    /// Four premultiplied pixels back to straight alpha (a pixel with no alpha left becomes transparent black).
    @inline(__always)
    private static func unpremultiplied(_ sum: SIMD16<Float>) -> SIMD16<Float> {
        let (first, second) = (SIMD4<Float>(repeating: sum[3]), SIMD4<Float>(repeating: sum[7]))
        let (third, fourth) = (SIMD4<Float>(repeating: sum[11]), SIMD4<Float>(repeating: sum[15]))
        var alpha = SIMD16(
            lowHalf: SIMD8(lowHalf: first, highHalf: second),
            highHalf: SIMD8(lowHalf: third, highHalf: fourth)
        )
        alpha.replace(with: 0, where: alpha .< 0)
        alpha.replace(with: 255, where: alpha .> 255)
        var scale = 255 / alpha
        scale.replace(with: 0, where: alpha .<= 0)
        var value = sum * scale
        value.replace(with: alpha, where: alphaLanes)
        return value
    }

    /// The lanes of four RGBA pixels that hold alpha.
    private static let alphaLanes = SIMD16<Int32>(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1) .== 1

    /// Rounds, clamps and narrows sixteen channel values to bytes, writing the first `count`.
    @inline(__always)
    private static func store(_ sum: SIMD16<Float>, into target: UnsafeMutablePointer<UInt8>, count: Int) {
        // `replace(with:where:)` compiles to compare-and-mask; `clamped(lowerBound:upperBound:)` goes lane by lane.
        var clamped = sum
        clamped.replace(with: 0, where: clamped .< 0)
        clamped.replace(with: 255, where: clamped .> 255)
        // Adding 2^23 to a value in 0…255 leaves round-to-nearest(value) in the low mantissa bits: a rounding
        // conversion without the checks (and generic code) of `Int32(_:)` or SIMD's `init(_:rounding:)`.
        let bits = unsafeBitCast(clamped + 8_388_608, to: SIMD16<UInt32>.self)
        let bytes = SIMD16<UInt8>(truncatingIfNeeded: bits)
        if count == 16 {
            UnsafeMutableRawPointer(target).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
        } else {
            for lane in 0..<count { target[lane] = bytes[lane] }
        }
    }
}
