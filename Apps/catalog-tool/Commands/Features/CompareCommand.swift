import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ScreenReview

/// `catalog-tool compare OLD NEW`: what changed between two galleries, screen by screen, in structure and pixels.
struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two galleries written by `catalog-tool gallery`: screens added, removed, changed.",
        discussion: """
            For each changed screen: the structural differences of its layout documents (items added, removed,
            moved or resized from 0.5 pt, texts changed, wrapped or cut, colours, actions) and a perceptual pixel
            diff (pixelmatch's threshold 0.1; anti-aliased edges counted apart) with a heat map.
            Example: catalog-tool compare gallery-main gallery-mine --out report && xdg-open report/index.html
            Exit status: 0 nothing changed, 1 screens added, removed or changed, 2 usage error,
            3 a gallery unreadable or a screen's files missing, corrupt or not matching the manifest
            (those screens have status `error`; the others are still compared).
            """
    )

    @Argument(help: "The gallery before the change (a directory with gallery.json).")
    var old: String

    @Argument(help: "The gallery after the change.")
    var new: String

    @Option(help: "Write an HTML report to this directory (index.html, images of changed screens).")
    var out: String?

    @Flag(help: "Print one JSON object per screen and line instead of the summary.")
    var json = false

    @Option(
        help: """
            The share of a screen's pixels (0 to 1) that may change before it counts as changed; any structural \
            change counts whatever the threshold.
            """
    )
    var threshold = 0.0

    @Option(help: "Screens compared at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1.") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64.") }
    }

    func run() async throws {
        let report = out.map { URL(fileURLWithPath: $0) }
        let comparer = GalleryComparer(threshold: threshold, reportDirectory: report, jobs: jobs)
        let comparison: GalleryComparison
        do {
            comparison = try await comparer.compare(old: URL(fileURLWithPath: old), new: URL(fileURLWithPath: new))
        } catch {
            StandardError.print("error: \(error)")
            throw ExitCode(3)
        }
        if json {
            for screen in comparison.screens { JSONLines.print(CompareRecord(screen)) }
        } else {
            printSummary(comparison)
        }
        if let report {
            let html = ComparisonReport(comparison: comparison, oldName: old, newName: new).html()
            try AtomicFile.write(Data(html.utf8), to: report.appendingPathComponent("index.html"))
            if !json { print("report → \(report.appendingPathComponent("index.html").path)") }
        }
        if comparison.hasErrors {
            for screen in comparison.screens where screen.status == .error {
                StandardError.print("error: \(screen.screen): \(screen.error ?? "")")
            }
            throw ExitCode(3)
        }
        if comparison.hasChanges { throw ExitCode(1) }
    }

    private func printSummary(_ comparison: GalleryComparison) {
        let counts = [ScreenComparison.Status.changed, .added, .removed, .unchanged, .error].map {
            "\(comparison.count($0)) \($0.rawValue)"
        }
        print(counts.joined(separator: ", "))
        for screen in comparison.screens where screen.status != .unchanged {
            var line = "\(screen.status.rawValue): \(screen.screen)"
            if let pixels = screen.pixels {
                line += " — \(pixels.changed) pixels changed, \(pixels.antialiased) anti-aliased"
            }
            print(line)
            for change in screen.changes { print("    \(change)") }
        }
    }
}

/// One line of `compare --json`.
struct CompareRecord: Encodable {
    struct Pixels: Encodable {
        var changed: Int
        var antialiased: Int
        var total: Int
        var region: PixelDiff.Region?
    }

    var screen: ScreenKey
    var status: String
    var changes: [LayoutChange]
    var pixels: Pixels?
    var error: String?

    init(_ comparison: ScreenComparison) {
        screen = comparison.screen
        status = comparison.status.rawValue
        changes = comparison.changes
        pixels = comparison.pixels.map {
            Pixels(changed: $0.changed, antialiased: $0.antialiased, total: $0.total, region: $0.region)
        }
        error = comparison.error
    }
}
