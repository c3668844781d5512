/// The vertical half shared by ``Resampler`` and ``PlaneResampler``: rows of floats (channels interleaved or one
/// plane, it makes no difference here) summed sixteen at a time over the taps in registers, then rounded to bytes.
enum VerticalPass {
    /// Writes `height` rows of `rowLength` bytes into `output` from the intermediate `rows` (`rowStride` floats
    /// apart, padded to a multiple of 16, the first being source row `firstRow`). With `unpremultiply`, every four
    /// floats are a premultiplied RGBA pixel.
    @inline(__always)
    static func run(
        _ rows: UnsafePointer<Float>,
        rowStride: Int,
        rowLength: Int,
        firstRow: Int,
        contributions vertical: Contributions,
        unpremultiply: Bool,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        vertical.weights.withUnsafeBufferPointer { weights in
            for y in 0..<vertical.counts.count {
                let first = vertical.starts[y] - firstRow
                let weightBase = y * vertical.stride
                let count = vertical.counts[y]
                let target = output + y * rowLength
                var x = 0
                while x < rowLength {
                    var sum = SIMD16<Float>.zero
                    for tap in 0..<count {
                        let pointer = UnsafeRawPointer(rows + ((first &+ tap) &* rowStride &+ x))
                        sum += pointer.loadUnaligned(as: SIMD16<Float>.self) * weights[weightBase &+ tap]
                    }
                    if unpremultiply { sum = unpremultiplied(sum) }
                    store(sum, into: target + x, count: min(16, rowLength - x))
                    x &+= 16
                }
            }
        }
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
