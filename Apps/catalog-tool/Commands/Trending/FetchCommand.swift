import ArgumentParser
import FeatureKit
import Foundation

/// `catalog-tool fetch --feature NAME`: a feature's data as a table or JSON lines.
struct FetchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Print a feature's data as a table or JSON lines.",
        discussion: """
            Examples:
              catalog-tool fetch --feature trending --timeframe week --pages 2
              catalog-tool fetch --feature trending --query rust --json
              catalog-tool fetch --feature recipes
            """
    )

    @Option(help: "A feature name.")
    var feature: String

    @Option(help: "A feature's variant of its feed (trending: its timeframe, day, week or month; default: day).")
    var timeframe: String?

    @Option(help: "trending, stackoverflow: how many pages to load (trending follows the Link header).")
    var pages = 1

    @Option(help: "trending: only this page (1-based), instead of the first --pages pages.")
    var page: Int?

    @Option(help: "trending: keep repositories whose owner, name or description contain these words.")
    var query = ""

    @Flag(help: "The data as JSON lines, one item each (values, not the strings a cell shows), instead of a table.")
    var json = false

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard CatalogEnvironment.feature(named: feature) != nil else {
            throw ValidationError("Unknown feature \"\(feature)\"; see `catalog-tool features`.")
        }
        guard (1...34).contains(pages) else {
            throw ValidationError("--pages must be between 1 and 34 (the search API stops at 1,000 results).")
        }
        if let page, !(1...34).contains(page) { throw ValidationError("--page must be between 1 and 34.") }
        if page != nil, pages != 1 { throw ValidationError("Give --page or --pages, not both.") }
    }

    func run() async throws {
        guard let selected = CatalogEnvironment.feature(named: feature) else { return }
        let environment = try CatalogEnvironment.make(for: selected, options: data, jobs: 1)
        let request = FetchRequest(pages: pages, page: page, query: query, variant: timeframe)
        let result = try await selected.fetch(request, context: environment.context)
        for note in result.notes { StandardError.print("note: \(selected.name): \(note)") }
        if json {
            for record in result.records { JSONLines.print(record) }
            return
        }
        for row in result.rows {
            print("\(row.title)\n    \(row.detail.prefix(110))\n    \(row.url)")
        }
        print("\(result.rows.count) items")
        // Pages that loaded are printed; a page that failed still fails the command.
        if let failure = result.failure { throw failure }
    }
}
