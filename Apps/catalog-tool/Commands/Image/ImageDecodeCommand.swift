import ArgumentParser
import Catalogue
import Foundation
import ImagePipeline

/// `catalog-tool image decode FILE --out OUT.png`: full size, upright, 8-bit RGBA.
struct ImageDecodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode",
        abstract: "Decode an image at full size, apply its orientation, and write an 8-bit RGBA PNG.",
        discussion: """
            Examples:
              catalog-tool image decode photo.jpg --out photo.png
              catalog-tool image decode --out hdr.png -- -hdr.png   (after `--` a name such as -hdr.png is a file)
            """
    )

    @Argument(
        help: "A PNG, JPEG, WebP, GIF, HEIC or AVIF file; after `--` it may start with a dash, e.g. `-- -hdr.png`."
    )
    var file: String

    @Option(help: "The PNG to write.")
    var out: String

    func run() async throws {
        let data = try FileDataLoader().readFile(at: URL(fileURLWithPath: file))
        let image = try ImageDecoders.decode(data, source: file).upright()
        let png = try ImageEncoders.png(image, level: 6, alwaysRGBA: true)
        try AtomicFile.write(png, to: URL(fileURLWithPath: out))
    }
}
