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

    @Option(help: "The sheet to write: .png, .jpg, .webp or .avif (at most 50,000,000 pixels).")
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

    /// The distinct images of `feature`, in the order it shows them.
    static func sheetImages(of feature: any CatalogFeature, environment: CatalogEnvironment) async throws
        -> [FeatureImage]
    {
        var seen = Set<String>()
        return try await feature.images(context: environment.context).filter {
            seen.insert($0.url.absoluteString).inserted
        }
    }

    /// Loads `images` and draws each into group `group` of `sheet` as it arrives, at most two loads a core at once
    /// (so the sheet holds only those tiles beside its canvas); an image that cannot be loaded is drawn as its
    /// placeholder and said on standard error with its URL and reason.
    static func drawTiles(
        _ images: [FeatureImage],
        group: Int,
        into sheet: inout ContactSheet,
        environment: CatalogEnvironment
    ) async {
        let tile = sheet.tile
        let inFlight = 2 * ProcessInfo.processInfo.activeProcessorCount
        await withTaskGroup(of: (Int, PixelBuffer, Bool).self) { tasks in
            var next = 0
            func start() {
                guard next < images.count else { return }
                let (index, image) = (next, images[next])
                next += 1
                tasks.addTask {
                    let request = ImageRequest(url: image.url, recipe: ImageRecipe(width: tile, height: tile))
                    do {
                        return (index, try await environment.pipeline.pixels(for: request), false)
                    } catch {
                        StandardError.print("  placeholder for \(image.label): \(error)")
                    }
                    return (index, Placeholder.image(for: image.label, width: tile, height: tile), true)
                }
            }
            for _ in 0..<inFlight { start() }
            for await (index, pixels, missing) in tasks {
                sheet.place(pixels, label: images[index].label, missing: missing, group: group, index: index)
                start()
            }
        }
    }

    func run() async throws {
        let selected =
            feature == "all"
            ? CatalogEnvironment.features : CatalogEnvironment.feature(named: feature).map { [$0] } ?? []
        var groups: [(name: String, environment: CatalogEnvironment, images: [FeatureImage])] = []
        for feature in selected {
            let environment = try CatalogEnvironment.make(
                for: feature,
                options: data,
                jobs: ProcessInfo.processInfo.activeProcessorCount
            )
            groups.append(
                (feature.name, environment, try await Self.sheetImages(of: feature, environment: environment))
            )
        }
        guard let measurer = groups.first?.environment.measurer else { return }
        var contact = try ContactSheet(
            tile: tile,
            columns: columns,
            labels: labels,
            measurer: measurer,
            groups: groups.map { ($0.name, $0.images.count) }
        )
        for (index, group) in groups.enumerated() {
            await Self.drawTiles(group.images, group: index, into: &contact, environment: group.environment)
        }
        let sheet = contact.buffer
        let url = URL(fileURLWithPath: out)
        let bytes: Data
        switch url.pathExtension.lowercased() {
        case "png": bytes = try ImageEncoders.png(sheet, level: 3)
        case "webp": bytes = try ImageEncoders.webp(sheet, quality: 90)
        case "avif": bytes = try ImageEncoders.avif(sheet, quality: 80)
        default: bytes = try ImageEncoders.jpeg(sheet, quality: 90)
        }
        try AtomicFile.write(bytes, to: url)
        let count = groups.reduce(0) { $0 + $1.images.count }
        print("\(count) tiles, \(sheet.width)×\(sheet.height) → \(url.path)")
    }
}
