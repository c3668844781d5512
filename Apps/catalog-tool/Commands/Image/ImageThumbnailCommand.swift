import ArgumentParser
import Foundation
import ImageCache
import ImagePipeline

/// `catalog-tool image thumbnail FILE… --size N --out DIR`: one thumbnail per input, bad inputs reported, the rest done.
struct ImageThumbnailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        abstract: "Write a thumbnail of each file into a directory, named after the input with the output's extension.",
        discussion: """
            Examples:
              catalog-tool image thumbnail photos/*.jpg --size 256 --out thumbs
              catalog-tool image thumbnail --size 256 --out thumbs -- *.png   (after `--` a name such as -hdr.png is a file)
              catalog-tool image thumbnail a.png --size 128 --fit contain --format png --out thumbs --json
            Exit status 1 when any input failed; the others are still written.
            """
    )

    @Argument(
        help:
            "PNG, JPEG, WebP, GIF, HEIC or AVIF files; after `--` every argument is a file, e.g. `-- -hdr.png` from a glob."
    )
    var files: [String]

    @Option(help: "Side of the square thumbnail in pixels.")
    var size = 256

    @Option(help: "cover (crop to fill), contain (letterbox) or fill (stretch).")
    var fit = ImageRecipe.Fit.cover

    @Option(help: "Which part a cover crop keeps: centre or attention.")
    var crop = ImageRecipe.Crop.centre

    @Option(help: "lanczos3, mitchell, bilinear or box.")
    var filter = ResamplingFilter.lanczos3

    @Option(help: "auto (the input's format where it is written; PNG for GIF, JPEG for HEIC), jpeg, png, webp or avif.")
    var format = ImageRecipe.OutputFormat.auto

    @Option(help: "JPEG, WebP and AVIF quality, 1–100.")
    var quality = 85

    @Option(help: "JPEG chroma subsampling: 4:2:0 (smaller files) or 4:4:4 (full colour resolution).")
    var subsampling = ImageEncoders.ChromaSubsampling.yuv420

    @Option(help: "The directory to write into.")
    var out: String

    @Option(help: "Images processed at once (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Neither read nor write the processed-image cache.")
    var noCache = false

    @Option(help: "Cache directory (default: $XDG_CACHE_HOME/catalog).")
    var cacheDir: String?

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard size > 0, size <= 8_192 else {
            throw ValidationError("--size must be between 1 and 8192 (a thumbnail is at most 8192 × 8192 pixels).")
        }
        guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100.") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64.") }
    }

    func run() async throws {
        let recipe = ImageRecipe(
            width: size,
            height: size,
            fit: fit,
            crop: crop,
            filter: filter,
            format: format,
            quality: quality,
            subsampling: subsampling
        )
        let directories = CatalogDirectories.resolve(cacheDirectory: cacheDir, dataDirectory: nil)
        let cache: TieredCache<DataCodec>?
        if noCache {
            cache = nil
        } else {
            let disk = try DiskCache(
                configuration: .init(directory: directories.cache.appendingPathComponent("thumbnails"))
            )
            cache = TieredCache(memory: MemoryCache(costLimit: 64 << 20), disk: disk, codec: DataCodec())
        }
        let pipeline = ImagePipeline(
            configuration: .init(
                resultCache: cache,
                maxConcurrentJobs: jobs,
                identityMemo: noCache ? nil : directories.identityMemo
            )
        )
        let batch = ThumbnailBatch(pipeline: pipeline, jobs: jobs, outputDirectory: URL(fileURLWithPath: out))
        let items = files.map { ThumbnailBatch.Item(source: URL(fileURLWithPath: $0), label: $0) }
        let report = await batch.run(items, recipe: recipe) { result in
            if global.json {
                JSONLines.print(result)
            } else if let error = result.error {
                StandardError.print("failed: \(error)")
            }
        }
        if global.json {
            JSONLines.print(["summary": report.summary])
        } else if !global.quiet {
            print(report.summaryLine)
        }
        if report.summary.failed > 0 { throw ExitCode.failure }
    }
}
