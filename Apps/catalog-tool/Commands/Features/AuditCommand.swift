import ArgumentParser
import Catalogue
import FeatureKit
import Foundation
import ScreenRendering

/// `catalog-tool audit`: every rule of `ScreenCheck` over every story × device × orientation, in process.
struct AuditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check every screen against the legibility, accessibility and geometry rules.",
        discussion: """
            Default: every feature, story, device and orientation, at text size l, light, left to right. Lists are
            comma-separated; every story is audited in every combination of --text-sizes, --appearances and
            --directions (--matrix: the release matrix, see below).
            Prints, per feature and rule, the screens checked and the violations; --json prints one JSON record per
            violation instead; --out DIR also writes DIR/index.html with the render of every screen that has one, its accessibility tree drawn
            over it (numbered in reading order, with a legend).
            Exit 0 with no violation, 1 with any (a screen that fails to lay out is one), 2 on a usage error.
            Examples:
              catalog-tool audit
              catalog-tool audit --feature specials --devices iphone-se,ipad-10 --orientations portrait --json
              catalog-tool audit --feature users --feed-url http://127.0.0.1:8080/users.json
              catalog-tool audit --text-sizes l,ax5 --appearances light,dark --directions ltr,rtl
              catalog-tool audit --matrix
            """
    )

    @Option(help: "One feature (see `catalog-tool features`); default: all.")
    var feature: String?

    @Option(help: "One story; default: every story of each feature.")
    var story: String?

    @Option(help: "Comma-separated device profiles, or `all`.")
    var devices = "all"

    @Option(help: "Comma-separated orientations: portrait, landscape.")
    var orientations = "portrait,landscape"

    @Option(help: "Comma-separated text sizes (xs … ax5), or `all`; default: l.")
    var textSizes = "l"

    @Option(help: "Comma-separated appearances: light, dark; default: light.")
    var appearances = "light"

    @Option(help: "Comma-separated directions: ltr, rtl; default: ltr.")
    var directions = "ltr"

    @Flag(
        help: """
            The release matrix: text sizes l, xxxl and ax5 (all twelve for each `loaded` story and the stories \
            a feature marks, such as a detail page), light and dark, ltr and rtl, on the devices and orientations given.
            """
    )
    var matrix = false

    @Option(help: "Features audited at once (default: the number of cores).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Print one JSON record per violation.")
    var json = false

    @Option(help: "Write an HTML report with the screens that have violations into this directory.")
    var out: String?

    @OptionGroup var data: DataOptions

    func validate() throws {
        if let feature, CatalogEnvironment.feature(named: feature) == nil {
            throw ValidationError("Unknown feature \"\(feature)\"; see `catalog-tool features`.")
        }
        if feature == nil { try data.validateForAllFeatures() }
        for name in deviceNames where DeviceProfile.named(name) == nil {
            throw ValidationError("Unknown device \"\(name)\" in --devices.")
        }
        if deviceNames.isEmpty { throw ValidationError("--devices names no device.") }
        let orientationNames = Self.list(orientations)
        if orientationNames.isEmpty { throw ValidationError("--orientations names no orientation.") }
        for name in orientationNames where ScreenOrientation(rawValue: name) == nil {
            throw ValidationError("Unknown orientation \"\(name)\"; use portrait or landscape.")
        }
        if textSizes != "all" {
            for name in Self.list(textSizes) where ContentSizeCategory(argument: name) == nil {
                let names = ContentSizeCategory.argumentNames.joined(separator: ", ")
                throw ValidationError("Unknown text size \"\(name)\" in --text-sizes; use \(names) or all.")
            }
        }
        for name in Self.list(appearances) where Appearance(rawValue: name) == nil {
            throw ValidationError("Unknown appearance \"\(name)\" in --appearances; use light or dark.")
        }
        for name in Self.list(directions) where LayoutDirection(rawValue: name) == nil {
            throw ValidationError("Unknown direction \"\(name)\" in --directions; use ltr or rtl.")
        }
        if variants.isEmpty { throw ValidationError("--text-sizes, --appearances and --directions need a value each.") }
        if jobs < 1 { throw ValidationError("--jobs must be 1 or more.") }
        if let story, !selectedFeatures.contains(where: { $0.stories.contains { $0.name == story } }) {
            throw ValidationError("No feature has a story \"\(story)\"; see `catalog-tool stories`.")
        }
    }

    static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    var deviceNames: [String] {
        devices == "all" ? DeviceProfile.all.map(\.name) : Self.list(devices)
    }

    /// The variants every story is audited in.
    var variants: [ScreenTraits] {
        let sizes: [ContentSizeCategory] =
            matrix
            ? [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
            : textSizes == "all"
                ? ContentSizeCategory.allCases : Self.list(textSizes).compactMap { ContentSizeCategory(argument: $0) }
        let looks = matrix ? Appearance.allCases : Self.list(appearances).compactMap(Appearance.init(rawValue:))
        let ways = matrix ? LayoutDirection.allCases : Self.list(directions).compactMap(LayoutDirection.init(rawValue:))
        return Self.variants(sizes: sizes, appearances: looks, directions: ways)
    }

    /// Under `--matrix`, the sizes a story is audited in besides ``variants``: all twelve for the screens people
    /// meet first (``Story/auditsEveryTextSize``: each `loaded` story, and those a feature marks).
    func extraVariants(story: Story) -> [ScreenTraits] {
        guard matrix, story.auditsEveryTextSize else { return [] }
        let done = Set(variants.map(\.textSize))
        return Self.variants(
            sizes: ContentSizeCategory.allCases.filter { !done.contains($0) },
            appearances: Appearance.allCases,
            directions: LayoutDirection.allCases
        )
    }

    static func variants(
        sizes: [ContentSizeCategory],
        appearances: [Appearance],
        directions: [LayoutDirection]
    ) -> [ScreenTraits] {
        sizes.flatMap { size in
            appearances.flatMap { look in
                directions.map { ScreenTraits(textSize: size, appearance: look, direction: $0) }
            }
        }
    }

    var selectedFeatures: [any CatalogFeature] {
        feature.flatMap(CatalogEnvironment.feature(named:)).map { [$0] } ?? CatalogEnvironment.features
    }

    func run() async throws {
        let profiles = deviceNames.compactMap(DeviceProfile.named)
        let turns = Self.list(orientations).compactMap(ScreenOrientation.init(rawValue:))
        let variants = self.variants
        let rendering = out != nil
        // Features are independent: audited `jobs` at a time, reported in the order they were asked for.
        var work: [(index: Int, feature: any CatalogFeature, stories: [String])] = []
        for (index, feature) in selectedFeatures.enumerated() {
            let stories = feature.stories.map(\.name).filter { story == nil || $0 == story }
            if !stories.isEmpty { work.append((index, feature, stories)) }
        }
        var results: [(index: Int, report: ScreenAudit.Report, pages: AuditReport)] = []
        try await withThrowingTaskGroup(of: (Int, ScreenAudit.Report, AuditReport).self) { group in
            var next = 0
            func start() throws {
                guard next < work.count else { return }
                let (index, feature, stories) = work[next]
                next += 1
                let environment = try CatalogEnvironment.make(for: feature, options: data, jobs: 1)
                let marked = feature.stories.filter { stories.contains($0.name) }
                let plan = [(stories, variants)] + marked.map { ([$0.name], extraVariants(story: $0)) }
                group.addTask {
                    var pages = AuditReport()
                    var audited = ScreenAudit.Report(feature: feature.name, screensChecked: 0, findings: [])
                    for (stories, traits) in plan where !traits.isEmpty {
                        let part = try await ScreenAudit.run(
                            feature,
                            context: environment.context,
                            stories: stories,
                            devices: profiles,
                            orientations: turns,
                            traits: traits
                        ) { document, findings in
                            guard rendering, !findings.isEmpty else { return }
                            let png = try await LayoutRenderers.png(
                                AccessibilityOverlay.document(for: document, measurer: environment.measurer),
                                pipeline: environment.pipeline,
                                measurer: environment.measurer
                            )
                            pages.add(document: document, png: png, findings: findings)
                        }
                        audited.screensChecked += part.screensChecked
                        audited.findings += part.findings
                    }
                    return (index, audited, pages)
                }
            }
            for _ in 0..<jobs { try start() }
            while let result = try await group.next() {
                results.append(result)
                try start()
            }
        }
        results.sort { $0.index < $1.index }
        let reports = results.map(\.report)
        var report = AuditReport()
        for result in results { report.add(result.pages) }
        let findings = reports.flatMap(\.findings)
        if json {
            for finding in findings { JSONLines.print(finding) }
        } else {
            print(Self.summary(reports))
        }
        if let out {
            try report.write(to: URL(fileURLWithPath: out))
            StandardError.print("audit report → \(URL(fileURLWithPath: out).appendingPathComponent("index.html").path)")
        }
        if !findings.isEmpty { throw ExitCode.failure }
    }

    /// Per feature: the screens checked, then each rule broken with its count and first examples.
    static func summary(_ reports: [ScreenAudit.Report]) -> String {
        var lines: [String] = []
        for report in reports {
            lines.append(
                "\(report.feature): \(report.screensChecked) screens checked, \(report.findings.count) violations"
            )
            let byRule = Dictionary(grouping: report.findings, by: \.rule)
            for rule in ScreenViolation.Rule.allCases {
                guard let found = byRule[rule] else { continue }
                let screens = Set(found.map(\.screen)).count
                lines.append("  \(rule.rawValue): \(found.count) on \(screens) screens")
                for finding in found.prefix(3) { lines.append("    \(finding.screen): \(finding.message)") }
            }
        }
        let total = reports.reduce(0) { $0 + $1.findings.count }
        let screens = reports.reduce(0) { $0 + $1.screensChecked }
        lines.append("\(screens) screens checked, \(total) violations")
        return lines.joined(separator: "\n")
    }
}
