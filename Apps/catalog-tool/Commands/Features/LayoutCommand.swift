public import ArgumentParser
public import FeatureKit
import Foundation

extension ScreenOrientation: ExpressibleByArgument {}

/// `catalog-tool layout --feature NAME --device PROFILE`: a feature's screen as JSON, SVG or PNG.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a feature's screen for a device and write it as JSON, SVG or PNG.",
        discussion: """
            Devices: \(DeviceProfile.all.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE (e.g. 360x640@3).
            Examples:
              catalog-tool layout --feature recipes --device ipad-10 --format png --out recipes-ipad.png
              catalog-tool layout --feature recipes --device iphone-15 --screen detail --item 3 --format svg --out detail.svg
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case svg
        case png
    }

    @Option(help: "A feature name (see `catalog-tool features`).")
    var feature: String

    @Option(help: "A device profile name or WIDTHxHEIGHT@SCALE.")
    var device = "iphone-15"

    @Option(help: "portrait or landscape.")
    var orientation = ScreenOrientation.portrait

    @Option(help: "The screen: list, detail (with --item) or favourites, as the feature offers.")
    var screen = "list"

    @Option(help: "For detail screens: the item's index.")
    var item: Int?

    @Option(help: "json, svg or png (default: from the --out extension, else json).")
    var format: Format?

    @Option(help: "The file to write.")
    var out: String

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard CatalogEnvironment.feature(named: feature) != nil else {
            throw ValidationError("Unknown feature \"\(feature)\"; see `catalog-tool features`.")
        }
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError(
                "Unknown device \"\(device)\"; use one of \(DeviceProfile.all.map(\.name).joined(separator: ", ")) or WIDTHxHEIGHT@SCALE."
            )
        }
    }

    func run() async throws {
        guard let feature = CatalogEnvironment.feature(named: feature), let profile = DeviceProfile.named(device) else {
            return
        }
        let environment = try CatalogEnvironment.make(
            for: feature,
            options: data,
            jobs: ProcessInfo.processInfo.activeProcessorCount
        )
        let document = try await feature.layout(
            LayoutRequest(device: profile, orientation: orientation, screen: screen, item: item),
            context: environment.context
        )
        let chosen = format ?? Format(rawValue: URL(fileURLWithPath: out).pathExtension.lowercased()) ?? .json
        let bytes: Data
        switch chosen {
        case .json: bytes = try LayoutRenderers.json(document)
        case .svg: bytes = LayoutRenderers.svg(document)
        case .png:
            bytes = try await LayoutRenderers.png(
                document,
                pipeline: environment.pipeline,
                measurer: environment.context.measurer
            )
        }
        try AtomicFile.write(bytes, to: URL(fileURLWithPath: out))
    }
}
