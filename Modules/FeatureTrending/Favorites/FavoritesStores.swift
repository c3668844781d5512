import Foundation
import Synchronization

/// The favourites stores a ``TrendingFeature`` has opened, one per data directory, so every screen that appears
/// reuses its store (and the store's one SQLite connection) instead of opening a new connection each time.
final class FavoritesStores: Sendable {
    private let stores = Mutex<[String: FavoritesStore]>([:])

    /// The store for `directory`, prepared on first use.
    func store(in directory: URL) throws(FavoritesError) -> FavoritesStore {
        try stores.withLock { (stores: inout [String: FavoritesStore]) throws(FavoritesError) -> FavoritesStore in
            if let store = stores[directory.path] { return store }
            let store = try FavoritesStore(directory: directory)
            stores[directory.path] = store
            return store
        }
    }
}
