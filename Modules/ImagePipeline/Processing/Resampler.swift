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
        let rowCount = vertical.lastSource - firstRow
        var intermediate = [SIMD4<Float>](repeating: .zero, count: max(0, rowCount) * width)
        var row = [SIMD4<Float>](repeating: .zero, count: source.width)

        // Horizontal pass over the rows the vertical pass needs.
        source.pixels.withUnsafeBufferPointer { pixels in
            row.withUnsafeMutableBufferPointer { row in
                intermediate.withUnsafeMutableBufferPointer { out in
                    for rowIndex in 0..<rowCount {
                        let base = (firstRow + rowIndex) * source.width * 4
                        let columnFirst = horizontal.firstSource
                        for x in columnFirst..<horizontal.lastSource {
                            let p = base &+ x &* 4
                            var value = SIMD4<Float>(
                                Float(pixels[p]),
                                Float(pixels[p &+ 1]),
                                Float(pixels[p &+ 2]),
                                Float(pixels[p &+ 3])
                            )
                            if alpha {
                                let scale = value.w * (1 / 255)
                                value = SIMD4(value.x * scale, value.y * scale, value.z * scale, value.w)
                            }
                            row[x] = value
                        }
                        horizontal.apply(row: row, to: out, offset: rowIndex * width)
                    }
                }
            }
        }

        // Vertical pass.
        var output = [UInt8](repeating: 0, count: width * height * 4)
        var accumulator = [SIMD4<Float>](repeating: .zero, count: width)
        intermediate.withUnsafeBufferPointer { rows in
            accumulator.withUnsafeMutableBufferPointer { sums in
                output.withUnsafeMutableBufferPointer { out in
                    vertical.weights.withUnsafeBufferPointer { weights in
                        for y in 0..<height {
                            for x in 0..<width { sums[x] = .zero }
                            let first = vertical.starts[y] - firstRow
                            let weightBase = y * vertical.stride
                            for tap in 0..<vertical.counts[y] {
                                let weight = weights[weightBase + tap]
                                let rowBase = (first &+ tap) &* width
                                for x in 0..<width {
                                    sums[x] += rows[rowBase &+ x] * weight
                                }
                            }
                            store(sums, into: out, at: y * width * 4, unpremultiply: alpha)
                        }
                    }
                }
            }
        }
        return PixelBuffer(width: width, height: height, pixels: output, hasAlpha: alpha)
    }

    @inline(__always)
    private static func store(
        _ sums: UnsafeMutableBufferPointer<SIMD4<Float>>,
        into out: UnsafeMutableBufferPointer<UInt8>,
        at base: Int,
        unpremultiply: Bool
    ) {
        for x in 0..<sums.count {
            var value = sums[x]
            if unpremultiply {
                let a = min(max(value.w, 0), 255)
                if a > 0 {
                    let scale = 255 / a
                    value = SIMD4(value.x * scale, value.y * scale, value.z * scale, a)
                } else {
                    value = .zero
                }
            }
            // Adding 2^23 to a value in 0…255 leaves round-to-nearest(value) in the low mantissa bits: a rounding
            // conversion without the checks (and generic code) of `Int32(_:)` or SIMD's `init(_:rounding:)`.
            let clamped = SIMD4<Float>(
                min(max(value.x, 0), 255),
                min(max(value.y, 0), 255),
                min(max(value.z, 0), 255),
                min(max(value.w, 0), 255)
            )
            let bits = unsafeBitCast(clamped + 8_388_608, to: SIMD4<UInt32>.self)
            let p = base &+ x &* 4
            out[p] = UInt8(truncatingIfNeeded: bits.x)
            out[p &+ 1] = UInt8(truncatingIfNeeded: bits.y)
            out[p &+ 2] = UInt8(truncatingIfNeeded: bits.z)
            out[p &+ 3] = UInt8(truncatingIfNeeded: bits.w)
        }
    }
}

/// For each output pixel along one axis: the first source pixel and the normalised weights of those it covers.
struct Contributions {
    var starts: [Int]
    var counts: [Int]
    /// `outputCount * stride` weights; row `i` holds `counts[i]` of them.
    var weights: [Float]
    var stride: Int
    var firstSource: Int
    var lastSource: Int

    init(outputCount: Int, sourceCount: Int, start: Double, length: Double, filter: ResamplingFilter) {
        let scale = length / Double(max(1, outputCount))
        let filterScale = max(scale, 1)
        let support = filter.support * filterScale
        stride = Int((support * 2).rounded(.up)) + 2
        starts = [Int](repeating: 0, count: outputCount)
        counts = [Int](repeating: 0, count: outputCount)
        weights = [Float](repeating: 0, count: outputCount * stride)
        firstSource = sourceCount
        lastSource = 0
        for index in 0..<outputCount {
            let center = start + (Double(index) + 0.5) * scale
            var low = max(0, Int((center - support).rounded(.down)))
            var high = min(sourceCount, Int((center + support).rounded(.up)))
            if high <= low {
                // A region narrower than a pixel at the very edge: take the nearest pixel.
                low = min(max(0, Int(center)), sourceCount - 1)
                high = low + 1
            }
            var local = [Double]()
            local.reserveCapacity(high - low)
            var total = 0.0
            for source in low..<high {
                let weight = filter.weight((Double(source) + 0.5 - center) / filterScale)
                local.append(weight)
                total += weight
            }
            if total == 0 {
                local = [Double](repeating: 0, count: high - low)
                local[min(local.count - 1, max(0, Int(center) - low))] = 1
                total = 1
            }
            // Trim zero weights at both ends so the inner loops do no useless work.
            var first = 0
            var last = local.count
            while first < last - 1, local[first] == 0 { first += 1 }
            while last > first + 1, local[last - 1] == 0 { last -= 1 }
            let count = min(last - first, stride)
            starts[index] = low + first
            counts[index] = count
            for tap in 0..<count {
                weights[index * stride + tap] = Float(local[first + tap] / total)
            }
            firstSource = min(firstSource, starts[index])
            lastSource = max(lastSource, starts[index] + count)
        }
        if outputCount == 0 {
            firstSource = 0
            lastSource = 0
        }
    }

    /// Applies the horizontal weights to one converted source row. Four accumulators break the add-latency chain
    /// that one running sum would serialise every tap on.
    @inline(__always)
    func apply(
        row: UnsafeMutableBufferPointer<SIMD4<Float>>,
        to out: UnsafeMutableBufferPointer<SIMD4<Float>>,
        offset: Int
    ) {
        weights.withUnsafeBufferPointer { weights in
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    for index in 0..<counts.count {
                        out[offset &+ index] = Self.dot(
                            row,
                            from: starts[index],
                            weights: weights,
                            at: index &* stride,
                            count: counts[index]
                        )
                    }
                }
            }
        }
    }

    /// The weighted sum of `count` pixels starting at `first`.
    @inline(__always)
    static func dot(
        _ pixels: UnsafePointer<SIMD4<Float>>,
        from first: Int,
        weights: UnsafeBufferPointer<Float>,
        at base: Int,
        count: Int
    ) -> SIMD4<Float> {
        var sum0 = SIMD4<Float>.zero
        var sum1 = SIMD4<Float>.zero
        var sum2 = SIMD4<Float>.zero
        var sum3 = SIMD4<Float>.zero
        var tap = 0
        while tap &+ 3 < count {
            sum0 += pixels[first &+ tap] * weights[base &+ tap]
            sum1 += pixels[first &+ tap &+ 1] * weights[base &+ tap &+ 1]
            sum2 += pixels[first &+ tap &+ 2] * weights[base &+ tap &+ 2]
            sum3 += pixels[first &+ tap &+ 3] * weights[base &+ tap &+ 3]
            tap &+= 4
        }
        while tap < count {
            sum0 += pixels[first &+ tap] * weights[base &+ tap]
            tap &+= 1
        }
        return (sum0 + sum1) + (sum2 + sum3)
    }

    @inline(__always)
    static func dot(
        _ pixels: UnsafeMutableBufferPointer<SIMD4<Float>>,
        from first: Int,
        weights: UnsafeBufferPointer<Float>,
        at base: Int,
        count: Int
    ) -> SIMD4<Float> {
        // A row buffer is never empty when a weight refers to it.
        dot(UnsafePointer(pixels.baseAddress.unsafelyUnwrapped), from: first, weights: weights, at: base, count: count)
    }
}
