import Foundation
import ImagePipeline
import Testing

/// PNG thumbnails are resized as rows are decoded; they must equal resizing the fully decoded image.
@Suite struct PNGRowStreamingTests {
    /// A 300×200 (or 200×300) image with a gradient, a checkerboard and alpha that varies, so crops and premultiplied
    /// edges both show.
    private func sample(width: Int, height: Int, alpha: Bool) -> PixelBuffer {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                pixels[index] = UInt8(x * 255 / (width - 1))
                pixels[index + 1] = UInt8(y * 255 / (height - 1))
                pixels[index + 2] = (x / 7 + y / 5) % 2 == 0 ? 230 : 20
                if alpha { pixels[index + 3] = UInt8((x + y) % 256) }
            }
        }
        return PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: alpha)
    }

    @Test(arguments: [(300, 200, false), (200, 300, true), (300, 200, true), (97, 301, false)])
    func streamedThumbnailsEqualResizingTheFullDecode(width: Int, height: Int, alpha: Bool) throws {
        let image = sample(width: width, height: height, alpha: alpha)
        let png = try ImageEncoders.png(image, alwaysRGBA: alpha)
        for fit in ImageRecipe.Fit.allCases {
            let recipe = ImageRecipe.thumbnail(size: 64, fit: fit, format: .png)
            let streamed = try Thumbnailer.renderPixels(png, source: "sample.png", recipe: recipe).buffer
            // The same crop and size the pipeline plans, applied to the whole decoded image.
            let (w, h) = (Double(width), Double(height))
            let region: PixelRect
            let size: (Int, Int)
            switch fit {
            case .cover:
                let side = min(w, h)
                region = PixelRect(x: (w - side) / 2, y: (h - side) / 2, width: side, height: side)
                size = (64, 64)
            case .contain:
                region = PixelRect(x: 0, y: 0, width: w, height: h)
                let scale = 64 / max(w, h)
                size = (Int((w * scale).rounded()), Int((h * scale).rounded()))
            case .fill:
                region = PixelRect(x: 0, y: 0, width: w, height: h)
                size = (64, 64)
            }
            let decoded = try ImageDecoders.decode(png, source: "sample.png").buffer
            let expected = Resampler.resample(decoded, region: region, width: size.0, height: size.1)
            if fit == .contain {
                var canvas = Canvas(width: 64, height: 64, background: recipe.background)
                canvas.draw(expected, atX: (64 - size.0) / 2, y: (64 - size.1) / 2)
                #expect(streamed == canvas.buffer, "\(width)×\(height) \(fit)")
            } else {
                #expect(streamed == expected, "\(width)×\(height) \(fit)")
            }
        }
    }

    @Test(arguments: ["basi0g16.png", "basi6a08.png", "basn3p02.png", "tbrn2c08.png", "s35n3p04.png"])
    func streamedSuiteFilesEqualResizingTheFullDecode(name: String) throws {
        let data = try Fixtures.data("pngsuite/\(name)")
        let recipe = ImageRecipe.thumbnail(size: 20, fit: .fill, format: .png)
        let streamed = try Thumbnailer.renderPixels(data, source: name, recipe: recipe).buffer
        let decoded = try ImageDecoders.decode(data, source: name).buffer
        #expect(streamed == Resampler.resample(decoded, width: 20, height: 20), "\(name)")
    }

    @Test func damageBelowTheCropIsStillReported() throws {
        // A tall image cropped to its middle: the rows below the crop are not needed for the pixels, but a file cut
        // short in them is still an error, never a thumbnail of what was there.
        let png = try ImageEncoders.png(sample(width: 100, height: 400, alpha: false), level: 0)
        let recipe = ImageRecipe.thumbnail(size: 32, format: .png)
        _ = try Thumbnailer.render(png, source: "tall.png", recipe: recipe)
        for fraction in [0.6, 0.8, 0.95] {
            let cut = Data(png.prefix(Int(Double(png.count) * fraction)))
            #expect(throws: ImagePipelineError.self, "cut at \(fraction)") {
                try Thumbnailer.render(cut, source: "tall.png", recipe: recipe)
            }
        }
    }
}
