public import FeatureKit

/// Why the favourites database could not be used.
public enum FavoritesError: FeatureDataIssue, Equatable {
    /// SQLite failed on the file at `path`.
    case database(path: String, reason: String)
    /// A stored snapshot could not be read back.
    case corruptSnapshot(id: Int, reason: String)

    public var description: String {
        switch self {
        case .database(let path, let reason):
            "Favourites database \(path): \(reason). Check that the data directory is writable."
        case .corruptSnapshot(let id, let reason):
            "Favourite \(id) cannot be read (\(reason)); remove it and add it again."
        }
    }
}

extension FavoritesError: HintedError {
    /// The data directory is the user's to fix: its permissions, or another one.
    public var hint: String { "Check that the data directory is writable, or pass --data-dir." }
}
