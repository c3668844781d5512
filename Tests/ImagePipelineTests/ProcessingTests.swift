import Foundation
import ImagePipeline
import Testing

@Suite struct ProcessingTests {
    @Test func shrinkOnLoadStaysCloseToAFullDecode() throws {
        let data = try Fixtures.data("jpeg/large.jpg")
        let recipe = ImageRecipe(width: 128, height: 128, format: .png)
        // A headroom of 100 forces a full-size decode: the quality reference.
        let full = try Thumbnailer.renderPixels(data, source: "large", recipe: recipe, shrinkHeadroom: 100)
        let shrunk = try Thumbnailer.renderPixels(data, source: "large", recipe: recipe, shrinkHeadroom: 1)
        #expect(psnr(full.buffer, shrunk.buffer) > 38)
    }

    @Test func coverCropsTheCentreToTheTargetSize() throws {
        // Given a 300×100 image whose centre third is green and whose sides are red
        var pixels = [UInt8](repeating: 0, count: 300 * 100 * 4)
        for y in 0..<100 {
            for x in 0..<300 {
                let offset = (y * 300 + x) * 4
                let centre = (100..<200).contains(x)
                pixels[offset] = centre ? 0 : 255
                pixels[offset + 1] = centre ? 255 : 0
                pixels[offset + 3] = 255
            }
        }
        let image = PixelBuffer(width: 300, height: 100, pixels: pixels, hasAlpha: false)
        let png = try ImageEncoders.png(image)
        // When cropped to a square
        let result = try Thumbnailer.renderPixels(png, source: "bars", recipe: ImageRecipe(width: 50, height: 50))
        // Then only the green centre remains (the kernel may read a few real pixels past the crop's edge, as
        // Pillow's reference resize does, so the outermost columns are nearly but not exactly green)
        #expect(result.buffer.width == 50 && result.buffer.height == 50)
        #expect(result.buffer[25, 25] == RGBAColor(red: 0, green: 255, blue: 0))
        #expect(result.buffer[4, 49] == RGBAColor(red: 0, green: 255, blue: 0))
        #expect(result.buffer[0, 0].green > 230 && result.buffer[49, 0].green > 230)
    }

    @Test func attentionCropFindsAnOffCentreSubject() throws {
        // Given a flat 400×100 image with detail only in its right quarter
        var image = PixelBuffer(width: 400, height: 100, fill: RGBAColor(red: 200, green: 200, blue: 200))
        for y in 0..<100 {
            for x in 300..<400 where (x / 5 + y / 5) % 2 == 0 {
                image[x, y] = RGBAColor(red: 255, green: 0, blue: 0)
            }
        }
        image.hasAlpha = false
        let png = try ImageEncoders.png(image)
        let recipe = ImageRecipe(width: 100, height: 100, crop: .attention)
        let result = try Thumbnailer.renderPixels(png, source: "subject", recipe: recipe)
        // Then the crop holds the checkerboard, not the flat grey centre
        let reds = stride(from: 0, to: result.buffer.pixels.count, by: 4).filter {
            result.buffer.pixels[$0] > 240 && result.buffer.pixels[$0 + 1] < 40
        }
        #expect(reds.count > 2_000)
    }

    @Test func containLetterboxesOnTheBackground() throws {
        let image = PixelBuffer(width: 200, height: 100, fill: RGBAColor(red: 0, green: 0, blue: 255))
        let png = try ImageEncoders.png(PixelBuffer(width: 200, height: 100, pixels: image.pixels, hasAlpha: false))
        let recipe = ImageRecipe(width: 100, height: 100, fit: .contain, background: .white)
        let result = try Thumbnailer.renderPixels(png, source: "wide", recipe: recipe).buffer
        #expect(result[50, 10] == .white)
        #expect(result[50, 50] == RGBAColor(red: 0, green: 0, blue: 255))
        #expect(result[50, 90] == .white)
    }

    @Test(arguments: ResamplingFilter.allCases)
    func resamplingAFlatImageKeepsItsColour(filter: ResamplingFilter) {
        let colour = RGBAColor(red: 10, green: 120, blue: 230)
        let image = PixelBuffer(width: 37, height: 23, fill: colour)
        for (width, height) in [(10, 7), (100, 61), (37, 23)] {
            let result = Resampler.resample(image, width: width, height: height, filter: filter)
            #expect(result.width == width && result.height == height)
            #expect(
                Set(stride(from: 0, to: result.pixels.count, by: 4).map { result[($0 / 4) % width, ($0 / 4) / width] })
                    == [colour]
            )
        }
    }

    @Test func premultipliedAlphaKeepsTransparentColourOutOfEdges() throws {
        // rgba.png: an opaque light disc on pixels that are transparent but coloured pure red.
        let decoded = try ImageDecoders.decode(Fixtures.data("jpeg/rgba.png"), source: "rgba.png").buffer
        let small = Resampler.resample(decoded, width: 20, height: 15, filter: .lanczos3)
        for index in stride(from: 0, to: small.pixels.count, by: 4) where small.pixels[index + 3] > 0 {
            let red = Int(small.pixels[index])
            let green = Int(small.pixels[index + 1])
            // A straight-alpha filter would mix the hidden red into the disc's edge.
            #expect(red - green < 40, "pixel \(index / 4) is tinted red: \(red) vs \(green)")
        }
    }

    @Test func enlargingWorks() throws {
        let image = PixelBuffer(width: 4, height: 4, fill: RGBAColor(red: 50, green: 60, blue: 70))
        let result = Resampler.resample(image, width: 64, height: 64, filter: .lanczos3)
        #expect(result[32, 32] == RGBAColor(red: 50, green: 60, blue: 70))
    }

    @Test func canvasDrawsAntialiasedRoundedRects() {
        var canvas = Canvas(width: 40, height: 40, background: .white)
        canvas.fillRoundedRect(PixelRect(x: 0, y: 0, width: 40, height: 40), radius: 20, color: .black)
        #expect(canvas.buffer[20, 20] == .black)
        #expect(canvas.buffer[0, 0] == .white)
        let edge = canvas.buffer[20, 0]
        #expect(edge.red > 0 && edge.red < 255)
    }
}
