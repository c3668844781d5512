import Foundation
import ImageFormats
import Testing

/// Limits checked before work: frame counts from the container, and a GIF whose canvas its data cannot hold.
@Suite struct FormatLimitTests {
    /// A 1×1 GIF frame (descriptor, 2-bit LZW data), as the well-known 43-byte GIF holds it.
    static let frame: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]
    static func gif(width: UInt16, height: UInt16, frames: Int) -> Data {
        var bytes = Array("GIF89a".utf8)
        bytes += [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8)]
        bytes += [0x80, 0, 0, 0xFF, 0xFF, 0xFF, 0, 0, 0]
        for _ in 0..<frames { bytes += frame }
        bytes.append(0x3B)
        return Data(bytes)
    }

    @Test func aGIFWithThousandsOfFramesIsRefusedWithTheNumbers() throws {
        let data = Self.gif(width: 1, height: 1, frames: 1_500)
        #expect(try GIFCodec.header(of: data, maxFrames: 2_000).frames == 1_500)
        let error = #expect(throws: ImageFormatError.self) { try GIFCodec.header(of: data, maxFrames: 1_000) }
        #expect(error?.kind == .tooManyFrames)
        // The first frame still decodes where the count is allowed.
        let header = try GIFCodec.header(of: Self.gif(width: 1, height: 1, frames: 3), maxFrames: 10)
        #expect(try GIFCodec.decode(Self.gif(width: 1, height: 1, frames: 3), header: header) == [255, 255, 255, 255])
    }

    @Test func aTinyGIFClaimingAHugeCanvasIsRefusedBeforeDecoding() {
        let data = Self.gif(width: 65_535, height: 65_535, frames: 1)
        let error = #expect(throws: ImageFormatError.self) { try GIFCodec.header(of: data, maxFrames: 10) }
        #expect(error?.kind == .implausibleSize)
        // The message says the size, the canvas and the least the canvas needs (issue #57).
        let size = data.count
        let needed = 65_535 * 65_535 / GIFCodec.pixelsPerByte
        #expect(
            error?.message.contains("\(size) bytes cannot hold the 65535 x 65535 GIF canvas") == true
                && error?.message.contains("at least \(needed)") == true,
            "\(error?.message ?? "")"
        )
    }

    @Test func animationsPastTheFrameLimitAreRefused() throws {
        for name in ["animated.webp", "animated.gif"] {
            let data = try FormatFixtures.data(name)
            let error = #expect(throws: ImageFormatError.self, "\(name)") {
                name.hasSuffix("webp")
                    ? try WebPCodec.header(of: data, maxFrames: 1) : try GIFCodec.header(of: data, maxFrames: 1)
            }
            #expect(error?.kind == .tooManyFrames)
        }
    }

    @Test func truncatedAndForeignFilesAreNamedErrors() throws {
        let webp = try FormatFixtures.data("lossy.webp")
        let cut = #expect(throws: ImageFormatError.self) { try WebPCodec.header(of: webp.prefix(40), maxFrames: 1) }
        #expect(cut?.kind == .truncated || cut?.kind == .damaged)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 32))
        #expect(throws: ImageFormatError.self) { try WebPCodec.header(of: png, maxFrames: 1) }
        #expect(throws: ImageFormatError.self) { try GIFCodec.header(of: png, maxFrames: 1) }
        #expect(throws: ImageFormatError.self) { try HEIFCodec.header(of: png, maxFrames: 1) }
        let heic = try FormatFixtures.data("still.heic")
        let half = #expect(throws: ImageFormatError.self) {
            let header = try HEIFCodec.header(of: heic.prefix(heic.count / 2), maxFrames: 1)
            _ = try HEIFCodec.decode(heic.prefix(heic.count / 2), header: header)
        }
        #expect(half?.message.isEmpty == false)
    }
}
