import Foundation
import ImageFormats
import Testing

/// Seeded mutants of each format's fixtures (flipped bytes, cuts, repeated runs) through the header and decode
/// calls: none may crash or hang, and each refusal is a named error with a message. `CATALOG_MUTANTS` sets the
/// count per fixture (200 by default here; the figures in docs/image-formats.md come from 5,000).
@Suite struct FormatMutationTests {
    static let fixtures = [
        "lossy.webp", "animated.webp", "lossless-alpha.webp", "interlaced.gif", "still.heic",
        "alpha.avif",
    ]

    /// SplitMix64: a fixed sequence from a seed, so a failing mutant can be made again.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    }

    static func mutant(of original: [UInt8], _ random: inout Seeded) -> [UInt8] {
        var bytes = original
        switch random.below(4) {
        case 0:
            for _ in 0...random.below(8) { bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next()) }
        case 1:
            bytes = Array(bytes.prefix(random.below(bytes.count)))
        case 2:
            let start = random.below(bytes.count)
            let run = bytes[start..<min(bytes.count, start + 1 + random.below(64))]
            bytes.insert(contentsOf: run, at: random.below(bytes.count))
        default:
            // A header field: the first 64 bytes hold sizes, counts and box lengths.
            bytes[random.below(min(64, bytes.count))] = UInt8(truncatingIfNeeded: random.next())
        }
        return bytes
    }

    @Test(arguments: fixtures)
    func mutantsAreDecodedOrRefusedByName(_ name: String) throws {
        let count = ProcessInfo.processInfo.environment["CATALOG_MUTANTS"].flatMap(Int.init) ?? 200
        let original = try [UInt8](FormatFixtures.data(name))
        var random = Seeded(state: UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }.magnitude))
        var decoded = 0
        var refused = 0
        for _ in 0..<count {
            let data = Data(Self.mutant(of: original, &random))
            do {
                let header: FormatHeader
                let pixels: [UInt8]
                switch name.split(separator: ".").last {
                case "webp":
                    header = try WebPCodec.header(of: data, maxFrames: 100)
                    guard header.width * header.height <= 1 << 22 else { throw Refused() }
                    pixels = try WebPCodec.decode(data, header: header)
                case "gif":
                    header = try GIFCodec.header(of: data, maxFrames: 100)
                    guard header.width * header.height <= 1 << 22 else { throw Refused() }
                    pixels = try GIFCodec.decode(data, header: header)
                default:
                    header = try HEIFCodec.header(of: data, maxFrames: 100)
                    guard header.width * header.height <= 1 << 22 else { throw Refused() }
                    pixels = try HEIFCodec.decode(data, header: header)
                }
                #expect(pixels.count == header.width * header.height * 4)
                decoded += 1
            } catch let error as ImageFormatError {
                #expect(!error.message.isEmpty)
                refused += 1
            } catch {
                refused += 1
            }
        }
        #expect(decoded + refused == count)
    }

    /// A header past the test's pixel bound (the pipeline's own limit refuses it before decoding).
    struct Refused: Error {}
}
