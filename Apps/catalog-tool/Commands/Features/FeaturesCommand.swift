import ArgumentParser
import FeatureKit
import Foundation

/// `catalog-tool features`: what the tool can show.
struct FeaturesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "features",
        abstract: "List the features, their data sources and what they show."
    )

    @OptionGroup var global: GlobalOptions

    struct Line: Encodable {
        var name: String
        var summary: String
        var endpoints: [String]
        var screens: [String]
        var stories: [String]
    }

    func run() async throws {
        for feature in CatalogEnvironment.features {
            let line = Line(
                name: feature.name,
                summary: feature.summary,
                endpoints: feature.endpoints.map(\.absoluteString),
                screens: feature.screens,
                stories: feature.stories.map(\.name)
            )
            if global.json {
                JSONLines.print(line)
            } else {
                print(
                    "\(feature.name)\n  \(feature.summary)\n  live: \(line.endpoints.isEmpty ? "none (bundled data only; --feed-url URL reads a feed from anywhere)" : line.endpoints.joined(separator: ", "))\n  bundled: yes (default)\n  screens: \(feature.screens.joined(separator: ", "))"
                )
            }
        }
    }
}
