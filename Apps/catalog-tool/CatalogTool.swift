import ArgumentParser

/// The command-line entry point: one tool that composes every feature into thumbnails, sheets and layouts.
@main
struct CatalogTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog-tool",
        abstract: "Thumbnails, contact sheets and screen layouts from the Catalog features.",
        version: "0.1.0",
        subcommands: [
            FeaturesCommand.self, ThumbnailsCommand.self, LayoutCommand.self, ImageCommand.self, BenchCommand.self,
        ]
    )
}
