import Foundation
import ImagePipeline
import Testing

/// WebP, GIF, HEIC and AVIF through the pipeline: detected by content, oriented, limited before work, thumbnailed,
/// and WebP and AVIF written with the same bytes for the same input and options.
@Suite struct FormatPipelineTests {
    static let files: [(String, ImageFormat)] = [
        ("lossy.webp", .webp), ("animated.gif", .gif), ("still.heic", .heic), ("alpha.avif", .avif),
    ]

    @Test(arguments: files)
    func eachFormatIsDetectedByContentAndThumbnailed(_ name: String, format: ImageFormat) throws {
        let data = try Fixtures.data("formats/" + name)
        #expect(ImageFormat(sniffing: data) == format)
        // The name says nothing: a file called .png is read as what it is.
        let thumbnail = try Thumbnailer.render(data, source: "mislabelled.png", recipe: .init(width: 32, height: 24))
        #expect(thumbnail.sourceInfo.format == format && thumbnail.width == 32 && thumbnail.height == 24)
        #expect(ImageFormat(sniffing: thumbnail.data) == ImageRecipe(width: 1, height: 1).outputFormat(for: format))
    }

    @Test func orientationIsAppliedOnceForWebPAndNotOnTopOfHEIFTransforms() throws {
        let webp = try ImageDecoders.info(of: Fixtures.data("formats/orient-6.webp"), source: "orient-6.webp")
        #expect(webp.orientation == .right && webp.orientedSize == (48, 64))
        let upright = try ImageDecoders.decode(Fixtures.data("formats/orient-6.webp"), source: "o.webp").upright()
        #expect(upright.width == 48 && upright.height == 64)
        let avif = try ImageDecoders.decode(Fixtures.data("formats/rotated.avif"), source: "rotated.avif")
        #expect(avif.info.orientation == .up && avif.buffer.width == 48 && avif.buffer.height == 64)
    }

    @Test func limitsApplyBeforeDecodingWithTheNumbers() throws {
        let webp = try Fixtures.data("formats/lossy.webp")
        #expect(throws: ImagePipelineError.tooManyPixels(source: "w", width: 64, height: 48, limit: 1_000)) {
            try ImageDecoders.decode(webp, source: "w", limits: .init(maxPixels: 1_000))
        }
        #expect(throws: ImagePipelineError.fileTooLarge(source: "w", bytes: webp.count, limit: 100)) {
            try ImageDecoders.decode(webp, source: "w", limits: .init(maxFileBytes: 100))
        }
        let gif = try Fixtures.data("formats/animated.gif")
        let error = #expect(throws: ImagePipelineError.self) {
            try ImageDecoders.decode(gif, source: "a.gif", limits: .init(maxFrames: 1))
        }
        #expect(
            error.map { "\($0)".contains("more frames than the limit of 1") } == true,
            "\(String(describing: error))"
        )
    }

    @Test(arguments: [ImageRecipe.OutputFormat.webp, .avif])
    func webpAndAVIFOutputRepeatTheirBytes(_ format: ImageRecipe.OutputFormat) throws {
        let data = try Fixtures.data("formats/transparent.gif")
        let recipe = ImageRecipe(width: 40, height: 30, format: format, quality: 70)
        let first = try Thumbnailer.render(data, source: "t.gif", recipe: recipe)
        let second = try Thumbnailer.render(data, source: "t.gif", recipe: recipe)
        #expect(first.data == second.data && first.format.rawValue == format.rawValue)
        let back = try ImageDecoders.decode(first.data, source: "thumbnail")
        #expect(back.buffer.width == 40 && back.buffer.height == 30 && back.info.hasAlpha)
        #expect(recipe.canonical.contains("format=\(format.rawValue)"))
    }
}
