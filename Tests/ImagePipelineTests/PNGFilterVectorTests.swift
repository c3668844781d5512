import CPNGShim
import Testing

/// The PNG writers' AVX2 row filters (CPNGShim's PNGFilterVector.c) against the portable loops they replace: the
/// same filter chosen and the same filtered bytes, or every screen's PNG would change. Paeth's predictor is computed
/// in bytes there (the portable code needs 16 bits), so it is checked on every one of the 2^24 (left, above, above
/// left) triples.
@Suite struct PNGFilterVectorTests {
    /// Both implementations' output for one filter, or the first difference as text.
    private func difference(filter: Int32, row: [UInt8], above: [UInt8], bpp: Int) -> String? {
        var vector = [UInt8](repeating: 0, count: row.count)
        var portable = vector
        catalog_png_apply_filter(filter, row, above, row.count, bpp, 1, &vector)
        catalog_png_apply_filter(filter, row, above, row.count, bpp, 0, &portable)
        guard vector != portable, let index = vector.indices.first(where: { vector[$0] != portable[$0] }) else {
            return nil
        }
        let left = index >= bpp ? row[index - bpp] : 0
        let aboveLeft = index >= bpp ? above[index - bpp] : 0
        return "filter \(filter) byte \(index): x \(row[index]) a \(left) b \(above[index]) c \(aboveLeft): "
            + "vector \(vector[index]), portable \(portable[index])"
    }

    @Test func averageAndPaethGiveThePortableBytesForEveryTriple() {
        if catalog_png_filters_vectorised() == 0 {
            print("PNGFilterVectorTests: this processor has no AVX2; both sides run the portable loops")
        }
        // With bpp 256, byte 256 + k of a 512-byte row has left row[k], above above[256 + k], above-left above[k]:
        // one call covers c = 0...255 for one (a, b). The byte itself only shifts the result, so it runs over all
        // values too, once per (a, b).
        let bpp = 256
        let byteValues = (0..<bpp).map { UInt8($0) }
        var row = [UInt8](repeating: 0, count: bpp) + byteValues.reversed()
        var above = byteValues + [UInt8](repeating: 0, count: bpp)
        var failures: [String] = []
        for a in 0..<256 {
            row.withUnsafeMutableBufferPointer { $0.extracting(0..<bpp).update(repeating: UInt8(a)) }
            for b in 0..<256 {
                above.withUnsafeMutableBufferPointer { $0.extracting(bpp..<2 * bpp).update(repeating: UInt8(b)) }
                for filter: Int32 in [3, 4] {
                    if let failure = difference(filter: filter, row: row, above: above, bpp: bpp) {
                        failures.append(failure)
                    }
                }
            }
            if failures.count > 10 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test(arguments: [3, 4])
    func rowsOfEveryKindGetTheSameChoiceAndBytes(bpp: Int) {
        // Screen-like rows: a flat background with a few changed pixels (text) under a flat one or under one with a
        // few changed pixels, mostly equal to the one above with short changes; noise; and the extremes (0x80 is the largest magnitude a filtered byte has);
        // at lengths around the 32-byte vector step.
        var generator = SplitMix(seed: UInt64(bpp))
        var failures: [String] = []
        // Rows are whole pixels, as the writers give them.
        for length in (Array(1...70) + [95, 96, 97, 127, 128, 129, 1179, 2048]).map({ $0 * bpp }) {
            for kind in 0..<7 {
                let background = (0..<bpp).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                let above = (0..<length).map { index in
                    let noise = UInt8(truncatingIfNeeded: generator.next())
                    guard kind >= 4 else { return noise }
                    return kind == 6 && generator.next() % 50 == 0 ? noise : background[index % bpp]
                }
                let row: [UInt8] = above.indices.map { index in
                    let noise = UInt8(truncatingIfNeeded: generator.next())
                    switch kind {
                    case 0: return generator.next() % 8 == 0 ? noise : above[index]
                    case 1: return noise
                    case 2: return noise % 2 == 0 ? 0x80 : 0x7F
                    case 3: return above[index] &+ (noise % 5) &- 2
                    case 4: return generator.next() % 97 == 0 ? noise : above[index]
                    case 5: return index / 40 % 3 == 1 ? noise : above[index]
                    default: return generator.next() % 200 == 0 ? noise : background[index % bpp]
                    }
                }
                let vector = catalog_png_choose_filter(row, above, length, bpp, 1)
                let portable = catalog_png_choose_filter(row, above, length, bpp, 0)
                if vector != portable {
                    failures.append("length \(length) kind \(kind): vector chose \(vector), portable \(portable)")
                }
                for filter: Int32 in 0...4 {
                    if let failure = difference(filter: filter, row: row, above: above, bpp: bpp) {
                        failures.append("length \(length) kind \(kind): \(failure)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}
