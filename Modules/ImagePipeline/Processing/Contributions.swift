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
        // A multiple of 4, zero-padded, so planar dot products can read weights four at a time.
        stride = (Int((support * 2).rounded(.up)) + 2 + 3) & ~3
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
            var local = filter.weights(
                start: (Double(low) + 0.5 - center) / filterScale,
                step: 1 / filterScale,
                count: high - low
            )
            var total = local.reduce(0, +)
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

    /// Each weight repeated in four lanes, so the RGBA pass multiplies a pixel by a weight with one load instead of a
    /// load and a shuffle.
    func broadcastWeights() -> [SIMD4<Float>] {
        weights.map { SIMD4(repeating: $0) }
    }

    /// Applies the horizontal weights (from ``broadcastWeights()``) to one converted source row, which must extend
    /// three pixels past the last source pixel (the padded taps have zero weight). Four accumulators break the
    /// add-latency chain that one running sum would serialise every tap on.
    @inline(__always)
    func apply(
        row: UnsafePointer<SIMD4<Float>>,
        weights: UnsafePointer<SIMD4<Float>>,
        to out: UnsafeMutablePointer<SIMD4<Float>>
    ) {
        starts.withUnsafeBufferPointer { starts in
            counts.withUnsafeBufferPointer { counts in
                for index in 0..<counts.count {
                    let pixels = row + starts[index]
                    let taps = weights + index &* stride
                    let count = counts[index]
                    var sum0 = SIMD4<Float>.zero
                    var sum1 = SIMD4<Float>.zero
                    var sum2 = SIMD4<Float>.zero
                    var sum3 = SIMD4<Float>.zero
                    var tap = 0
                    while tap < count {
                        sum0 += pixels[tap] * taps[tap]
                        sum1 += pixels[tap &+ 1] * taps[tap &+ 1]
                        sum2 += pixels[tap &+ 2] * taps[tap &+ 2]
                        sum3 += pixels[tap &+ 3] * taps[tap &+ 3]
                        tap &+= 4
                    }
                    out[index] = (sum0 + sum1) + (sum2 + sum3)
                }
            }
        }
    }
}
