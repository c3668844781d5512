public import FeatureKit
import Foundation

extension TrendingFeature {
    /// The repositories of ``FetchRequest/variant`` (a timeframe: `day`, `week` or `month`; default: this feature's),
    /// by stars, filtered by the query, favourites marked: `--page` asks for that page alone, `--pages` follows the
    /// `Link` header from the first.
    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        var trending = self
        if let variant = request.variant {
            guard let timeframe = Timeframe(rawValue: variant) else {
                throw .unsupportedFetch(feature: name, reason: "no timeframe \"\(variant)\"; choose day, week or month")
            }
            trending.timeframe = timeframe
        }
        // A favourites database that cannot be read fails the command with its reason, not an unmarked list.
        let store = try trending.favorites(context: context)
        let favorites: Set<Int>
        do throws(FavoritesError) {
            favorites = try await store?.ids() ?? []
        } catch {
            throw FeatureError.invalidData(feature: name, cause: error)
        }
        let repositories =
            if let page = request.page {
                try await trending.repositories(context: context, page: page).repositories
            } else {
                try await trending.repositories(context: context, maxPages: request.pages).repositories
            }
        let shown = repositories.sortedByStars().matching(request.query)
        let rows = shown.map { repository in
            let cell = TrendingCell(repository, isFavorite: favorites.contains(repository.id))
            let language = repository.language.map { " · \($0)" } ?? ""
            return FetchResult.Row(
                id: "\(repository.id)",
                title: (cell.isFavorite ? "♥ " : "") + cell.title,
                detail: "★ \(cell.stars)\(language) · \(cell.description)",
                url: repository.url.absoluteString
            )
        }
        let records = shown.map { RepositoryRecord($0, favourite: favorites.contains($0.id)) }
        return FetchResult(rows: rows, records: records)
    }
}
