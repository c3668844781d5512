import Foundation
import ImagePipeline
import Testing

/// Memory bounded before the work: a decode whose estimated memory is over `Limits.maxDecodeBytes` is refused from
/// its headers, naming the file, and a result over `ImageRecipe.maxPixels` is refused before anything is decoded.
@Suite struct DecodeMemoryTests {
    /// The fixtures' 96 × 64 JPEGs at 4:2:0: the baseline file needs its RGBA output (24,576 bytes); the progressive
    /// one also holds every coefficient (6 × 4 MCUs of 6 blocks, 128 bytes each: 18,432 bytes), as libjpeg-turbo
    /// does for a file of ten thousand pixels a side and 1.5 MB.
    @Test func aProgressiveJPEGsCoefficientsCountAgainstTheBudget() throws {
        let limits = ImageDecoders.Limits(maxDecodeBytes: 30_000)
        let baseline = try ImageDecoders.decode(
            Fixtures.data("jpeg/baseline.jpg"),
            source: "baseline.jpg",
            limits: limits
        )
        #expect(baseline.buffer.width == 96)
        let error = #expect(throws: ImagePipelineError.self) {
            try ImageDecoders.decode(Fixtures.data("jpeg/progressive.jpg"), source: "progressive.jpg", limits: limits)
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.hasPrefix("progressive.jpg: "), "\(message)")
        #expect(message.contains("takes about 43008 bytes (0 MiB), over the limit of 30000 bytes"), "\(message)")
        if case .decodingFailed(_, _, let cause) = error { #expect(cause.kind == .outOfMemory) }
        // Under a budget that holds the coefficients it decodes.
        let enough = ImageDecoders.Limits(maxDecodeBytes: 43_008)
        #expect(
            try ImageDecoders.decode(Fixtures.data("jpeg/progressive.jpg"), source: "p", limits: enough).buffer.width
                == 96
        )
    }

    @Test func aResultOverTheOutputLimitIsRefusedBeforeDecoding() throws {
        #expect(ImageRecipe.maxPixels == 8_192 * 8_192)
        let error = #expect(throws: ImagePipelineError.self) {
            try Thumbnailer.render(
                Fixtures.data("jpeg/baseline.jpg"),
                source: "b",
                recipe: ImageRecipe(width: 16_384, height: 16_384)
            )
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains("over the limit of 67108864 pixels"))
        // A banner of 16,384 × 100 is within it.
        let banner = try Thumbnailer.render(
            Fixtures.data("jpeg/baseline.jpg"),
            source: "b",
            recipe: ImageRecipe(width: 16_384, height: 100, fit: .fill)
        )
        #expect(!banner.data.isEmpty)
    }
}
