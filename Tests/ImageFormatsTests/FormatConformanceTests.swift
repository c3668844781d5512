import Foundation
import ImageFormats
import ImagePipeline
import Testing

/// Each file of the conformance set decoded by our codecs and by the format's reference decoder (`dwebp`,
/// ImageMagick for GIF, `heif-convert` for HEIC, libavif's `avifdec` for AVIF). WebP and GIF match exactly: the
/// same library, or a lossless format. HEIC and AVIF allow a mean of 5 levels: AV1 and HEVC leave chroma
/// upsampling to the decoder, and libheif and libavif upsample differently at hard edges (a wrong matrix or range
/// is 20 or more).
@Suite struct FormatConformanceTests {
    static let exact = [
        "lossy.webp", "lossless-alpha.webp", "lossy-alpha.webp", "animated.webp", "p3.webp", "orient-6.webp",
        "still.gif", "transparent.gif", "interlaced.gif", "animated.gif",
    ]
    static let heif = ["still.heic", "still.avif", "alpha.avif", "p3.avif", "rotated.avif"]

    static func decode(_ name: String) throws -> (FormatHeader, [UInt8]) {
        let data = try FormatFixtures.data(name)
        switch name.split(separator: ".").last {
        case "webp":
            let header = try WebPCodec.header(of: data, maxFrames: 100)
            return (header, try WebPCodec.decode(data, header: header))
        case "gif":
            let header = try GIFCodec.header(of: data, maxFrames: 100)
            return (header, try GIFCodec.decode(data, header: header))
        default:
            let header = try HEIFCodec.header(of: data, maxFrames: 100)
            return (header, try HEIFCodec.decode(data, header: header))
        }
    }

    @Test(arguments: exact)
    func webpAndGIFMatchTheirReferenceExactly(_ name: String) throws {
        let (header, pixels) = try Self.decode(name)
        let reference = try FormatFixtures.reference(name)
        #expect(header.width == reference.width && header.height == reference.height)
        let difference = FormatFixtures.difference(pixels, reference)
        #expect(difference.max == 0, "\(name): \(difference)")
    }

    @Test(arguments: heif)
    func heicAndAVIFMatchTheirReferenceWithinTolerance(_ name: String) throws {
        let (header, pixels) = try Self.decode(name)
        let reference = try FormatFixtures.reference(name)
        #expect(header.width == reference.width && header.height == reference.height, "\(name)")
        let difference = FormatFixtures.difference(pixels, reference)
        #expect(difference.mean <= 5, "\(name): \(difference)")
    }

    @Test func headersSayWhatTheFilesHold() throws {
        let animated = try WebPCodec.header(of: FormatFixtures.data("animated.webp"), maxFrames: 100)
        #expect(animated.frames == 2 && animated.hasAlpha)
        let lossless = try WebPCodec.header(of: FormatFixtures.data("lossless-alpha.webp"), maxFrames: 100)
        #expect(lossless.variant && lossless.hasAlpha && lossless.frames == 1)
        let lossy = try WebPCodec.header(of: FormatFixtures.data("lossy.webp"), maxFrames: 100)
        #expect(!lossy.variant && !lossy.hasAlpha && lossy.iccSize == 0)
        let p3 = try WebPCodec.header(of: FormatFixtures.data("p3.webp"), maxFrames: 100)
        #expect(p3.iccSize > 0)
        #expect(try WebPCodec.iccProfile(of: FormatFixtures.data("p3.webp"), header: p3)?.count == p3.iccSize)
        let rotated = try HEIFCodec.header(of: FormatFixtures.data("rotated.avif"), maxFrames: 100)
        #expect(rotated.width == 48 && rotated.height == 64 && rotated.variant)
        let heic = try HEIFCodec.header(of: FormatFixtures.data("still.heic"), maxFrames: 100)
        #expect(!heic.variant && !heic.hasAlpha)
        let gif = try GIFCodec.header(of: FormatFixtures.data("transparent.gif"), maxFrames: 100)
        #expect(gif.hasAlpha && gif.frames == 1)
        #expect(try GIFCodec.header(of: FormatFixtures.data("animated.gif"), maxFrames: 100).frames == 2)
    }
}
