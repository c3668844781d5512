import Foundation
import ImagePipeline
import Testing

/// A progressive JPEG whose many near-empty scans over a large frame ask for more work than its size pays for is
/// refused before decoding.
@Suite struct JPEGScanWorkTests {
    /// Writes entropy-coded bits, stuffing a zero after each 0xFF.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var accumulator: UInt32 = 0
        private var count = 0

        mutating func write(_ value: Int, bits: Int) {
            for shift in stride(from: bits - 1, through: 0, by: -1) {
                accumulator = accumulator << 1 | UInt32((value >> shift) & 1)
                count += 1
                if count == 8 { flushByte() }
            }
        }

        private mutating func flushByte() {
            let byte = UInt8(accumulator & 0xFF)
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            accumulator = 0
            count = 0
        }

        /// Pads the last byte with ones, as the standard says.
        mutating func finish() -> [UInt8] {
            while count != 0 { write(1, bits: 1) }
            return bytes
        }
    }

    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// A greyscale progressive JPEG of `side`×`side` pixels, all mid-grey, with one DC scan and `acScans` AC scans
    /// that each say "every block: nothing" in a few bytes (end-of-band runs).
    static func manyScans(side: Int, acScans: Int) -> Data {
        let blocks = ((side + 7) / 8) * ((side + 7) / 8)
        var out: [UInt8] = [0xFF, 0xD8]
        out += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        out += segment(
            0xC2,
            [8, UInt8(side >> 8), UInt8(side & 0xFF), UInt8(side >> 8), UInt8(side & 0xFF), 1, 1, 0x11, 0]
        )
        // DC table 0: one code ("0") for difference category 0.
        out += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        // AC table 0: the end-of-band runs EOB0…EOB14, four-bit codes.
        out += segment(0xC4, [0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12) + (0..<15).map { UInt8($0 << 4) })
        // The DC scan: every block's difference is 0.
        out += segment(0xDA, [1, 1, 0x00, 0, 0, 0x00])
        var dc = BitWriter()
        for _ in 0..<blocks { dc.write(0, bits: 1) }
        out += dc.finish()
        // AC scans: per band a first scan at Al = 7 and refinements down to 0 (8 scans a band), in band order.
        var scans: [(band: Int, ah: Int, al: Int)] = []
        var band = 1
        while scans.count < acScans && band <= 63 {
            let steps = min(8, acScans - scans.count)
            scans.append((band, 0, steps - 1))
            for al in stride(from: steps - 2, through: 0, by: -1) { scans.append((band, al + 1, al)) }
            band += 1
        }
        for scan in scans {
            out += segment(0xDA, [1, 1, 0x00, UInt8(scan.band), UInt8(scan.band), UInt8(scan.ah << 4 | scan.al)])
            var bits = BitWriter()
            var remaining = blocks
            while remaining > 0 {
                let run = min(remaining, 32_767)
                let size = Int.bitWidth - 1 - run.leadingZeroBitCount
                bits.write(size, bits: 4)
                bits.write(run - (1 << size), bits: size)
                remaining -= run
            }
            out += bits.finish()
        }
        return Data(out + [0xFF, 0xD9])
    }

    @Test func a499ScanFileOverALargeFrameIsRefusedBeforeDecoding() throws {
        // 499 scans over 10000×10000 pixels in about 200 KB, the shape of the file that took 5.85 s and 236 MB.
        let data = Self.manyScans(side: 10_000, acScans: 498)
        let clock = ContinuousClock()
        let start = clock.now
        var message = ""
        do {
            _ = try ImageDecoders.decode(data, source: "scans.jpg")
        } catch {
            message = "\(error)"
        }
        #expect(message.contains("499 scans"), "\(message)")
        #expect(message.contains("scans.jpg"))
        // Refused from the markers: the check is linear in the file, far under the decode's seconds.
        #expect(clock.now - start < .seconds(5))
    }

    @Test func theSameScansOverASmallFrameDecode() throws {
        // The work is bounded, not the scan count: 499 scans over 64×64 pixels are cheap and decode.
        let data = Self.manyScans(side: 64, acScans: 498)
        let image = try ImageDecoders.decode(data, source: "small.jpg")
        #expect(image.buffer.width == 64 && image.buffer.height == 64)
    }
}
