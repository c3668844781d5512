import Foundation
import Testing

@testable import ImagePipeline

/// `PNGCompression.runs`, the screen renders' compressor (CPNGShim's RunDeflate.c): every stream it writes is read
/// back by libpng's inflater to the same pixels, for pictures that exercise each way it writes a block (Huffman-coded
/// literals and runs, stored when nothing compresses, several blocks per image) and every run length around the
/// 258-byte match limit.
@Suite struct RunCompressionTests {
    @Test(arguments: ["basn2c08.png", "basn6a08.png", "basn3p04.png", "s39i3p04.png", "basn4a16.png", "f04n2c08.png"])
    func pngSuitePicturesComeBackUnchanged(name: String) throws {
        let image = try ImageDecoders.decode(Fixtures.data("pngsuite/\(name)"), source: name).buffer
        for adaptive in [true, false] {
            for alwaysRGBA in [true, false] {
                let png = try ImageEncoders.png(
                    image,
                    compression: .runs,
                    adaptiveFilters: adaptive,
                    alwaysRGBA: alwaysRGBA
                )
                let decoded = try ImageDecoders.decode(png, source: "\(name) runs").buffer
                #expect(same(decoded.pixels, image.pixels), "\(name) adaptive \(adaptive) rgba \(alwaysRGBA)")
            }
        }
    }

    @Test func everyRunLengthAroundTheMatchLimitComesBackUnchanged() throws {
        // Given one unfiltered row holding runs of every length from 1 to 800 of changing byte values (a match
        // covers at most 258 bytes: 259 and 260 must not leave a one- or two-byte match behind)
        var bytes: [UInt8] = []
        for length in 1...800 { bytes += [UInt8](repeating: UInt8(truncatingIfNeeded: length * 37), count: length) }
        while bytes.count % 4 != 0 { bytes.append(0) }
        let width = bytes.count / 4
        let image = PixelBuffer(width: width, height: 1, pixels: bytes, hasAlpha: true)
        // When it is written without filters, with runs only
        let png = try ImageEncoders.png(image, compression: .runs, adaptiveFilters: false, alwaysRGBA: true)
        // Then it decodes to the same bytes, far smaller than stored
        #expect(try same(ImageDecoders.decode(png, source: "runs").buffer.pixels, bytes))
        #expect(png.count < bytes.count / 20, "\(png.count) bytes for \(bytes.count)")
    }

    @Test func aScreenSpanningSeveralBlocksIsSmallAndWhole() throws {
        // Given a screen-like picture larger than one 512 KiB block: a flat ground, shadowed rounded cards, lines of
        // "text" (seeded noise in short stretches)
        var canvas = Canvas(width: 600, height: 2_400, background: RGBAColor(red: 242, green: 242, blue: 247))
        var state: UInt64 = 99
        for card in 0..<12 {
            let top = Double(card * 195 + 20)
            let frame = PixelRect(x: 30.5, y: top, width: 539, height: 170.25)
            canvas.fillRoundedRect(
                PixelRect(x: 32, y: top + 3, width: 539, height: 170),
                radius: 14,
                color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 20),
                occluder: (frame, 12)
            )
            canvas.fillRoundedRect(frame, radius: 12, color: .white)
            for line in 0..<3 {
                var mask: [UInt8] = []
                for _ in 0..<(300 * 18) {
                    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    mask.append(state >> 62 == 0 ? UInt8(truncatingIfNeeded: state >> 40) : 0)
                }
                canvas.blend(mask: mask, width: 300, height: 18, atX: 60, y: Int(top) + 30 + line * 40, color: .black)
            }
        }
        let image = canvas.buffer
        // When it is written with runs, and with libdeflate for comparison
        let runs = try ImageEncoders.png(image, compression: .runs)
        let deflated = try ImageEncoders.png(image, compression: .deflate(level: 3))
        // Then it comes back whole, under twice libdeflate's size and far under the raw rows. (Grey noise is the
        // worst case for runs: each pixel's three equal bytes are three literals where libdeflate finds short
        // matches, 1.57x here; the real gallery costs 1.09x.)
        #expect(try same(ImageDecoders.decode(runs, source: "screen").buffer.pixels, image.pixels))
        #expect(runs.count < deflated.count * 2, "runs \(runs.count), deflate \(deflated.count)")
        #expect(runs.count < 600 * 2_400 * 3 / 10)
    }

    @Test func noiseIsStoredNotExpanded() throws {
        // Given seeded noise, which no Huffman code shortens
        var state: UInt64 = 3
        let pixels = (0..<(512 * 512)).flatMap { _ -> [UInt8] in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return [
                UInt8(truncatingIfNeeded: state >> 56), UInt8(truncatingIfNeeded: state >> 48),
                UInt8(truncatingIfNeeded: state >> 40), 255,
            ]
        }
        let image = PixelBuffer(width: 512, height: 512, pixels: pixels, hasAlpha: false)
        // When it is written with runs
        let png = try ImageEncoders.png(image, compression: .runs)
        // Then it decodes unchanged, and costs the stored rows and a few bytes per 64 KiB
        #expect(try same(ImageDecoders.decode(png, source: "noise").buffer.pixels, pixels))
        let raw = 512 * (512 * 3 + 1)
        #expect(png.count <= raw + raw / 65_535 * 6 + 128, "\(png.count) for \(raw) raw bytes")
    }

    @Test func rowsWrittenInBandsOfAnySizeGiveTheOneCallBytes() throws {
        // Given an opaque picture with runs, edges and noise, 700 rows (more than one 512 KiB block), rows equal to
        // the one above (which the writer sends on as zeros without packing or filtering them)
        var canvas = Canvas(width: 300, height: 700, background: RGBAColor(red: 250, green: 250, blue: 250))
        var state: UInt64 = 17
        for index in 0..<40 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let rect = PixelRect(x: Double(state >> 56), y: Double(index * 17) + 0.4, width: 90.5, height: 30.25)
            canvas.fillRoundedRect(
                rect,
                radius: 7,
                color: RGBAColor(red: UInt8(truncatingIfNeeded: state >> 40), green: 9, blue: 80)
            )
        }
        // and black rows, whose filtered bytes are all zeros (a row equal to the one above is then `none`, not `up`)
        canvas.fillRect(PixelRect(x: 0, y: 660, width: 300, height: 25), color: RGBAColor(red: 0, green: 0, blue: 0))
        let image = canvas.buffer
        let once = try ImageEncoders.png(image, compression: .runs)
        // When its rows are appended in bands of 1 (no row has the one above it in its band), 64 and 333 rows
        for bandHeight in [1, 64, 333] {
            let writer = try PNGRowWriter(width: 300, height: 700, opaque: true)
            var top = 0
            while top < 700 {
                let count = min(bandHeight, 700 - top)
                let band = PixelBuffer(
                    width: 300,
                    height: count,
                    pixels: Array(image.pixels[(top * 300 * 4)..<((top + count) * 300 * 4)])
                )
                try writer.append(rowsOf: band, count: count)
                top += count
            }
            // Then the PNG is the one-call PNG, byte for byte
            #expect(try same(writer.finish(), once), "bands of \(bandHeight)")
        }
    }

    @Test func aRowWriterRefusesWrongWidthsExtraRowsAndMissingRows() throws {
        let band = PixelBuffer(width: 8, height: 4, fill: .white)
        let writer = try PNGRowWriter(width: 8, height: 6, opaque: true)
        #expect(throws: ImagePipelineError.self) {
            try writer.append(rowsOf: PixelBuffer(width: 9, height: 1, fill: .white), count: 1)
        }
        try writer.append(rowsOf: band, count: 4)
        #expect(throws: ImagePipelineError.self) { try writer.finish() }  // two rows missing
        #expect(throws: ImagePipelineError.self) { try writer.append(rowsOf: band, count: 4) }  // two too many
        #expect(throws: ImagePipelineError.self) { try PNGRowWriter(width: 0, height: 6, opaque: true) }
    }

    @Test func aSinglePixelComesBackUnchanged() throws {
        for color in [RGBAColor(red: 0, green: 0, blue: 0), RGBAColor(red: 9, green: 8, blue: 7, alpha: 6)] {
            let image = PixelBuffer(width: 1, height: 1, fill: color)
            let png = try ImageEncoders.png(image, compression: .runs)
            #expect(try same(ImageDecoders.decode(png, source: "pixel").buffer.pixels, image.pixels))
        }
    }
}

/// Whether two large values are equal, as a Bool: given `a == b` itself, a failing `#expect` diffs the two values,
/// which for megabytes of pixels never ends.
private func same<Value: Equatable>(_ first: Value, _ second: Value) -> Bool { first == second }
