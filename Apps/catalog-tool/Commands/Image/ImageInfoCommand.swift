import ArgumentParser
import Foundation
import ImagePipeline

/// `catalog-tool image info FILE…`: one JSON object per file, from the headers only.
struct ImageInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print format, size, bit depth, colour type, orientation and alpha of each file as JSON lines.",
        discussion: "Example: catalog-tool image info photo.jpg avatar.png"
    )

    @Argument(help: "PNG or JPEG files.")
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

extension FileDataLoader {
    /// Synchronous file read with the same checks as the async loader.
    func readFile(at url: URL) throws(ImagePipelineError) -> Data {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
            throw .loadingFailed(source: url.path, reason: "no such file or not readable")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxBytes else { throw .fileTooLarge(source: url.path, bytes: size, limit: maxBytes) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .loadingFailed(source: url.path, reason: "not readable")
        }
        return data
    }
}
