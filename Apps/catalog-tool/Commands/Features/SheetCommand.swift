import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering
import TextEngine

/// `catalog-tool sheet --feature NAME --out FILE.png`: every image of a feature on one contact sheet.
struct SheetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw every image a feature shows into one contact sheet (PNG, JPEG, WebP or AVIF), with labels.",
        discussion: """
            Examples:
              catalog-tool sheet --feature recipes --labels --out recipes-sheet.png
              catalog-tool sheet --feature all --tile 128 --columns 8 --out all.jpg
            Images that cannot be loaded appear as their placeholder, marked in the label.
            """
    )

    @Option(help: "A feature name or all.")
    var feature: String

    @Option(help: "Side of each tile in pixels.")
    var tile = 256

    @Option(help: "Tiles per row, 1…64 (default: about square).")
    var columns: Int?

    @Flag(help: "Write each image's label under its tile.")
    var labels = false

    @Option(help: "The sheet to write: .png or .jpg.")
    var out: String

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard feature == "all" || CatalogEnvironment.feature(named: feature) != nil else {
            throw ValidationError("Unknown feature \"\(feature)\"; see `catalog-tool features`.")
        }
        guard (16...1024).contains(tile) else { throw ValidationError("--tile must be between 16 and 1024.") }
        if feature == "all" { try data.validateForAllFeatures() }
        if let columns, !(1...64).contains(columns) { throw ValidationError("--columns must be between 1 and 64.") }
        guard ["png", "jpg", "jpeg", "webp", "avif"].contains(URL(fileURLWithPath: out).pathExtension.lowercased())
        else {
            throw ValidationError("--out must end in .png, .jpg, .webp or .avif.")
        }
    }

    struct Tile {
        var label: String
        var image: PixelBuffer
        var missing: Bool
    }

    /// One tile per distinct image of `feature`, placeholders where an image cannot be loaded (each said on standard
    /// error with its URL and reason).
    static func loadTiles(of feature: any CatalogFeature, environment: CatalogEnvironment, tile: Int) async throws
        -> [Tile]
    {
        let images = try await feature.images(context: environment.context)
        var seen = Set<String>()
        let unique = images.filter { seen.insert($0.url.absoluteString).inserted }
        return await withTaskGroup(of: (Int, Tile).self) { group in
            for (index, image) in unique.enumerated() {
                let request = ImageRequest(url: image.url, recipe: ImageRecipe(width: tile, height: tile))
                group.addTask {
                    do {
                        let pixels = try await environment.pipeline.pixels(for: request)
                        return (index, Tile(label: image.label, image: pixels, missing: false))
                    } catch {
                        StandardError.print("  placeholder for \(image.label): \(error)")
                    }
                    let placeholder = Placeholder.image(for: image.label, width: tile, height: tile)
                    return (index, Tile(label: image.label, image: placeholder, missing: true))
                }
            }
            var result: [(Int, Tile)] = []
            for await entry in group { result.append(entry) }
            return result.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    func run() async throws {
        let selected =
            feature == "all"
            ? CatalogEnvironment.features : CatalogEnvironment.feature(named: feature).map { [$0] } ?? []
        var groups: [(name: String, tiles: [Tile])] = []
        var measurer: TextMeasurer?
        for feature in selected {
            let environment = try CatalogEnvironment.make(
                for: feature,
                options: data,
                jobs: ProcessInfo.processInfo.activeProcessorCount
            )
            measurer = environment.measurer
            let tiles = try await Self.loadTiles(of: feature, environment: environment, tile: tile)
            groups.append((feature.name, tiles))
        }
        guard let measurer else { return }
        let sheet = ContactSheet(tile: tile, columns: columns, labels: labels, measurer: measurer).draw(groups)
        let url = URL(fileURLWithPath: out)
        let bytes: Data
        switch url.pathExtension.lowercased() {
        case "png": bytes = try ImageEncoders.png(sheet, level: 3)
        case "webp": bytes = try ImageEncoders.webp(sheet, quality: 90)
        case "avif": bytes = try ImageEncoders.avif(sheet, quality: 80)
        default: bytes = try ImageEncoders.jpeg(sheet, quality: 90)
        }
        try AtomicFile.write(bytes, to: url)
        let count = groups.reduce(0) { $0 + $1.tiles.count }
        print("\(count) tiles, \(sheet.width)×\(sheet.height) → \(url.path)")
    }
}
