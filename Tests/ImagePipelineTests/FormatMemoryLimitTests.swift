import Foundation
import ImagePipeline
import Testing

/// WebP, GIF and HEIF decoding is bounded by `Limits.maxDecodeBytes`, as PNG and JPEG are (issue #58): a 32-byte
/// lossless WebP whose header claims 10,000 × 10,000 pixels (within the pixel limit) would take about 800 MB to
/// decode, and is refused from its header before any of it is allocated.
@Suite struct FormatMemoryLimitTests {
    /// A lossless WebP header claiming `width` × `height`, followed by a few bytes of nothing.
    static func losslessWebP(width: Int, height: Int) -> Data {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
        let bits = (width - 1) | ((height - 1) << 14)
        let chunk: [UInt8] = [0x2F] + le32(bits) + [0, 0, 0, 0, 0, 0, 0]
        let body = Array("WEBP".utf8) + Array("VP8L".utf8) + le32(chunk.count) + chunk
        return Data(Array("RIFF".utf8) + le32(body.count) + body)
    }

    @Test func aWebPClaimingMoreMemoryThanTheLimitIsRefusedFromItsHeader() throws {
        let data = Self.losslessWebP(width: 10_000, height: 10_000)
        #expect(data.count == 32)
        let info = try ImageDecoders.info(of: data, source: "huge.webp")
        #expect(info.width == 10_000 && info.height == 10_000, "the header reads")
        do {
            _ = try ImageDecoders.decode(data, source: "huge.webp")
            Issue.record("decoded")
        } catch {
            #expect("\(error)".contains("huge.webp"), "\(error)")
            #expect("\(error)".contains("over the limit of \(512 << 20) bytes"), "\(error)")
        }
    }

    @Test func theSameWebPWithinARaisedLimitGetsPastTheCheck() throws {
        let data = Self.losslessWebP(width: 64, height: 64)
        do {
            _ = try ImageDecoders.decode(data, source: "small.webp")
            Issue.record("decoded a file with no pixel data")
        } catch {
            // Small enough to try: libwebp then finds the data missing.
            #expect(!"\(error)".contains("over the limit"), "\(error)")
        }
    }
}
