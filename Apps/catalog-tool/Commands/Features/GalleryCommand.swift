import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering

/// `catalog-tool gallery --out DIR`: every feature's thumbnails, sheet and layouts, with an index.html.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Write every feature's thumbnails, contact sheet and every story on every device, with an index.html.",
        discussion: """
            Example: catalog-tool gallery --out gallery && xdg-open gallery/index.html
            Each story is rendered on each device in portrait and landscape as PNG, JSON and SVG.
            The page uses relative links only, so it works opened from disk.
            """
    )

    @Option(help: "The directory to write into.")
    var out: String

    @Option(help: "Comma-separated device profiles for the layouts, or `all`.")
    var devices = "all"

    @Option(help: "Thumbnail and sheet tile size in pixels.")
    var tile = 160

    @OptionGroup var data: DataOptions

    func validate() throws {
        for name in deviceNames where DeviceProfile.named(name) == nil {
            throw ValidationError("Unknown device \"\(name)\".")
        }
        guard (16...1024).contains(tile) else { throw ValidationError("--tile must be between 16 and 1024.") }
        try data.validateForAllFeatures()
    }

    var deviceNames: [String] {
        if devices == "all" { return DeviceProfile.all.map(\.name) }
        return devices.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    func run() async throws {
        let root = URL(fileURLWithPath: out)
        var page = GalleryPage()
        var failures = 0
        for feature in CatalogEnvironment.features {
            let environment = try CatalogEnvironment.make(
                for: feature,
                options: data,
                jobs: ProcessInfo.processInfo.activeProcessorCount
            )
            let folder = root.appendingPathComponent(feature.name)
            var section = GalleryPage.Section(name: feature.name, summary: feature.summary)

            // Thumbnails.
            let images = try await feature.images(context: environment.context)
            var batch = ThumbnailBatch(
                pipeline: environment.pipeline,
                jobs: ProcessInfo.processInfo.activeProcessorCount,
                outputDirectory: folder.appendingPathComponent("thumbnails")
            )
            batch.placeholderOnLoadFailure = true
            let items = images.map { ThumbnailBatch.Item(source: $0.url, label: $0.label, outputName: $0.id) }
            let report = await batch.run(items, recipe: ImageRecipe(width: tile, height: tile, format: .jpeg)) { _ in }
            failures += report.summary.failed
            section.thumbnails = report.results.compactMap { result in
                result.output.map { GalleryPage.Link(path: relative($0, to: root), title: result.input) }
            }

            // Contact sheet.
            let tiles = try await SheetCommand.loadTiles(of: feature, environment: environment, tile: tile)
            let sheet = ContactSheet(tile: tile, columns: nil, labels: true, measurer: environment.measurer)
                .draw([(feature.name, tiles)])
            let sheetURL = folder.appendingPathComponent("sheet.png")
            try AtomicFile.write(try ImageEncoders.png(sheet, level: 3), to: sheetURL)
            section.sheet = relative(sheetURL.path, to: root)

            // Every story on each device, portrait and landscape, as PNG with its JSON and SVG.
            for story in feature.stories {
                for name in deviceNames {
                    guard let device = DeviceProfile.named(name) else { continue }
                    for orientation in ScreenOrientation.allCases {
                        let document = try await feature.screen(
                            ScreenRequest(device: device, orientation: orientation, story: story.name),
                            context: environment.context
                        )
                        let base = folder.appendingPathComponent(
                            "stories/\(story.name)/\(device.name)-\(orientation.rawValue)"
                        )
                        try AtomicFile.write(
                            try LayoutRenderers.json(document),
                            to: base.appendingPathExtension("json")
                        )
                        try AtomicFile.write(LayoutRenderers.svg(document), to: base.appendingPathExtension("svg"))
                        let png = try await LayoutRenderers.png(
                            document,
                            pipeline: environment.pipeline,
                            measurer: environment.measurer
                        )
                        try AtomicFile.write(png, to: base.appendingPathExtension("png"))
                        section.layouts.append(
                            GalleryPage.Layout(
                                story: story.name,
                                summary: story.summary,
                                title: "\(device.name) \(orientation.rawValue)",
                                png: relative(base.appendingPathExtension("png").path, to: root),
                                json: relative(base.appendingPathExtension("json").path, to: root),
                                svg: relative(base.appendingPathExtension("svg").path, to: root)
                            )
                        )
                    }
                }
            }
            page.sections.append(section)
        }
        try AtomicFile.write(Data(page.html().utf8), to: root.appendingPathComponent("index.html"))
        print("gallery → \(root.appendingPathComponent("index.html").path)")
        if failures > 0 { throw ExitCode.failure }
    }

    private func relative(_ path: String, to root: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }
}
