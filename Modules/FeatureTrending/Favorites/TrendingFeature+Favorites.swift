import FeatureKit
import Foundation

extension TrendingFeature {
    /// The saved favourites, newest first (none without a data directory), or why they cannot be read: a screen
    /// shows the failure instead of an empty tab that looks like "no favourites".
    func savedFavorites(context: FeatureContext) async -> Result<[Repository], FavoritesError> {
        guard let directory = context.dataDirectory else { return .success([]) }
        do throws(FavoritesError) {
            let store = try favoriteStores.store(in: directory.appendingPathComponent("trending"))
            // Stamped before reading: a write after the stamp makes a screen reused from it stale, never the reverse.
            context.reads?.recordFile(URL(fileURLWithPath: store.path))
            return .success(try await store.all())
        } catch {
            // The error screen depends on a store that may come right: not something to reuse.
            context.reads?.recordFailure()
            return .failure(error)
        }
    }
}
