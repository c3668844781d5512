import Foundation
import ImageFormats
import ImagePipeline
import Testing

/// WebP and AVIF output: the same pixels and quality give the same bytes, and the bytes decode back to the picture.
@Suite struct FormatEncoderTests {
    static func picture() throws -> (pixels: [UInt8], width: Int, height: Int) {
        let reference = try FormatFixtures.reference("lossless-alpha.webp")
        return (reference.pixels, reference.width, reference.height)
    }

    @Test(arguments: [false, true])
    func webpIsDeterministicAndDecodesBack(lossless: Bool) throws {
        let (pixels, width, height) = try Self.picture()
        let first = try WebPCodec.encode(
            rgba: pixels,
            width: width,
            height: height,
            hasAlpha: true,
            quality: 80,
            lossless: lossless
        )
        let second = try WebPCodec.encode(
            rgba: pixels,
            width: width,
            height: height,
            hasAlpha: true,
            quality: 80,
            lossless: lossless
        )
        #expect(first == second)
        let header = try WebPCodec.header(of: first, maxFrames: 1)
        #expect(header.width == width && header.height == height && header.hasAlpha && header.variant == lossless)
        let decoded = try WebPCodec.decode(first, header: header)
        let reference = try FormatFixtures.reference("lossless-alpha.webp")
        let difference = FormatFixtures.difference(decoded, reference, premultiplied: !lossless)
        #expect(lossless ? difference.max == 0 : difference.mean < 3, "\(difference)")
    }

    @Test func avifIsDeterministicAndDecodesBack() throws {
        let (pixels, width, height) = try Self.picture()
        let first = try HEIFCodec.encodeAVIF(rgba: pixels, width: width, height: height, hasAlpha: true, quality: 70)
        let second = try HEIFCodec.encodeAVIF(rgba: pixels, width: width, height: height, hasAlpha: true, quality: 70)
        #expect(first == second)
        let header = try HEIFCodec.header(of: first, maxFrames: 1)
        #expect(header.width == width && header.height == height && header.hasAlpha && header.variant)
        let decoded = try HEIFCodec.decode(first, header: header)
        let reference = try FormatFixtures.reference("lossless-alpha.webp")
        let difference = FormatFixtures.difference(decoded, reference, premultiplied: true)
        #expect(difference.mean < 4, "\(difference)")
    }
}
