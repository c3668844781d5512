import Foundation
import ImagePipeline
import Testing

@Suite struct RobustnessTests {
    @Test(arguments: [
        "jpeg/baseline.jpg", "jpeg/progressive.jpg", "jpeg/large.jpg", "pngsuite/basn6a08.png", "pngsuite/basi2c16.png",
    ])
    func truncatedFilesGiveErrorsNotCrashes(path: String) throws {
        let data = try Fixtures.data(path)
        for tenth in 0..<10 {
            let prefix = data.prefix(data.count * tenth / 10)
            #expect(throws: ImagePipelineError.self, "\(path) at \(tenth * 10)%") {
                try ImageDecoders.decode(Data(prefix), source: path)
            }
        }
    }

    @Test func aTruncatedFileCarriesItsCodecsStatusAsATypedCause() throws {
        // The first 60 % of each file: the header is whole, the image data ends early.
        let png = try Fixtures.data("pngsuite/basn6a08.png")
        let jpeg = try Fixtures.data("jpeg/baseline.jpg")
        var causes: [ImageCodecCause] = []
        for data in [png, jpeg] {
            do {
                _ = try ImageDecoders.decode(Data(data.prefix(data.count * 6 / 10)), source: "cut")
            } catch {
                guard case .decodingFailed(_, _, let cause) = error else { continue }
                causes.append(cause)
            }
        }
        try #require(causes.count == 2)
        // The PNG's last chunks are gone, so libpng reports the end of its data; the JPEG is a TurboJPEG warning
        // (premature end of data) that TJFLAG_STOPONWARNING turns into a failure.
        #expect(causes[0].codec == .png && [.truncated, .codecError].contains(causes[0].kind))
        #expect(causes[1].codec == .jpeg && causes[1].kind == .damagedData && causes[1].status == 0)
    }

    @Test func pixelLimitIsEnforced() throws {
        let limits = ImageDecoders.Limits(maxPixels: 1_000)
        #expect(throws: ImagePipelineError.tooManyPixels(source: "large", width: 1200, height: 900, limit: 1_000)) {
            try ImageDecoders.decode(Fixtures.data("jpeg/large.jpg"), source: "large", limits: limits)
        }
    }

    @Test func hugeClaimedDimensionsAreRefusedBeforeAllocation() throws {
        // A PNG header claiming 100000×100000 (40 GB of RGBA), its CRC fixed so only the size is wrong.
        var data = try Fixtures.data("pngsuite/basn0g08.png")
        let ihdrData = data.startIndex + 16
        for (offset, byte) in [UInt8](arrayLiteral: 0x00, 0x01, 0x86, 0xA0).enumerated() {
            data[ihdrData + offset] = byte
            data[ihdrData + 4 + offset] = byte
        }
        let crc = crc32(data[(ihdrData - 4)..<(ihdrData + 13)])
        for index in 0..<4 { data[ihdrData + 13 + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        let refusal = ImagePipelineError.tooManyPixels(
            source: "huge.png",
            width: 100_000,
            height: 100_000,
            limit: 100_000_000
        )
        #expect(throws: refusal) { try ImageDecoders.decode(data, source: "huge.png") }
        #expect(throws: refusal) { try Thumbnailer.render(data, source: "huge.png", recipe: .thumbnail(size: 64)) }
    }

    @Test func fileSizeLimitIsEnforced() throws {
        let limits = ImageDecoders.Limits(maxFileBytes: 100)
        for path in ["jpeg/baseline.jpg", "pngsuite/basn2c08.png"] {
            let data = try Fixtures.data(path)
            let refusal = ImagePipelineError.fileTooLarge(source: path, bytes: data.count, limit: 100)
            #expect(throws: refusal) { try ImageDecoders.decode(data, source: path, limits: limits) }
            #expect(throws: refusal) {
                try Thumbnailer.render(data, source: path, recipe: .thumbnail(size: 16), limits: limits)
            }
        }
    }

    @Test func garbageIsNotAnImage() {
        #expect(throws: ImagePipelineError.unrecognizedFormat(source: "notes.txt")) {
            try ImageDecoders.decode(Data("hello".utf8), source: "notes.txt")
        }
    }

    @Test func encodingIsDeterministic() throws {
        let data = try Fixtures.data("jpeg/large.jpg")
        for format in [ImageRecipe.OutputFormat.jpeg, .png] {
            let recipe = ImageRecipe(width: 64, height: 64, format: format)
            let first = try Thumbnailer.render(data, source: "large", recipe: recipe)
            let second = try Thumbnailer.render(data, source: "large", recipe: recipe)
            #expect(first.data == second.data)
        }
        let progressive = ImageRecipe(width: 64, height: 64, format: .jpeg, progressive: true, subsampling: .yuv444)
        let first = try Thumbnailer.render(data, source: "large", recipe: progressive)
        #expect(try ImageDecoders.info(of: first.data, source: "out").interlaced)
    }

    @Test func invalidRecipesAreRejected() throws {
        #expect(throws: ImagePipelineError.self) {
            try Thumbnailer.render(
                Fixtures.data("jpeg/baseline.jpg"),
                source: "b",
                recipe: ImageRecipe(width: 0, height: 10)
            )
        }
    }
}
