public import ArgumentParser
import FeatureKit
import FeatureRecipes
import FeatureSpecials
public import FeatureTrending
import FeatureUsers
import Foundation

extension Timeframe: ExpressibleByArgument {}

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

    @Option(help: "trending: day, week or month.")
    var timeframe = Timeframe.day

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

    struct Row: Encodable {
        var id: String
        var title: String
        var detail: String
        var url: String
    }

    func run() async throws {
        guard let selected = CatalogEnvironment.feature(named: feature) else { return }
        let environment = try CatalogEnvironment.make(for: selected, options: data, jobs: 1)
        var rows: [Row] = []
        var records: [FetchRecord] = []
        var failure: FeatureError?
        if selected is TrendingFeature {
            var trending = TrendingFeature(timeframe: timeframe)
            trending.timeframe = timeframe
            let favorites = (try? await trending.favorites(context: environment.context)?.ids()) ?? []
            // --page asks for that page alone; --pages follows the Link header from the first.
            let repositories =
                if let page {
                    try await trending.repositories(context: environment.context, page: page).repositories
                } else {
                    try await trending.repositories(context: environment.context, maxPages: pages).repositories
                }
            let shown = repositories.sortedByStars().matching(query)
            records = shown.map { .repository(.init($0, favourite: favorites.contains($0.id))) }
            rows = shown.map { repository in
                let cell = TrendingCell(repository, isFavorite: favorites.contains(repository.id))
                let language = repository.language.map { " · \($0)" } ?? ""
                return Row(
                    id: "\(repository.id)",
                    title: (cell.isFavorite ? "♥ " : "") + cell.title,
                    detail: "★ \(cell.stars)\(language) · \(cell.description)",
                    url: repository.url.absoluteString
                )
            }
        } else if let stackOverflow = selected as? StackOverflowFeature {
            // The list's view model pages as a user scrolling to the end N − 1 times would.
            var session = ScreenSession(
                feature: stackOverflow.name,
                model: StackOverflowScreenModel(feature: stackOverflow)
            )
            let scrolls = Array(repeating: ScreenEvent("load-more"), count: pages - 1)
            try await session.apply([ScreenEvent("appear")] + scrolls, context: environment.context)
            failure = session.model.lastError
            records = session.model.list.users.map { .stackOverflowUser(.init($0)) }
            rows = session.model.list.users.map { user in
                let cell = StackOverflowCell(user)
                let location = cell.location.map { " · \($0)" } ?? ""
                return Row(
                    id: "\(user.id)",
                    title: cell.name,
                    detail: "\(cell.reputation) · \(cell.userTypeLabel)\(location)",
                    url: user.link?.absoluteString ?? ""
                )
            }
        } else {
            rows = try await selected.images(context: environment.context).map {
                Row(id: $0.id, title: $0.label, detail: "tile \(Int($0.tileSize)) pt", url: $0.url.absoluteString)
            }
            if json { records = try await Self.records(of: selected, context: environment.context) }
        }
        if json {
            for record in records { JSONLines.print(record) }
            return
        }
        for row in rows {
            print("\(row.title)\n    \(row.detail.prefix(110))\n    \(row.url)")
        }
        print("\(rows.count) items")
        // Pages that loaded are printed; a page that failed still fails the command.
        if let failure { throw failure }
    }

    /// The data of the features without paging, as records.
    static func records(of feature: any CatalogFeature, context: FeatureContext) async throws -> [FetchRecord] {
        switch feature {
        case let recipes as RecipesFeature:
            return try await recipes.recipes(context: context).recipes.map { .recipe(.init($0)) }
        case let specials as SpecialsFeature:
            let feed = try await specials.loadFeed(context: context).feed
            return feed.items.map { .special(.init($0, canvasUnit: feed.canvasUnit)) }
        case let users as UsersFeature:
            return try await users.users(context: context).users.map { .user(.init($0)) }
        default:
            return []
        }
    }
}
