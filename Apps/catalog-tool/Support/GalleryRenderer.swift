import Catalogue
import FeatureKit
import Foundation
import ScreenRendering
import ScreenReview

/// Renders a gallery's screens — every selected story on every selected device and orientation, as JSON, SVG and
/// PNG — `jobs` at a time. PNGs come from the ``RenderCache`` when the document and its pictures are unchanged;
/// every PNG is the bytes a sequential, uncached render writes (rendering is a pure function of the document, its
/// pictures and the renderer).
struct GalleryRenderer {
    /// One screen to render.
    struct Job: Sendable {
        var order: Int
        var feature: any CatalogFeature
        var environment: CatalogEnvironment
        var story: Story
        var device: DeviceProfile
        var orientation: ScreenOrientation
        var traits: ScreenTraits = .standard
    }

    /// A screen written, or the reason it could not be.
    struct Outcome: Sendable {
        var job: Job
        var entry: GalleryScreen?
        var cacheHit = false
        var error: String?
    }

    let root: URL
    let jobs: Int
    let cache: RenderCache?
    /// The stories' live screens, shared by their screens.
    let liveScreens = LiveScreenMemo()

    /// Renders every job; the outcomes come back in job order.
    func render(_ work: [Job]) async -> [Outcome] {
        let outcomes = await withTaskGroup(of: Outcome.self) { group in
            var outcomes: [Outcome] = []
            var next = 0
            func start() {
                let job = work[next]
                group.addTask { await render(job) }
                next += 1
            }
            while next < min(jobs, work.count) { start() }
            for await outcome in group {
                outcomes.append(outcome)
                if next < work.count { start() }
            }
            return outcomes
        }
        return outcomes.sorted { $0.job.order < $1.job.order }
    }

    private func render(_ job: Job) async -> Outcome {
        let key = ScreenKey(
            feature: job.feature.name,
            story: job.story.name,
            device: job.device.name,
            orientation: job.orientation.rawValue,
            textSize: job.traits.textSize.rawValue,
            appearance: job.traits.appearance.rawValue,
            direction: job.traits.direction.rawValue
        )
        // Standard screens keep their names; a variant's name says which (`iphone-se-portrait-ax5-dark-rtl`).
        let variant = job.traits == .standard ? "" : "-" + job.traits.name
        let base =
            "\(job.feature.name)/stories/\(job.story.name)/\(job.device.name)-\(job.orientation.rawValue)\(variant)"
        do {
            // What `job.feature.screen(_:context:)` gives, with the story's live screen made once for all its screens.
            let live = try await liveScreens.screen(
                feature: job.feature,
                story: job.story.name,
                context: job.environment.context
            )
            let document = try await live.document(
                device: job.device,
                orientation: job.orientation,
                traits: job.traits,
                context: job.environment.context
            )
            let json = try LayoutRenderers.json(document)
            var hit = false
            var cached: (png: Data, sha256: String)?
            var cacheKey: String?
            if let cache {
                let identities = await LayoutRenderers.imageIdentities(
                    for: document,
                    pipeline: job.environment.pipeline
                )
                let key = cache.key(json: json, imageIdentities: identities)
                cacheKey = key
                cached = cache.load(key)
            }
            let png: Data
            let pngDigest: String
            if let cached {
                (png, pngDigest) = cached
                hit = true
            } else {
                let images = await LayoutRenderers.images(for: document, pipeline: job.environment.pipeline)
                png = try LayoutRenderers.png(document, images: images, measurer: job.environment.measurer)
                pngDigest = FileDigest.sha256(png)
                if let cacheKey { cache?.store(png, sha256: pngDigest, key: cacheKey) }
            }
            // A screen whose files already hold these bytes (a rebuild after another feature changed) is left alone.
            try AtomicFile.writeIfChanged(json, to: root.appendingPathComponent(base + ".json"))
            try AtomicFile.writeIfChanged(LayoutRenderers.svg(document), to: root.appendingPathComponent(base + ".svg"))
            try AtomicFile.writeIfChanged(png, to: root.appendingPathComponent(base + ".png"))
            let entry = GalleryScreen(
                screen: key,
                json: GalleryFile(path: base + ".json", sha256: FileDigest.sha256(json)),
                png: GalleryFile(path: base + ".png", sha256: pngDigest),
                svg: base + ".svg"
            )
            return Outcome(job: job, entry: entry, cacheHit: hit)
        } catch {
            return Outcome(job: job, error: "\(key): \(error)")
        }
    }
}
