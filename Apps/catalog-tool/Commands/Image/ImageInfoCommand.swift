import ArgumentParser
import Foundation
import ImagePipeline

/// `catalog-tool image info FILE…`: one JSON object per file, from the headers only.
struct ImageInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract:
            "Print format, size, bit depth, colour type, orientation, alpha, frames, colour profile and container colour of each file as JSON lines.",
        discussion: """
            Examples:
              catalog-tool image info photo.jpg avatar.png
              catalog-tool image info -- *.png   (after `--` a name such as -hdr.png is a file, not an option)
            """
    )

    @Argument(
        help:
            "PNG, JPEG, WebP, GIF, HEIC or AVIF files; after `--` every argument is a file, e.g. `-- -hdr.png` from a glob."
    )
    var files: [String]

    struct Line: Encodable {
        var file: String
        var info: ImageInfo?
        var error: String?
    }

    func run() async throws {
        var failed = 0
        for file in files {
            do {
                let data = try FileDataLoader().readFile(at: URL(fileURLWithPath: file))
                JSONLines.print(Line(file: file, info: try ImageDecoders.info(of: data, source: file)))
            } catch {
                failed += 1
                JSONLines.print(Line(file: file, error: "\(error)"))
            }
        }
        if failed > 0 { throw ExitCode.failure }
    }
}
