import ArgumentParser
import FeatureKit
import Foundation

/// `catalog-tool stories [--feature F] [--json]`: the named states of each feature's screens.
struct StoriesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stories",
        abstract: "List the stories (named screen states) of a feature, or of every feature.",
        discussion: """
            Render one with `catalog-tool layout --feature F --story NAME --out FILE`.
            Condition events every feature takes: hold (the next load stays in flight), \
            network:online|offline|failing|rate-limited|quota-exhausted, feed:normal|empty|changed.
            """
    )

    @Option(help: "A feature name (default: every feature).")
    var feature: String?

    @OptionGroup var global: GlobalOptions

    struct Line: Encodable {
        var feature: String
        var story: String
        var summary: String
        var events: String
    }

    func validate() throws {
        if let feature, CatalogEnvironment.feature(named: feature) == nil {
            throw ValidationError("Unknown feature \"\(feature)\"; see `catalog-tool features`.")
        }
    }

    func run() async throws {
        let features = CatalogEnvironment.features.filter { feature == nil || $0.name == feature }
        for feature in features {
            if !global.json { print(feature.name) }
            for story in feature.stories {
                let line = Line(
                    feature: feature.name,
                    story: story.name,
                    summary: story.summary,
                    events: ScreenEvent.text(of: story.events)
                )
                if global.json {
                    JSONLines.print(line)
                } else {
                    let padded = story.name.padding(
                        toLength: max(18, story.name.count + 1),
                        withPad: " ",
                        startingAt: 0
                    )
                    print("  \(padded)\(story.summary)")
                }
            }
        }
    }
}
