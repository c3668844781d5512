import Foundation
import Testing

@testable import ImagePipeline

/// PNG shrink-on-load: every PngSuite file (all colour types, depths, Adam7, odd sizes) decoded with a box shrink
/// of 2, 4 and 8 matches the box average of its full decode, colour weighted by alpha.
@Suite struct PNGShrinkOnLoadTests {
    @Test(arguments: [2, 4, 8])
    func shrunkDecodeIsTheAlphaWeightedBoxAverage(shrink: Int) throws {
        let files = try Fixtures.pngSuite().filter { !$0.lastPathComponent.hasPrefix("x") }
        #expect(files.count == 161)
        for file in files {
            let name = file.lastPathComponent
            let data = try Data(contentsOf: file)
            let full = try ImageDecoders.decode(data, source: name).buffer
            let minimum = (width: Double(full.width) / Double(shrink), height: Double(full.height) / Double(shrink))
            let shrunk = try ImageDecoders.decode(data, source: name, limits: .init(), minimumSize: minimum)
            let expectedShrink = min(shrink, 8)
            #expect(shrunk.scale == 1 / Double(expectedShrink), "\(name)")
            let expected = boxAverage(full, shrink: expectedShrink)
            #expect(shrunk.buffer.width == expected.width && shrunk.buffer.height == expected.height, "\(name)")
            guard shrunk.buffer.pixels.count == expected.pixels.count else { continue }
            var worst = 0
            for index in stride(from: 0, to: expected.pixels.count, by: 4) {
                // Where nothing is visible only alpha is compared.
                let channels = expected.pixels[index + 3] == 0 ? 3..<4 : 0..<4
                for channel in channels {
                    worst = max(
                        worst,
                        abs(Int(expected.pixels[index + channel]) - Int(shrunk.buffer.pixels[index + channel]))
                    )
                }
            }
            #expect(worst <= 1, "\(name) at 1/\(shrink) differs by \(worst)")
        }
    }

    @Test func shrinkIsTheLargestThatStillCoversTheMinimum() {
        #expect(ImageDecoders.PNG.shrinkFactor(width: 2000, height: 1333, minimumSize: nil) == 1)
        #expect(ImageDecoders.PNG.shrinkFactor(width: 2000, height: 1333, minimumSize: (576, 384)) == 2)
        #expect(ImageDecoders.PNG.shrinkFactor(width: 2000, height: 1333, minimumSize: (500, 333)) == 4)
        #expect(ImageDecoders.PNG.shrinkFactor(width: 460, height: 460, minimumSize: (384, 384)) == 1)
        #expect(ImageDecoders.PNG.shrinkFactor(width: 10_000, height: 10_000, minimumSize: (1, 1)) == 8)
    }

    @Test func transparentPixelsLendNoColourToTheirBox() throws {
        // Opaque blue beside fully transparent red: the 2×2 box is blue at half alpha, not purple.
        let (blue, clearRed): ([UInt8], [UInt8]) = ([0, 0, 255, 255], [255, 0, 0, 0])
        let image = PixelBuffer(width: 2, height: 2, pixels: clearRed + blue + blue + clearRed, hasAlpha: true)
        let png = try ImageEncoders.png(image, alwaysRGBA: true)
        let shrunk = try ImageDecoders.decode(png, source: "edge.png", limits: .init(), minimumSize: (1, 1))
        #expect(shrunk.buffer[0, 0] == RGBAColor(red: 0, green: 0, blue: 255, alpha: 128))
    }

    @Test func thumbnailsOfLargePNGsStayCloseToAFullDecode() throws {
        // A 1024×640 gradient with a checkerboard, shrunk on load by 4 before Lanczos to 128×128, against the same
        // thumbnail from the full-size decode.
        let width = 1024
        let height = 640
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                pixels[index] = UInt8((x * 255) / (width - 1))
                pixels[index + 1] = UInt8((y * 255) / (height - 1))
                pixels[index + 2] = UInt8(truncatingIfNeeded: (x / 16 + y / 16) % 2 == 0 ? 200 : 60)
            }
        }
        let data = try ImageEncoders.png(PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: false))
        let recipe = ImageRecipe.thumbnail(size: 128, format: .png)
        let shrunk = try Thumbnailer.renderPixels(data, source: "gradient.png", recipe: recipe).buffer
        let full = try Thumbnailer.renderPixels(data, source: "gradient.png", recipe: recipe, shrinkHeadroom: 100)
            .buffer
        try #require(full.width == 128 && full.height == 128 && shrunk.width == 128 && shrunk.height == 128)
        #expect(psnr(shrunk, full) > 40)
    }

    /// The reference: box averages of the full decode, colour weighted by alpha, partial boxes at the edges.
    private func boxAverage(_ image: PixelBuffer, shrink: Int) -> PixelBuffer {
        let width = (image.width + shrink - 1) / shrink
        let height = (image.height + shrink - 1) / shrink
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var sums = [0, 0, 0, 0]
                var count = 0
                for sourceY in (y * shrink)..<min(image.height, (y + 1) * shrink) {
                    for sourceX in (x * shrink)..<min(image.width, (x + 1) * shrink) {
                        let pixel = image[sourceX, sourceY]
                        let alpha = Int(pixel.alpha)
                        sums[0] += Int(pixel.red) * alpha
                        sums[1] += Int(pixel.green) * alpha
                        sums[2] += Int(pixel.blue) * alpha
                        sums[3] += alpha
                        count += 1
                    }
                }
                let index = (y * width + x) * 4
                for channel in 0..<3 {
                    pixels[index + channel] = sums[3] == 0 ? 0 : UInt8((sums[channel] + sums[3] / 2) / sums[3])
                }
                pixels[index + 3] = UInt8((sums[3] + count / 2) / count)
            }
        }
        return PixelBuffer(width: width, height: height, pixels: pixels, hasAlpha: image.hasAlpha)
    }
}
