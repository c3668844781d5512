import ArgumentParser

/// `catalog-tool thumbnails`: make thumbnails (the default `run`), or `merge` the manifests of sharded runs.
struct ThumbnailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnails",
        abstract: "Write thumbnails of a feature's images or a catalogue list; merge sharded manifests.",
        subcommands: [ThumbnailsRunCommand.self, ThumbnailsMergeCommand.self],
        defaultSubcommand: ThumbnailsRunCommand.self
    )
}
