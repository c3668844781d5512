import Foundation
import Testing

@testable import ImagePipeline

/// The JPEG-to-JPEG planar path must give what the RGBA path gives, for every orientation, size and subsampling.
@Suite struct YCbCrPathTests {
    /// The planar path's JPEG and the RGBA path's pixels encoded alike, both decoded back to pixels.
    func bothPaths(_ data: Data, recipe: ImageRecipe) throws -> (planar: PixelBuffer, rgba: PixelBuffer) {
        let planar = try #require(
            try Thumbnailer.renderYCbCr(data, source: "fixture", recipe: recipe, limits: .init(), shrinkHeadroom: 1)
        )
        #expect(planar.format == .jpeg)
        let decoded = try ImageDecoders.decode(planar.data, source: "planar").buffer
        #expect(decoded.width == recipe.width && decoded.height == recipe.height)
        // The RGBA path through the same encoder settings, so both sides carry the same kind of compression loss.
        let pixels = try Thumbnailer.renderPixels(data, source: "fixture", recipe: recipe).buffer
        let encoded = try ImageEncoders.jpeg(pixels, quality: recipe.quality, subsampling: recipe.subsampling)
        let rgba = try ImageDecoders.decode(encoded, source: "rgba").buffer
        return (decoded, rgba)
    }

    @Test(arguments: ["baseline.jpg", "baseline444.jpg", "progressive.jpg", "arithmetic.jpg", "restart.jpg"])
    func planarThumbnailMatchesTheRGBAPath(name: String) throws {
        var recipe = ImageRecipe(width: 40, height: 40, format: .jpeg)
        recipe.quality = 100
        recipe.subsampling = .yuv444
        let (planar, rgba) = try bothPaths(Fixtures.data("jpeg/\(name)"), recipe: recipe)
        // Only rounding differs (chroma resampled at its own resolution, no intermediate RGB).
        #expect(psnr(planar, rgba) > 38, "\(name): \(psnr(planar, rgba)) dB")
    }

    @Test func shrinkOnLoadPlanarThumbnailMatchesTheRGBAPath() throws {
        for subsampling in ImageEncoders.ChromaSubsampling.allCases {
            var recipe = ImageRecipe(width: 256, height: 256, format: .jpeg)
            recipe.quality = 100
            recipe.subsampling = subsampling
            let (planar, rgba) = try bothPaths(Fixtures.data("jpeg/large.jpg"), recipe: recipe)
            #expect(psnr(planar, rgba) > (subsampling == .yuv444 ? 40 : 34), "\(subsampling): \(psnr(planar, rgba))")
        }
    }

    @Test(arguments: [(37, 23), (23, 37), (1, 1), (95, 63), (64, 30)])
    func oddSizesAndEveryOrientationGiveTheSamePicture(width: Int, height: Int) throws {
        var recipe = ImageRecipe(width: width, height: height, format: .jpeg)
        recipe.quality = 100
        let reference = try bothPaths(Fixtures.data("jpeg/orient420-1.jpg"), recipe: recipe)
        #expect(meanDifference(reference.planar, reference.rgba) < 3)
        for index in 2...8 {
            let other = try bothPaths(Fixtures.data("jpeg/orient420-\(index).jpg"), recipe: recipe)
            #expect(meanDifference(other.planar, other.rgba) < 3, "orientation \(index) against the RGBA path")
            // Each file was 4:2:0-encoded in its own stored orientation, so even the RGBA path differs by ~1-3 here.
            #expect(
                meanDifference(other.planar, reference.planar) < 3.5,
                "orientation \(index) at \(width)×\(height): \(meanDifference(other.planar, reference.planar))"
            )
        }
    }

    @Test func fourFourFourOrientationsMatchToo() throws {
        let recipe = ImageRecipe(width: 48, height: 30, format: .jpeg)
        let reference = try bothPaths(Fixtures.data("jpeg/orient-1.jpg"), recipe: recipe).planar
        for name in ["orient-2", "orient-3", "orient-4", "orient-5", "orient-6", "orient-7", "orient-8"] {
            let other = try bothPaths(Fixtures.data("jpeg/\(name).jpg"), recipe: recipe).planar
            #expect(meanDifference(other, reference) < 3, "\(name)")
        }
    }

    @Test func requestsThePlanarPathCannotServeFallBack() throws {
        let recipe = ImageRecipe(width: 40, height: 40, format: .jpeg)
        for name in ["cmyk.jpg", "ycck.jpg", "grey.jpg"] {
            let data = try Fixtures.data("jpeg/\(name)")
            #expect(
                try Thumbnailer.renderYCbCr(data, source: name, recipe: recipe, limits: .init(), shrinkHeadroom: 1)
                    == nil,
                "\(name)"
            )
            #expect(try Thumbnailer.render(data, source: name, recipe: recipe).format == .jpeg)
        }
        let data = try Fixtures.data("jpeg/baseline.jpg")
        var attention = recipe
        attention.crop = .attention
        var letterbox = recipe
        letterbox.fit = .contain
        var png = recipe
        png.format = .png
        for other in [attention, letterbox, png] {
            #expect(
                try Thumbnailer.renderYCbCr(data, source: "b", recipe: other, limits: .init(), shrinkHeadroom: 1) == nil
            )
        }
    }

    @Test func planarLimitsAndErrorsMatchTheRGBAPath() throws {
        let data = try Fixtures.data("jpeg/large.jpg")
        let recipe = ImageRecipe(width: 64, height: 64, format: .jpeg)
        #expect(throws: ImagePipelineError.tooManyPixels(source: "large", width: 1200, height: 900, limit: 1000)) {
            try Thumbnailer.render(data, source: "large", recipe: recipe, limits: .init(maxPixels: 1000))
        }
        let truncated = data.prefix(data.count / 2)
        #expect(throws: ImagePipelineError.self) {
            try Thumbnailer.render(truncated, source: "half", recipe: recipe)
        }
    }

    @Test func lanczosWeightsByRecurrenceMatchTheDirectFormula() {
        for (start, step) in [(-3.4, 1.0), (-5.27, 0.57), (-2.999, 0.25), (-16.2, 0.19), (0.0, 1.0)] {
            let count = Int((abs(start) * 2) / step) + 2
            let fast = ResamplingFilter.lanczos3.weights(start: start, step: step, count: count)
            for index in 0..<count {
                let direct = ResamplingFilter.lanczos3.weight(start + Double(index) * step)
                #expect(abs(fast[index] - direct) < 1e-9, "start \(start) step \(step) tap \(index)")
            }
        }
    }

    @Test func planeOrientationMatchesPixelBufferOrientation() {
        let width = 5
        let height = 3
        let samples = (0..<(width * height)).map { UInt8($0 * 7) }
        let plane = Plane(width: width, height: height, samples: samples)
        let buffer = PixelBuffer(
            width: width,
            height: height,
            pixels: samples.flatMap { [$0, 0, 0, 255] },
            hasAlpha: false
        )
        for orientation in Orientation.allCases {
            let turned = plane.applying(orientation)
            let expected = buffer.applying(orientation)
            #expect(turned.width == expected.width && turned.height == expected.height)
            #expect(turned.samples == stride(from: 0, to: expected.pixels.count, by: 4).map { expected.pixels[$0] })
        }
    }

    @Test func flatPlanesStayFlatWithEveryFilter() {
        for filter in ResamplingFilter.allCases {
            let plane = Plane(width: 33, height: 17, samples: [UInt8](repeating: 77, count: 33 * 17))
            let region = PixelRect(x: 0, y: 0, width: 33, height: 17)
            for (width, height) in [(7, 5), (80, 40), (33, 17)] {
                let resized = PlaneResampler.resample(
                    plane,
                    region: region,
                    width: width,
                    height: height,
                    filter: filter
                )
                #expect(resized.samples.allSatisfy { $0 == 77 }, "\(filter) \(width)×\(height)")
            }
        }
    }
}
