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
            Default: every feature, story, device and orientation. Lists are comma-separated.
            Prints, per feature and rule, the screens checked and the violations; --json prints one JSON record per
            violation instead; --out DIR also writes DIR/index.html with the render of every screen that has one.
            Exit 0 with no violation, 1 with any (a screen that fails to lay out is one), 2 on a usage error.
            Examples:
              catalog-tool audit
              catalog-tool audit --feature specials --devices iphone-se,ipad-10 --orientations portrait --json
              catalog-tool audit --feature users --feed-url http://127.0.0.1:8080/users.json
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

    var selectedFeatures: [any CatalogFeature] {
        feature.flatMap(CatalogEnvironment.feature(named:)).map { [$0] } ?? CatalogEnvironment.features
    }

    func run() async throws {
        let profiles = deviceNames.compactMap(DeviceProfile.named)
        let turns = Self.list(orientations).compactMap(ScreenOrientation.init(rawValue:))
        var reports: [ScreenAudit.Report] = []
        var report = AuditReport()
        for feature in selectedFeatures {
            let stories = feature.stories.map(\.name).filter { story == nil || $0 == story }
            guard !stories.isEmpty else { continue }
            let environment = try CatalogEnvironment.make(
                for: feature,
                options: data,
                jobs: ProcessInfo.processInfo.activeProcessorCount
            )
            let audited = try await ScreenAudit.run(
                feature,
                context: environment.context,
                stories: stories,
                devices: profiles,
                orientations: turns
            ) { document, findings in
                guard out != nil, !findings.isEmpty else { return }
                let png = try await LayoutRenderers.png(
                    document,
                    pipeline: environment.pipeline,
                    measurer: environment.measurer
                )
                report.add(document: document, png: png, findings: findings)
            }
            reports.append(audited)
        }
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
