public import Foundation
import ImagePipeline
import LayoutKit

/// Compares two gallery directories screen by screen: the documents structurally (``LayoutDiff``), the PNGs
/// perceptually (``PixelDiff``), after checking every file against its manifest's hash.
public struct GalleryComparer: Sendable {
    /// The share of pixels (0…1) that may change without a screen counting as changed; any structural change counts.
    public var threshold: Double
    /// Where the report's images go (`screens/<slug>/before.png`, `after.png`, `diff.png`); nil writes none.
    public var reportDirectory: URL?
    /// Screens compared at once.
    public var jobs: Int

    /// Creates a comparer.
    public init(threshold: Double = 0, reportDirectory: URL? = nil, jobs: Int = 2) {
        self.threshold = threshold
        self.reportDirectory = reportDirectory
        self.jobs = max(1, jobs)
    }

    /// Compares gallery `old` with gallery `new`. Throws only when a manifest cannot be read; a bad file of one screen
    /// makes that screen's status `error` and the others are still compared.
    public func compare(old: URL, new: URL) async throws(ReviewError) -> GalleryComparison {
        let before = try GalleryManifest.read(from: old)
        let after = try GalleryManifest.read(from: new)
        let oldScreens = Dictionary(uniqueKeysWithValues: before.screens.map { ($0.key, $0) })
        let newScreens = Dictionary(uniqueKeysWithValues: after.screens.map { ($0.key, $0) })
        let keys = Set(oldScreens.keys).union(newScreens.keys).sorted()
        let work = keys.map { key in
            Pair(key: key, old: oldScreens[key].map { (old, $0) }, new: newScreens[key].map { (new, $0) })
        }
        let results = await withTaskGroup(of: ScreenComparison.self) { group in
            var results: [ScreenComparison] = []
            var next = 0
            while next < min(jobs, work.count) {
                let pair = work[next]
                group.addTask { compare(pair) }
                next += 1
            }
            for await result in group {
                results.append(result)
                if next < work.count {
                    let pair = work[next]
                    group.addTask { compare(pair) }
                    next += 1
                }
            }
            return results
        }
        return GalleryComparison(screens: results.sorted { $0.screen < $1.screen })
    }

    private struct Pair: Sendable {
        var key: ScreenKey
        var old: (URL, GalleryScreen)?
        var new: (URL, GalleryScreen)?
    }

    private func compare(_ pair: Pair) -> ScreenComparison {
        do {
            switch (pair.old, pair.new) {
            case (nil, let (root, screen)?):
                let png = try ScreenFiles.load(screen, in: root).png
                return ScreenComparison(
                    screen: pair.key,
                    status: .added,
                    images: .init(after: try writeImage(png, pair.key, "after.png"))
                )
            case (let (root, screen)?, nil):
                let png = try ScreenFiles.load(screen, in: root).png
                return ScreenComparison(
                    screen: pair.key,
                    status: .removed,
                    images: .init(before: try writeImage(png, pair.key, "before.png"))
                )
            case (let (oldRoot, oldScreen)?, let (newRoot, newScreen)?):
                let before = try ScreenFiles.load(oldScreen, in: oldRoot)
                let after = try ScreenFiles.load(newScreen, in: newRoot)
                return try compare(pair.key, before, after)
            case (nil, nil):
                return ScreenComparison(screen: pair.key, status: .error, error: "listed in neither gallery")
            }
        } catch {
            return ScreenComparison(screen: pair.key, status: .error, error: error.description)
        }
    }

    private func compare(_ key: ScreenKey, _ before: ScreenFiles, _ after: ScreenFiles) throws(ReviewError)
        -> ScreenComparison
    {
        if before.jsonDigest == after.jsonDigest, before.pngDigest == after.pngDigest {
            return ScreenComparison(screen: key, status: .unchanged)
        }
        var changes = LayoutDiff.changes(from: try before.document(), to: try after.document())
        if changes.isEmpty, before.jsonDigest != after.jsonDigest {
            // Nothing the structural diff names, yet the bytes differ: say so rather than pass it silently.
            changes.append(
                LayoutChange(
                    item: "document",
                    change: .documentChanged,
                    before: "sha256 \(before.jsonDigest.prefix(12))",
                    after: "sha256 \(after.jsonDigest.prefix(12)) (fields the structural diff does not name)"
                )
            )
        }
        let diff = PixelDiff.compare(try before.pixels(), try after.pixels())
        let pixels = ScreenComparison.Pixels(
            changed: diff.changed,
            antialiased: diff.antialiased,
            total: diff.total,
            region: diff.region
        )
        let changed = !changes.isEmpty || Double(diff.changed) > threshold * Double(diff.total)
        guard changed else { return ScreenComparison(screen: key, status: .unchanged, pixels: pixels) }
        let heat: Data
        do {
            heat = try ImageEncoders.png(diff.heatMap, level: 1)
        } catch {
            throw .reportNotWritten(path: key.slug, reason: "the heat map could not be encoded (\(error))")
        }
        return ScreenComparison(
            screen: key,
            status: .changed,
            changes: changes,
            pixels: pixels,
            images: .init(
                before: try writeImage(before.png, key, "before.png"),
                after: try writeImage(after.png, key, "after.png"),
                diff: try writeImage(heat, key, "diff.png")
            )
        )
    }

    /// Writes one of the report's images and returns its path relative to the report, or nil without a report.
    private func writeImage(_ data: Data, _ key: ScreenKey, _ name: String) throws(ReviewError) -> String? {
        guard let reportDirectory else { return nil }
        let relative = "screens/\(key.slug)/\(name)"
        let url = reportDirectory.appendingPathComponent(relative)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(),
                withIntermediateDirectories: true
            )
            try data.write(to: url, options: .atomic)
        } catch {
            throw .reportNotWritten(path: url.path, reason: error.localizedDescription)
        }
        return relative
    }
}
