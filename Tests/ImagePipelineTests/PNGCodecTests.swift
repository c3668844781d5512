import Foundation
import ImagePipeline
import Testing

/// Chunk CRCs on the way in, and the libdeflate-backed writer on the way out.
@Suite struct PNGCodecTests {
    @Test func aCriticalChunkWithABadCRCIsRejectedByName() throws {
        var data = try Fixtures.data("pngsuite/basn2c08.png")
        let idat = try #require(chunkOffset(of: "IDAT", in: data))
        data[idat + 8 + 10] ^= 0x01  // one bit of compressed data, so only the CRC can tell
        #expect {
            _ = try ImageDecoders.decode(data, source: "flipped.png")
        } throws: { error in
            guard case .decodingFailed(let source, let reason, let cause) = error as? ImagePipelineError else {
                return false
            }
            return source == "flipped.png" && reason.contains("IDAT") && reason.contains("CRC")
                && cause.kind == .checksumMismatch
        }
    }

    @Test func anAncillaryChunkWithABadCRCIsDroppedNotFatal() throws {
        let original = try Fixtures.data("pngsuite/basn2c08.png")
        var data = original
        let gama = try #require(chunkOffset(of: "gAMA", in: data))
        data[gama + 8 + 4 + 3] ^= 0xFF  // the stored CRC itself
        let decoded = try ImageDecoders.decode(data, source: "gama.png")
        #expect(decoded.buffer == (try ImageDecoders.decode(original, source: "basn2c08.png").buffer))
    }

    @Test(arguments: ["basn2c08.png", "basn6a08.png", "basn3p04.png", "s39i3p04.png", "basn4a16.png"])
    func encodedPNGsDecodeToTheSamePixels(name: String) throws {
        let image = try ImageDecoders.decode(Fixtures.data("pngsuite/\(name)"), source: name).buffer
        for level in [0, 1, 2, 6, 9, 12] {
            for adaptive in [true, false] {
                let png = try ImageEncoders.png(image, level: level, adaptiveFilters: adaptive, alwaysRGBA: true)
                let decoded = try ImageDecoders.decode(png, source: "\(name) at \(level)").buffer
                #expect(decoded.pixels == image.pixels, "\(name) level \(level) adaptive \(adaptive)")
            }
        }
    }

    @Test func opaqueRGBAIsWrittenAsRGBGivenNoAlphaToKeep() throws {
        // Given opaque pixels of an odd width, random but seeded, with runs so that every filter gets chosen
        var state: UInt64 = 31
        var pixels: [UInt8] = []
        for index in 0..<(37 * 23) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = index % 5 == 0 ? UInt8(truncatingIfNeeded: state >> 56) : UInt8(truncatingIfNeeded: index)
            pixels += [value, UInt8(truncatingIfNeeded: state >> 40), value &+ 7, 255]
        }
        let image = PixelBuffer(width: 37, height: 23, pixels: pixels, hasAlpha: true)
        for level in [0, 2, 9] {
            for adaptive in [true, false] {
                // When it is encoded, Then it is RGB and decodes to the same pixels
                let png = try ImageEncoders.png(image, level: level, adaptiveFilters: adaptive)
                #expect(try ImageDecoders.info(of: png, source: "opaque").colorType == "rgb")
                let decoded = try ImageDecoders.decode(png, source: "opaque at \(level)").buffer
                #expect(decoded.pixels == pixels, "level \(level) adaptive \(adaptive)")
            }
        }
    }

    @Test func encodingIsDeterministicAndAdaptiveFiltersPayOff() throws {
        let image = try ImageDecoders.decode(Fixtures.data("pngsuite/basn2c08.png"), source: "basn2c08").buffer
        let first = try ImageEncoders.png(image)
        #expect(first == (try ImageEncoders.png(image)))
        let info = try ImageDecoders.info(of: first, source: "encoded")
        #expect(info.colorType == "rgb" && info.bitDepth == 8 && !info.interlaced)
        let stored = try ImageEncoders.png(image, level: 0, adaptiveFilters: false)
        let unfiltered = try ImageEncoders.png(image, level: 9, adaptiveFilters: false)
        let filtered = try ImageEncoders.png(image, level: 9, adaptiveFilters: true)
        #expect(stored.count > 32 * 32 * 3)
        #expect(filtered.count < unfiltered.count && unfiltered.count < stored.count)
    }

    /// Rows equal to the row above take the encoder's shortcut (an `up` row of zeros, or `none` for a row of zero
    /// bytes); the picture must come back exactly, with or without alpha.
    @Test func repeatedRowsRoundTrip() throws {
        for background in [RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), RGBAColor(red: 250, green: 250, blue: 250)] {
            var canvas = Canvas(width: 37, height: 40, background: background)
            canvas.fillRect(
                PixelRect(x: 3, y: 5, width: 20, height: 10),
                color: RGBAColor(red: 200, green: 30, blue: 9)
            )
            canvas.fillRoundedRect(PixelRect(x: 10.5, y: 20.25, width: 15, height: 15), radius: 4, color: .black)
            let png = try ImageEncoders.png(canvas.buffer)
            let decoded = try ImageDecoders.decode(png, source: "repeated").buffer
            #expect(decoded.pixels == canvas.buffer.pixels, "background \(background)")
            #expect(png == (try ImageEncoders.png(canvas.buffer)))
        }
    }

    @Test func theOutputHoldsOnlyTheChunksItNeeds() throws {
        let png = try ImageEncoders.png(PixelBuffer(width: 3, height: 2, fill: RGBAColor(red: 1, green: 2, blue: 3)))
        var names: [String] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            names.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += length + 12
        }
        #expect(names == ["IHDR", "IDAT", "IEND"])
        #expect(offset == png.count)
    }

    /// The offset of the first chunk called `name`.
    private func chunkOffset(of name: String, in data: Data) -> Int? {
        var offset = 8
        while offset + 12 <= data.count {
            let length = data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: data[offset + 4..<offset + 8], as: UTF8.self) == name { return offset }
            offset += length + 12
        }
        return nil
    }
}
