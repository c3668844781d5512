import Foundation
import ImagePipeline
import Testing

@Suite struct JPEGDecoderTests {
    @Test(arguments: [
        "baseline444.jpg", "progressive.jpg", "arithmetic.jpg", "restart.jpg", "cmyk.jpg", "ycck.jpg",
    ])
    func variantDecodesCloseToBaseline(name: String) throws {
        let reference = try ImageDecoders.decode(Fixtures.data("jpeg/baseline.jpg"), source: "baseline").buffer
        let decoded = try ImageDecoders.decode(Fixtures.data("jpeg/\(name)"), source: name).buffer
        #expect(decoded.width == 96 && decoded.height == 64)
        #expect(meanDifference(decoded, reference) < 6, "\(name)")
    }

    @Test func greyscaleDecodesToEqualChannels() throws {
        let decoded = try ImageDecoders.decode(Fixtures.data("jpeg/grey.jpg"), source: "grey.jpg").buffer
        let info = try ImageDecoders.info(of: Fixtures.data("jpeg/grey.jpg"), source: "grey.jpg")
        #expect(info.colorType == "grey")
        for index in stride(from: 0, to: decoded.pixels.count, by: 4) {
            #expect(decoded.pixels[index] == decoded.pixels[index + 1])
            #expect(decoded.pixels[index] == decoded.pixels[index + 2])
        }
    }

    @Test func infoDescribesProgressiveAndCMYK() throws {
        let progressive = try ImageDecoders.info(of: Fixtures.data("jpeg/progressive.jpg"), source: "p")
        #expect(progressive.interlaced)
        #expect(try ImageDecoders.info(of: Fixtures.data("jpeg/cmyk.jpg"), source: "c").colorType == "cmyk")
        #expect(try ImageDecoders.info(of: Fixtures.data("jpeg/ycck.jpg"), source: "y").colorType == "ycck")
    }

    @Test func twelveBitJPEGIsRefusedClearly() throws {
        #expect(
            throws: ImagePipelineError.unsupported(
                source: "twelve-bit.jpg",
                reason: "12-bit JPEG; only 8-bit JPEGs are decoded"
            )
        ) {
            try ImageDecoders.decode(Fixtures.data("jpeg/twelve-bit.jpg"), source: "twelve-bit.jpg")
        }
    }

    @Test func everyOrientationGivesTheSameUprightPicture() throws {
        let upright = try ImageDecoders.decode(Fixtures.data("jpeg/orient-1.jpg"), source: "1").upright()
        for name in ["orient-2", "orient-3", "orient-4", "orient-5", "orient-6", "orient-7", "orient-8", "orient-6-le"]
        {
            let data = try Fixtures.data("jpeg/\(name).jpg")
            let info = try ImageDecoders.info(of: data, source: name)
            #expect(info.orientation.rawValue == Int(name.dropFirst(7).prefix(1)), "\(name)")
            let image = try ImageDecoders.decode(data, source: name).upright()
            #expect(image.width == upright.width && image.height == upright.height, "\(name)")
            #expect(meanDifference(image, upright) < 3, "\(name)")
        }
    }

    @Test func orientedThumbnailsMatch() throws {
        let recipe = ImageRecipe(width: 40, height: 40, format: .png)
        let reference = try Thumbnailer.renderPixels(Fixtures.data("jpeg/orient-1.jpg"), source: "1", recipe: recipe)
        for index in 2...8 {
            let other = try Thumbnailer.renderPixels(
                Fixtures.data("jpeg/orient-\(index).jpg"),
                source: "\(index)",
                recipe: recipe
            )
            #expect(meanDifference(other.buffer, reference.buffer) < 3, "orientation \(index)")
        }
    }
}
