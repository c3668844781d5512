/// Separable resampling of one 8-bit plane, the single-channel sibling of ``Resampler`` used on JPEG's Y, Cb and Cr.
///
/// With one channel per sample, SIMD lanes run across samples instead of across R, G, B and A: the horizontal pass
/// takes four taps per multiply and the vertical pass sixteen columns, so a YCbCr 4:2:0 image costs about a fifth of
/// the arithmetic of the same image as RGBA.
enum PlaneResampler {
    /// Resizes `region` of `plane` to `width` × `height` with `filter`.
    static func resample(
        _ plane: Plane,
        region: PixelRect,
        width: Int,
        height: Int,
        filter: ResamplingFilter
    ) -> Plane {
        resample([plane], region: region, width: width, height: height, filter: filter)[0]
    }

    /// Resizes the same `region` of same-sized `planes` (a JPEG's Cb and Cr), computing the filter weights once.
    static func resample(
        _ planes: [Plane],
        region: PixelRect,
        width: Int,
        height: Int,
        filter: ResamplingFilter
    ) -> [Plane] {
        guard let first = planes.first else { return [] }
        precondition(planes.allSatisfy { $0.width == first.width && $0.height == first.height }, "plane sizes differ")
        let horizontal = Contributions(
            outputCount: width,
            sourceCount: first.width,
            start: region.x,
            length: region.width,
            filter: filter
        )
        let vertical = Contributions(
            outputCount: height,
            sourceCount: first.height,
            start: region.y,
            length: region.height,
            filter: filter
        )
        return planes.map { resample($0, horizontal: horizontal, vertical: vertical, width: width, height: height) }
    }

    private static func resample(
        _ plane: Plane,
        horizontal: Contributions,
        vertical: Contributions,
        width: Int,
        height: Int
    ) -> Plane {
        let firstRow = vertical.firstSource
        let rowCount = max(0, vertical.lastSource - firstRow)
        // Rows padded to 16 floats so the vertical pass never needs a scalar tail on its loads.
        let rowStride = (width + 15) & ~15
        var intermediate = [Float](repeating: 0, count: rowCount * rowStride)
        // A converted source row, padded for the four-wide loads of the last taps (their weights are zero).
        var row = [Float](repeating: 0, count: plane.width + 16)

        plane.samples.withUnsafeBufferPointer { samples in
            row.withUnsafeMutableBufferPointer { row in
                intermediate.withUnsafeMutableBufferPointer { out in
                    for rowIndex in 0..<rowCount {
                        let source = samples.baseAddress.unsafelyUnwrapped + (firstRow + rowIndex) * plane.width
                        convert(
                            source + horizontal.firstSource,
                            count: horizontal.lastSource - horizontal.firstSource,
                            into: row.baseAddress.unsafelyUnwrapped + horizontal.firstSource
                        )
                        horizontal.applyPlanar(
                            row: UnsafePointer(row.baseAddress.unsafelyUnwrapped),
                            to: out.baseAddress.unsafelyUnwrapped + rowIndex * rowStride
                        )
                    }
                }
            }
        }

        var output = [UInt8](repeating: 0, count: width * height)
        intermediate.withUnsafeBufferPointer { rows in
            output.withUnsafeMutableBufferPointer { out in
                VerticalPass.run(
                    rows.baseAddress.unsafelyUnwrapped,
                    rowStride: rowStride,
                    rowLength: width,
                    firstRow: firstRow,
                    contributions: vertical,
                    unpremultiply: false,
                    into: out.baseAddress.unsafelyUnwrapped
                )
            }
        }
        return Plane(width: width, height: height, samples: output)
    }

    /// Widens `count` bytes to floats (a plain loop: LLVM vectorises it, while SIMD16's generic conversion
    /// initialisers are calls).
    @inline(__always)
    private static func convert(_ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<Float>) {
        for index in 0..<count {
            target[index] = Float(source[index])
        }
    }
}

extension Contributions {
    /// Applies the weights to one converted plane row, four taps per multiply (weights are zero-padded to a
    /// multiple of four, and the row to sixteen floats past its end). Four outputs are summed together so that their
    /// four horizontal reductions become one transpose and three vector adds.
    @inline(__always)
    func applyPlanar(row: UnsafePointer<Float>, to out: UnsafeMutablePointer<Float>) {
        weights.withUnsafeBufferPointer { weights in
            starts.withUnsafeBufferPointer { starts in
                counts.withUnsafeBufferPointer { counts in
                    let weights = UnsafeRawPointer(weights.baseAddress.unsafelyUnwrapped)
                    let pixels = UnsafeRawPointer(row)
                    let outputs = counts.count
                    var index = 0
                    while index &+ 4 <= outputs {
                        let s0 = sum(pixels, starts[index], weights, index, counts[index])
                        let s1 = sum(pixels, starts[index &+ 1], weights, index &+ 1, counts[index &+ 1])
                        let s2 = sum(pixels, starts[index &+ 2], weights, index &+ 2, counts[index &+ 2])
                        let s3 = sum(pixels, starts[index &+ 3], weights, index &+ 3, counts[index &+ 3])
                        let totals =
                            SIMD4(s0.x, s1.x, s2.x, s3.x) + SIMD4(s0.y, s1.y, s2.y, s3.y)
                            + (SIMD4(s0.z, s1.z, s2.z, s3.z) + SIMD4(s0.w, s1.w, s2.w, s3.w))
                        UnsafeMutableRawPointer(out + index).storeBytes(of: totals, as: SIMD4<Float>.self)
                        index &+= 4
                    }
                    while index < outputs {
                        out[index] = sum(pixels, starts[index], weights, index, counts[index]).sum()
                        index &+= 1
                    }
                }
            }
        }
    }

    /// The four partial sums of output `index`: its taps four at a time, lane `k` holding taps `k`, `k + 4`, …
    @inline(__always)
    private func sum(
        _ pixels: UnsafeRawPointer,
        _ start: Int,
        _ weights: UnsafeRawPointer,
        _ index: Int,
        _ count: Int
    ) -> SIMD4<Float> {
        let source = pixels + start &* 4
        let base = weights + index &* stride &* 4
        var total = SIMD4<Float>.zero
        var tap = 0
        while tap < count {
            total +=
                source.loadUnaligned(fromByteOffset: tap &* 4, as: SIMD4<Float>.self)
                * base.loadUnaligned(fromByteOffset: tap &* 4, as: SIMD4<Float>.self)
            tap &+= 4
        }
        return total
    }
}
