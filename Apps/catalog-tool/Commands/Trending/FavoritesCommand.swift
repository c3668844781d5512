import ArgumentParser
import FeatureKit
import FeatureTrending
import Foundation

/// `catalog-tool favorites add|remove|list|search`: the Trending favourites, kept in SQLite in the data directory.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "Manage the Trending favourites (stored in the data directory, available offline).",
        discussion: """
            Examples:
              catalog-tool favorites add owner/name
              catalog-tool favorites list
              catalog-tool favorites search cafe
              catalog-tool favorites remove owner/name
            """,
        subcommands: [Add.self, Remove.self, List.self, Search.self],
        defaultSubcommand: List.self
    )

    static func store(_ data: DataOptions) throws -> (FavoritesStore, CatalogEnvironment) {
        let feature = TrendingFeature()
        let environment = try CatalogEnvironment.make(for: feature, options: data, jobs: 1)
        guard let store = try feature.favorites(context: environment.context) else {
            throw ToolError.fileSystem(path: environment.directories.data.path, reason: "no data directory")
        }
        return (store, environment)
    }

    static func print(_ repositories: [Repository], json: Bool) {
        for repository in repositories {
            if json {
                JSONLines.print([
                    "id": "\(repository.id)", "name": repository.fullName, "url": repository.url.absoluteString,
                ])
            } else {
                let cell = TrendingCell(repository, isFavorite: true)
                Swift.print("♥ \(cell.title)  ★ \(cell.stars)\n    \(cell.description.prefix(110))")
            }
        }
        if !json { Swift.print("\(repositories.count) favourites") }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add repositories (owner/name) found in the trending lists."
        )
        @Argument(help: "owner/name of each repository.") var names: [String]
        @OptionGroup var data: DataOptions

        func run() async throws {
            let (store, environment) = try FavoritesCommand.store(data)
            var found: [String: Repository] = [:]
            // Day, then week, then month: stop as soon as every requested name has been seen.
            for timeframe in Timeframe.allCases where !names.allSatisfy({ found[$0.lowercased()] != nil }) {
                let lists = try await TrendingFeature(timeframe: timeframe).repositories(
                    context: environment.context,
                    maxPages: 34
                )
                for repository in lists.repositories { found[repository.fullName.lowercased()] = repository }
            }
            var missing: [String] = []
            for name in names {
                guard let repository = found[name.lowercased()] else {
                    missing.append(name)
                    continue
                }
                try await store.add(repository)
                Swift.print("♥ added \(repository.fullName)")
            }
            if !missing.isEmpty {
                StandardError.print("not in the trending lists: \(missing.joined(separator: ", "))")
                throw ExitCode.failure
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove favourites by owner/name or id.")
        @Argument(help: "owner/name or id of each favourite.") var names: [String]
        @OptionGroup var data: DataOptions

        func run() async throws {
            let (store, _) = try FavoritesCommand.store(data)
            let saved = try await store.all()
            for name in names {
                guard
                    let repository = saved.first(where: {
                        $0.fullName.lowercased() == name.lowercased() || "\($0.id)" == name
                    })
                else {
                    StandardError.print("not a favourite: \(name)")
                    continue
                }
                try await store.remove(id: repository.id)
                Swift.print("removed \(repository.fullName)")
            }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the favourites (works offline).")
        @Flag(help: "JSON lines.") var json = false
        @OptionGroup var data: DataOptions

        func run() async throws {
            FavoritesCommand.print(try await FavoritesCommand.store(data).0.all(), json: json)
        }
    }

    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Favourites whose owner, name or description contain the words (case and accents ignored)."
        )
        @Argument(help: "Words to look for.") var words: [String]
        @Flag(help: "JSON lines.") var json = false
        @OptionGroup var data: DataOptions

        func run() async throws {
            FavoritesCommand.print(
                try await FavoritesCommand.store(data).0.all().matching(words.joined(separator: " ")),
                json: json
            )
        }
    }
}
