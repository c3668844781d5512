import Foundation
import ImagePipeline
import Testing

/// Mutants of PngSuite files whose image data is damaged but whose chunk CRCs are fixed up, so that only zlib's
/// checks stand between them and wrong pixels: each one is refused or decodes to the original's pixels.
@Suite struct PNGFuzzTests {
    /// The data ranges of a PNG's IDAT chunks (offset of the chunk's type, data length).
    static func idatChunks(_ bytes: [UInt8]) -> [(type: Int, length: Int)] {
        var chunks: [(Int, Int)] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { chunks.append((offset + 4, length)) }
            offset += 12 + length
        }
        return chunks
    }

    @Test func damagedImageDataNeverDecodesToWrongPixels() throws {
        var originals: [(name: String, bytes: [UInt8], pixels: [UInt8])] = []
        for url in try Fixtures.pngSuite() where !url.lastPathComponent.hasPrefix("x") {
            let data = try Data(contentsOf: url)
            guard let decoded = try? ImageDecoders.decode(data, source: url.lastPathComponent) else { continue }
            originals.append((url.lastPathComponent, [UInt8](data), decoded.buffer.pixels))
        }
        try #require(originals.count > 100)
        var generator = SplitMix(seed: 31)  // a fixed seed: the same mutants on every run
        var mutants = 0
        var refused = 0
        var wrong: [String] = []
        while mutants < 3_200 {
            let original = originals[mutants % originals.count]
            var bytes = original.bytes
            let chunks = Self.idatChunks(bytes)
            guard let chunk = chunks.randomElement(using: &generator), chunk.length > 0 else {
                mutants += 1
                continue
            }
            // One to three bytes of image data changed, then the chunk's CRC made to match.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let index = chunk.type + 4 + Int.random(in: 0..<chunk.length, using: &generator)
                bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
            }
            let crc = crc32(bytes[chunk.type..<chunk.type + 4 + chunk.length])
            for index in 0..<4 {
                bytes[chunk.type + 4 + chunk.length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
            }
            mutants += 1
            do {
                let decoded = try ImageDecoders.decode(Data(bytes), source: original.name)
                if decoded.buffer.pixels != original.pixels { wrong.append("\(original.name) mutant \(mutants)") }
            } catch {
                refused += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(mutants) mutants decoded to wrong pixels: \(wrong.prefix(10))")
        // Most mutants are refused; the check above is about the few that are not.
        #expect(refused > mutants / 2)
    }
}
