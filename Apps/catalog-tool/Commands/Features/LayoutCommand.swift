public import ArgumentParser
import Catalogue
public import FeatureKit
import Foundation
import Logging
import ScreenRendering

extension ScreenOrientation: ExpressibleByArgument {}

/// `catalog-tool layout --feature NAME --device PROFILE [--story S] [events…]`: a state of a feature's screens as
/// JSON, SVG or PNG. The feature's view model is built from its data, the story's and the options' events applied,
/// and the resulting state laid out.
struct LayoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out a state of a feature's screens for a device and write it as JSON, SVG or PNG.",
        discussion: """
            Devices: \(DeviceProfile.all.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE (e.g. 360x640@3).
            Events apply in this order: the story's, --timeframe, --query, --pages, --screen/--item, --events.
            Examples:
              catalog-tool layout --feature recipes --device ipad-10 --out recipes-ipad.png
              catalog-tool layout --feature recipes --story browser --out browser.svg
              catalog-tool layout --feature trending --timeframe week --pages 2 --out week.png
              catalog-tool layout --feature trending --story favourites --item 0 --device iphone-se --out fav.json
              catalog-tool layout --feature users --text-size ax5 --appearance dark --direction rtl --out users.png
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case svg
        case png
        /// The accessibility tree as text, in reading order.
        case a11y
    }

    @Option(help: "A feature name (see `catalog-tool features`).")
    var feature: String

    @Option(help: "A device profile name or WIDTHxHEIGHT@SCALE.")
    var device = "iphone-15"

    @Option(help: "portrait or landscape.")
    var orientation = ScreenOrientation.portrait

    @OptionGroup var state: ScreenOptions

    @OptionGroup var variant: TraitOptions

    @Option(help: "json, svg, png or a11y (default: from the --out extension, else json).")
    var format: Format?

    @Option(help: "The file to write.")
    var out: String

    @Flag(
        help:
            "Draw the accessibility tree over the screen (numbered in reading order) with a legend beside it (png, svg)."
    )
    var a11yOverlay = false

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
        var request = try state.request(for: feature, device: profile, orientation: orientation)
        request.traits = variant.traits
        let screen = try await feature.screen(request, context: environment.context)
        let document =
            a11yOverlay ? AccessibilityOverlay.document(for: screen, measurer: environment.measurer) : screen
        // A document cut at the height limit says so (its JSON has `cut`), whatever the format.
        if let cut = document.cut { StandardError.print("warning: \(out): \(cut)") }
        // What a message screen does not draw (the URL, host, status behind "Couldn't load users"), for --verbose.
        for item in screen.allItems {
            if let diagnostic = item.diagnostic {
                Logger(label: "catalog-tool").info("\(item.id): \(diagnostic)")
            }
        }
        let chosen = format ?? Format(rawValue: URL(fileURLWithPath: out).pathExtension.lowercased()) ?? .json
        let bytes: Data
        switch chosen {
        case .json: bytes = try LayoutRenderers.json(document)
        case .svg: bytes = LayoutRenderers.svg(document)
        case .a11y: bytes = Data(AccessibilityTree.text(of: document).utf8)
        case .png:
            bytes = try await LayoutRenderers.png(
                document,
                pipeline: environment.pipeline,
                measurer: environment.measurer
            )
            if let cut = LayoutRenderers.pngCut(document) { StandardError.print("warning: \(out): \(cut)") }
        }
        try AtomicFile.write(bytes, to: URL(fileURLWithPath: out))
    }
}
