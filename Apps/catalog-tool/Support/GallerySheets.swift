import Catalogue
import FeatureKit
import Foundation
import ImagePipeline

/// A gallery section's thumbnails and contact sheet for one feature.
struct GallerySheets {
    /// The most pictures of one feature a gallery thumbnails and puts on its sheet.
    static let maxPictures = ListWindow.maxRows

    let root: URL
    let tile: Int
    let environment: CatalogEnvironment

    /// Writes the feature's thumbnails and sheet and links them from `section`; returns the images that failed.
    func write(_ feature: any CatalogFeature, into section: inout GalleryPage.Section) async throws -> [String] {
        let folder = root.appendingPathComponent(feature.name)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let all = try await feature.images(context: environment.context)
        // A gallery shows a feature's look, not its whole catalogue: the first pictures, as many as a list lays out
        // (a 50 MB feed used to write 650,019 files); `thumbnails --feature` makes every one.
        let images = Array(all.prefix(Self.maxPictures))
        if all.count > images.count {
            StandardError.print(
                "note: \(feature.name): the gallery shows the first \(images.count) of \(all.count) pictures; `thumbnails --feature \(feature.name)` makes them all"
            )
        }
        var batch = ThumbnailBatch(
            pipeline: environment.pipeline,
            jobs: cores,
            outputDirectory: folder.appendingPathComponent("thumbnails")
        )
        batch.placeholderOnLoadFailure = true
        let items = images.map { ThumbnailBatch.Item(source: $0.url, label: $0.label, outputName: $0.id) }
        let report = await batch.run(items, recipe: ImageRecipe(width: tile, height: tile, format: .jpeg)) { _ in }
        section.thumbnails = report.results.compactMap { result in
            result.output.map { GalleryPage.Link(path: relative($0), title: result.input) }
        }
        let failed = report.results.filter { $0.output == nil }.map { "\(feature.name) thumbnail \($0.input)" }

        var seen = Set<String>()
        let sheetImages = images.filter { seen.insert($0.url.absoluteString).inserted }
        var contact: ContactSheet
        do {
            contact = try ContactSheet(
                tile: tile,
                columns: nil,
                labels: true,
                measurer: environment.measurer,
                groups: [(feature.name, sheetImages.count)]
            )
        } catch {
            // Too many pictures for one sheet: the thumbnails stand, the sheet is reported and left out.
            return failed + ["\(feature.name) sheet: \(error)"]
        }
        await SheetCommand.drawTiles(sheetImages, group: 0, into: &contact, environment: environment)
        let sheet = contact.buffer
        let sheetURL = folder.appendingPathComponent("sheet.png")
        try AtomicFile.writeIfChanged(try ImageEncoders.png(sheet, level: 3), to: sheetURL)
        section.sheet = relative(sheetURL.path)
        return failed
    }

    private func relative(_ path: String) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }
}
