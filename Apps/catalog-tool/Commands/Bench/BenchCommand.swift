import ArgumentParser

/// `catalog-tool bench …`: benchmarks that print figures and ratios against peers measured in the same run.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the caches (and, through scripts/, the pipeline and HTTP client) against peers.",
        subcommands: [BenchCacheCommand.self, BenchHTTPCommand.self, BenchThumbnailsCommand.self]
    )
}
