import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import ScreenRendering
import ScreenReview

/// `catalog-tool gallery --out DIR`: every feature's thumbnails, sheet and screens, with an index.html and a
/// gallery.json manifest that `catalog-tool compare` reads.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract:
            "Write every feature's thumbnails, contact sheet and every story on every device, with an index.html and gallery.json.",
        discussion: """
            Example: catalog-tool gallery --out gallery && xdg-open gallery/index.html
            Each story is rendered on each device in portrait and landscape as PNG, JSON and SVG, on every core.
            gallery.json lists every screen with the SHA-256 of its JSON and PNG; compare two galleries with
            `catalog-tool compare OLD NEW`. PNGs are reused from the render cache (CACHE/renders) when a screen's
            document, its pictures and the renderer are unchanged; --no-render-cache renders every one.
            --text-size, --appearance and --direction lay every screen out in that variant (one value each; default
            l, light, ltr); the manifest records it, so `compare` shows what a change did at ax5, in dark or in rtl.
            With one --feature, --feed-url reads that feature's feed from a URL.
            The page uses relative links only, so it works opened from disk.
            """
    )

    @Option(help: "The directory to write into.")
    var out: String

    @Option(name: .customLong("feature"), help: "Only this feature (repeatable; default: all).")
    var features: [String] = []

    @Option(help: "Comma-separated stories (default: every story of each feature).")
    var story: String?

    @Option(help: "Comma-separated device profiles for the layouts, or `all`.")
    var devices = "all"

    @Option(help: "Comma-separated orientations: portrait, landscape (default: both).")
    var orientations = "portrait,landscape"

    @Option(help: "Thumbnail and sheet tile size in pixels.")
    var tile = 160

    @Option(help: "Screens rendered at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Render every PNG, neither reading nor filling the render cache.")
    var noRenderCache = false

    @OptionGroup var variant: TraitOptions

    @OptionGroup var data: DataOptions

    func validate() throws {
        for name in deviceNames where DeviceProfile.named(name) == nil {
            throw ValidationError(
                "Unknown device \"\(name)\"; one of: \(DeviceProfile.all.map(\.name).joined(separator: ", "))."
            )
        }
        for name in orientationNames where ScreenOrientation(rawValue: name) == nil {
            throw ValidationError("Unknown orientation \"\(name)\"; portrait or landscape.")
        }
        guard !deviceNames.isEmpty, !orientationNames.isEmpty else {
            throw ValidationError("--devices and --orientations need at least one value.")
        }
        for name in features where CatalogEnvironment.feature(named: name) == nil {
            throw ValidationError(
                "--feature \"\(name)\" is not a feature; one of: \(CatalogEnvironment.features.map(\.name).joined(separator: ", "))."
            )
        }
        for name in storyNames where !selectedFeatures.contains(where: { $0.stories.contains { $0.name == name } }) {
            throw ValidationError(
                "--story \"\(name)\" is not a story of \(selectedFeatures.map(\.name).joined(separator: ", ")); see `catalog-tool stories`."
            )
        }
        guard (16...1024).contains(tile) else { throw ValidationError("--tile must be between 16 and 1024.") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64.") }
        if features.count != 1 { try data.validateForAllFeatures() }
    }

    private func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    var deviceNames: [String] { devices == "all" ? DeviceProfile.all.map(\.name) : list(devices) }
    var orientationNames: [String] { list(orientations) }
    var storyNames: [String] { story.map(list) ?? [] }

    var selectedFeatures: [any CatalogFeature] {
        features.isEmpty
            ? CatalogEnvironment.features : CatalogEnvironment.features.filter { f in features.contains(f.name) }
    }

    func run() async throws {
        let started = ContinuousClock.now
        let root = URL(fileURLWithPath: out)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var page = GalleryPage()
        var failures: [String] = []
        var work: [GalleryRenderer.Job] = []
        var renderCache: RenderCache?
        for feature in selectedFeatures {
            let environment = try CatalogEnvironment.make(for: feature, options: data, jobs: cores)
            if !noRenderCache, renderCache == nil {
                renderCache = try RenderCache(
                    cacheDirectory: environment.directories.cache,
                    measurer: environment.measurer,
                    pipelineIdentity: environment.pipeline.identity
                )
            }
            let stories = storyNames.isEmpty ? feature.stories : feature.stories.filter { storyNames.contains($0.name) }
            guard !stories.isEmpty else { continue }
            var section = GalleryPage.Section(name: feature.name, summary: feature.summary)
            if storyNames.isEmpty {
                failures += try await GallerySheets(root: root, tile: tile, environment: environment)
                    .write(feature, into: &section)
            }
            page.sections.append(section)
            // Rendered device by device, orientation by orientation, story by story: a feature's pictures at one
            // screen's sizes stay in its pipeline's bitmap cache while every story draws them (story by story, the
            // cache evicted them between stories and each was resized again). `order` keeps the page story-major.
            let devices = deviceNames.compactMap(DeviceProfile.named)
            let orientations = orientationNames.compactMap(ScreenOrientation.init(rawValue:))
            let first = work.count
            for (d, device) in devices.enumerated() {
                for (o, orientation) in orientations.enumerated() {
                    for (s, story) in stories.enumerated() {
                        work.append(
                            .init(
                                order: first + (s * devices.count + d) * orientations.count + o,
                                feature: feature,
                                environment: environment,
                                story: story,
                                device: device,
                                orientation: orientation,
                                traits: variant.traits
                            )
                        )
                    }
                }
            }
        }
        let outcomes = await GalleryRenderer(root: root, jobs: jobs, cache: renderCache).render(work)
        // The render cache is held to its size limit, least recently used out (a hit is a use).
        if let renderCache { _ = RenderCacheFiles(directory: renderCache.directory).evictToLimit() }
        var entries: [GalleryScreen] = []
        for outcome in outcomes {
            guard let entry = outcome.entry else {
                failures.append(outcome.error ?? "\(outcome.job.feature.name)/\(outcome.job.story.name): failed")
                continue
            }
            entries.append(entry)
            let job = outcome.job
            guard let index = page.sections.firstIndex(where: { $0.name == job.feature.name }) else { continue }
            page.sections[index].layouts.append(
                GalleryPage.Layout(
                    story: job.story.name,
                    summary: job.story.summary,
                    title: "\(job.device.name) \(job.orientation.rawValue)",
                    png: entry.png.path,
                    json: entry.json.path,
                    svg: entry.svg
                )
            )
        }
        try AtomicFile.write(
            try GalleryManifest(screens: entries).jsonData(),
            to: root.appendingPathComponent(GalleryManifest.fileName)
        )
        try AtomicFile.write(Data(page.html().utf8), to: root.appendingPathComponent("index.html"))
        let hits = outcomes.filter(\.cacheHit).count
        let seconds = (ContinuousClock.now - started).seconds
        print(
            "gallery → \(root.appendingPathComponent("index.html").path): \(entries.count) screens "
                + "(\(hits) PNGs from the render cache) in \(String(format: "%.1f", seconds)) s"
        )
        for failure in failures { StandardError.print("error: \(failure)") }
        if !failures.isEmpty { throw ExitCode.failure }
    }
}
