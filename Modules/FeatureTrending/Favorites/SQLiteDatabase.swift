import CSQLiteShim
import Foundation

/// A thin owner of one SQLite connection: opens in WAL mode with a busy timeout (so another process writing the same
/// file makes this one wait briefly instead of failing), runs statements with bound values, and closes in `deinit`.
/// Not Sendable: it belongs to one ``FavoritesStore`` and is used only on that store's thread, where the busy timeout
/// and the retries below may sleep without holding a thread of the cooperative pool.
final class SQLiteDatabase {
    enum Value: Equatable {
        case integer(Int64)
        case text(String)
        case blob(Data)
        case null
    }

    private let handle: OpaquePointer
    let path: String

    init(path: String) throws(FavoritesError) {
        // The user's favourites live in a regular file of the data directory, never wherever a link points.
        if let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
            type == .typeSymbolicLink
        {
            throw .linked(path: path)
        }
        var handle: OpaquePointer?
        // NOFOLLOW as well: a link put in place between the check and the open is refused by SQLite itself.
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX | SQLITE_OPEN_NOFOLLOW
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            throw .database(path: path, reason: reason)
        }
        self.handle = handle
        self.path = path
        sqlite3_busy_timeout(handle, 5_000)
        // Turning a new file to WAL needs its exclusive lock; two connections doing it at once can deadlock, and
        // SQLite then answers SQLITE_BUSY at once instead of calling the busy handler. The loser waits briefly (as
        // the busy timeout would) and tries again; once the file is in WAL mode the pragma takes no lock.
        var attempts = 0
        while true {
            let code = sqlite3_exec(handle, "PRAGMA journal_mode=WAL", nil, nil, nil)
            if code == SQLITE_OK { break }
            attempts += 1
            guard code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED, attempts < 250 else {
                throw Self.failure(code, path: path, handle: handle)
            }
            sqlite3_sleep(20)
        }
    }

    deinit {
        sqlite3_close(handle)
    }

    /// The error of a failed call: a file that is not a database, or a damaged one, says so (its remedy is not the
    /// directory's permissions); anything else is SQLite's message.
    static func failure(_ code: Int32, path: String, handle: OpaquePointer) -> FavoritesError {
        let reason = String(cString: sqlite3_errmsg(handle))
        switch code & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .damaged(path: path, reason: reason)
        default: return .database(path: path, reason: reason)
        }
    }

    /// Runs `sql` with `values` bound to its `?` parameters and returns every row.
    @discardableResult
    func execute(_ sql: String, _ values: [Value] = []) throws(FavoritesError) -> [[Value]] {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else {
            throw Self.failure(prepared, path: path, handle: handle)
        }
        defer { sqlite3_finalize(statement) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): sqlite3_bind_int64(statement, index, number)
            case .text(let text): _ = catalog_sqlite_bind_text(statement, index, text, -1)
            case .blob(let data):
                _ = data.withUnsafeBytes { catalog_sqlite_bind_blob(statement, index, $0.baseAddress, Int32($0.count)) }
            case .null: sqlite3_bind_null(statement, index)
            }
        }
        var rows: [[Value]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else {
                throw Self.failure(step, path: path, handle: handle)
            }
            rows.append(
                (0..<sqlite3_column_count(statement)).map { column in
                    switch sqlite3_column_type(statement, column) {
                    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
                    case SQLITE_TEXT: return .text(String(cString: sqlite3_column_text(statement, column)))
                    case SQLITE_BLOB:
                        let count = Int(sqlite3_column_bytes(statement, column))
                        guard let bytes = sqlite3_column_blob(statement, column) else { return .blob(Data()) }
                        return .blob(Data(bytes: bytes, count: count))
                    default: return .null
                    }
                }
            )
        }
        return rows
    }
}
