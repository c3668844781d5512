import Foundation
import ImagePipeline
import Testing

/// The PNG conformance suite: every valid file decodes to its reference pixels, every `x*` file is rejected.
/// References ignore gAMA and so does the decoder, so the `g*` files match them too.
@Suite struct PNGSuiteTests {
    @Test func everyValidFileDecodesToItsReferencePixels() throws {
        let files = try Fixtures.pngSuite().filter { !$0.lastPathComponent.hasPrefix("x") }
        #expect(files.count == 161)
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            let decoded = try ImageDecoders.decode(Data(contentsOf: file), source: name)
            let reference = try [UInt8](
                Data(contentsOf: Fixtures.root.appendingPathComponent("pngsuite/reference/\(name).rgba"))
            )
            #expect(reference.count == decoded.buffer.pixels.count, "\(name)")
            guard reference.count == decoded.buffer.pixels.count else { continue }
            var worst = 0
            for index in stride(from: 0, to: reference.count, by: 4) {
                // Where the reference is fully transparent only alpha is compared.
                let channels = reference[index + 3] == 0 ? 3..<4 : 0..<4
                for channel in channels {
                    worst = max(
                        worst,
                        abs(Int(reference[index + channel]) - Int(decoded.buffer.pixels[index + channel]))
                    )
                }
            }
            #expect(worst <= 1, "\(name) differs by \(worst)")
        }
    }

    @Test func everyCorruptFileIsRejectedWithAReason() throws {
        let files = try Fixtures.pngSuite().filter { $0.lastPathComponent.hasPrefix("x") }
        #expect(files.count == 14)
        for file in files {
            let name = file.lastPathComponent
            #expect {
                _ = try ImageDecoders.decode(Data(contentsOf: file), source: name)
            } throws: { error in
                guard let error = error as? ImagePipelineError else { return false }
                switch error {
                case .decodingFailed(let source, let reason, let cause):
                    return source == name && !reason.isEmpty && cause.codec == .png
                case .unrecognizedFormat(let source): return source == name
                default: return false
                }
            }
        }
    }

    @Test func infoReportsColourTypeDepthAndInterlace() throws {
        let info = try ImageDecoders.info(of: Fixtures.data("pngsuite/basi3p02.png"), source: "basi3p02")
        #expect(
            info
                == ImageInfo(
                    format: .png,
                    width: 32,
                    height: 32,
                    bitDepth: 2,
                    colorType: "palette",
                    hasAlpha: false,
                    interlaced: true
                )
        )
        let alpha = try ImageDecoders.info(of: Fixtures.data("pngsuite/tbrn2c08.png"), source: "tbrn2c08")
        #expect(alpha.hasAlpha)
    }
}
