import AsyncPrimitives
public import Foundation

/// Favourite repositories in a SQLite file under the user's data directory. Each keeps a full snapshot of the
/// repository, so favourites show offline; they survive restarts, and several processes may use the file at once
/// (SQLite's locking, WAL journal, a busy timeout).
///
/// One connection per store, opened on first use and kept. The store is an actor on a thread of its own
/// (``DedicatedThreadExecutor``): when another process holds the write lock, SQLite's busy handler sleeps (up to
/// 5 s) on that thread while callers suspend, so a busy database never holds a thread of the cooperative pool.
///
/// ```swift
/// let store = try FavoritesStore(directory: dataDirectory)
/// try await store.add(repository)
/// let saved = try await store.all()
/// ```
public actor FavoritesStore {
    /// The database file.
    public nonisolated let path: String
    private let executor: DedicatedThreadExecutor
    /// Opened by the first call, on the store's thread, and kept for the store's life.
    private var connection: SQLiteDatabase?

    /// The store's own thread, on which every call runs.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    /// Prepares `favorites.sqlite` in `directory` (created if needed). The database itself is opened, and created
    /// if new, by the first call: that may wait for another process.
    public init(directory: URL) throws(FavoritesError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .database(path: directory.path, reason: "cannot create the directory: \(error.localizedDescription)")
        }
        path = directory.appendingPathComponent("favorites.sqlite").path
        executor = DedicatedThreadExecutor(name: "FavoritesStore")
    }

    /// The store's connection, opening it (WAL mode, the table) on first use.
    private func database() throws(FavoritesError) -> SQLiteDatabase {
        if let connection { return connection }
        let database = try SQLiteDatabase(path: path)
        try database.execute(
            "CREATE TABLE IF NOT EXISTS favorites (id INTEGER PRIMARY KEY, full_name TEXT NOT NULL, snapshot BLOB NOT NULL, added_at INTEGER NOT NULL)"
        )
        connection = database
        return database
    }

    /// Adds or refreshes a favourite with a snapshot of `repository`.
    public func add(_ repository: Repository, at date: Date = Date()) throws(FavoritesError) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        guard let snapshot = try? encoder.encode(repository) else {
            throw .corruptSnapshot(id: repository.id, reason: "cannot encode")
        }
        try database().execute(
            "INSERT INTO favorites (id, full_name, snapshot, added_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET full_name = excluded.full_name, snapshot = excluded.snapshot",
            [
                .integer(Int64(repository.id)), .text(repository.fullName), .blob(snapshot),
                .integer(Int64(date.timeIntervalSince1970 * 1000)),
            ]
        )
    }

    /// Removes a favourite; removing one that is not there does nothing.
    public func remove(id: Int) throws(FavoritesError) {
        try database().execute("DELETE FROM favorites WHERE id = ?", [.integer(Int64(id))])
    }

    /// Whether `id` is a favourite.
    public func contains(id: Int) throws(FavoritesError) -> Bool {
        try !database().execute("SELECT 1 FROM favorites WHERE id = ?", [.integer(Int64(id))]).isEmpty
    }

    /// The ids of every favourite, to mark them in a list.
    public func ids() throws(FavoritesError) -> Set<Int> {
        Set(
            try database().execute("SELECT id FROM favorites").compactMap { row in
                if case .integer(let id)? = row.first { return Int(id) }
                return nil
            }
        )
    }

    /// Every favourite's snapshot, most recently added first.
    public func all() throws(FavoritesError) -> [Repository] {
        let rows = try database().execute("SELECT id, snapshot FROM favorites ORDER BY added_at DESC, id")
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var repositories: [Repository] = []
        for row in rows {
            guard row.count == 2, case .integer(let id) = row[0], case .blob(let data) = row[1] else { continue }
            do {
                repositories.append(try decoder.decode(Repository.self, from: data))
            } catch {
                throw .corruptSnapshot(id: Int(id), reason: "\(error)")
            }
        }
        return repositories
    }
}
