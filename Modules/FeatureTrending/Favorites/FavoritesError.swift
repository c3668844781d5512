public import FeatureKit

/// Why the favourites database could not be used.
public enum FavoritesError: FeatureDataIssue, Equatable {
    /// SQLite failed on the file at `path`.
    case database(path: String, reason: String)
    /// A stored snapshot could not be read back.
    case corruptSnapshot(id: Int, reason: String)
    /// The file is not a favourites database, or a damaged one.
    case damaged(path: String, reason: String)
    /// The database's name is a symbolic link: favourites are kept only in a regular file of the data directory.
    case linked(path: String)

    public var description: String {
        switch self {
        case .database(let path, let reason):
            "Favourites database \(path): \(reason). Check that the data directory is writable."
        case .corruptSnapshot(let id, let reason):
            "Favourite \(id) cannot be read (\(reason)); remove it and add it again."
        case .damaged(let path, let reason):
            "Favourites database \(path) is damaged or not a database (\(reason)); nothing was changed in it."
        case .linked(let path):
            "Favourites database \(path) is a symbolic link; favourites are kept only in a regular file, so it was not opened."
        }
    }
}

extension FavoritesError: HintedError {
    /// What the user can do: each cause has its own remedy.
    public var hint: String {
        switch self {
        case .database: "Check that the data directory is writable, or pass --data-dir."
        case .corruptSnapshot: "Remove that favourite and add it again."
        case .damaged: "Move the file aside (favourites start empty) or restore it from a backup, or pass --data-dir."
        case .linked: "Replace the link with the file it points to, or pass --data-dir."
        }
    }
}
