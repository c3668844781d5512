import AsyncPrimitives
import Crypto
public import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes under string keys in a directory, verified on read, bounded in size, shared safely between processes.
///
/// Design: index-free. An entry's file name is the SHA-256 of its key (so no key can become a path), spread over 256
/// sub-folders. Each entry is written to a temporary file and renamed into place, so readers only ever see whole
/// entries, even if a writer is killed. Reads take no lock: they check the entry's length and checksum, and a damaged
/// entry is removed and reported as a miss. Writers and removers take one `flock` on the directory, which guards a
/// small size ledger; the size limit is enforced on every write by evicting the least recently used entries (a hit
/// touches the file's modification time, whose resolution is the kernel's clock tick, a few milliseconds). The ledger is recomputed from the directory every few hundred writes and
/// whenever it is missing, which corrects drift left by a killed process.
///
/// The lock is only ever taken on the cache's own thread (``worker``), which also does the rescans and evictions.
/// The synchronous methods block their caller until it is done (for callers on their own threads); async code uses
/// ``suspending``, whose methods suspend instead, so a lock held by another process never holds a thread of the
/// cooperative pool.
///
/// ```swift
/// let cache = try DiskCache(configuration: .init(directory: cacheURL, sizeLimit: 100 << 20))
/// try await cache.suspending.store(bytes, forKey: "https://example.com/a.png")
/// let hit = await cache.suspending.data(forKey: "https://example.com/a.png")
/// ```
public final class DiskCache: Sendable {
    /// This cache's settings.
    public let configuration: Configuration
    /// The cache directory; every removal and rename is made relative to it, never through a link.
    let rootPath: String
    let entriesPath: String
    let temporaryPath: String
    let lock: DirectoryLock
    /// The thread that takes the lock: waits for another process, the ledger's rescans and evictions happen there,
    /// never on the caller's thread (and so never on the cooperative pool when the caller awaits).
    let worker = DedicatedThreadExecutor(name: "DiskCache lock")
    let counters = Mutex(Counters())

    struct Counters {
        var hits = 0
        var misses = 0
        var evictions = 0
        var writesSinceScan = 0
    }

    /// How many writes may pass before the ledger is checked against the directory.
    static let rescanInterval = 512

    /// Opens (creating if needed) the cache directory.
    public init(configuration: Configuration) throws(ImageCacheError) {
        self.configuration = configuration
        let root = configuration.directory.path
        rootPath = root
        entriesPath = root + "/entries"
        temporaryPath = root + "/tmp"
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw .directoryUnavailable(path: root, reason: "\(error.localizedDescription)")
        }
        try POSIXFile.makeDirectory(entriesPath, under: root)
        try POSIXFile.makeDirectory(temporaryPath, under: root)
        lock = try DirectoryLock(path: root + "/lock")
    }

    /// Returns the bytes stored under `key`, or nil. A corrupt, truncated or expired entry is removed and is a miss.
    ///
    /// Removing a damaged entry takes the directory's lock, which another process may hold: this call then blocks
    /// its thread. From async code, use ``suspending``, which suspends instead.
    public func data(forKey key: String) -> Data? {
        entry(forKey: key)?.data
    }

    /// Returns the bytes stored under `key` with the entry's expiry (nil when it never expires), or nil as
    /// ``data(forKey:)`` does.
    public func entry(forKey key: String) -> (data: Data, expiresAt: Date?)? {
        switch read(key) {
        case .hit(let data, let expiry): return (data, expiry)
        case .miss: return nil
        case .damaged(let path, let inode):
            worker.runAndWait { self.removeHoldingLock(path: path, ifInode: inode) }
            return nil
        }
    }

    /// Stores `data` under `key`, replacing any entry, then evicts least recently used entries over the limit.
    ///
    /// Blocks the calling thread while another process holds the directory's lock, and on the write that
    /// rescans the directory (one in 512). From async code, use ``suspending``.
    /// - Parameter expiresAt: when the entry stops being served; defaults to the configured time to live.
    public func store(_ data: Data, forKey key: String, expiresAt: Date? = nil) throws(ImageCacheError) {
        let write = try prepareWrite(data, forKey: key, expiresAt: expiresAt)
        try worker.runAndWait { () throws(ImageCacheError) in try self.commitHoldingLock(write) }
    }

    /// Removes the entry for `key`, if any. Blocks while another process holds the directory's lock.
    public func remove(forKey key: String) {
        let path = entryPath(for: key)
        worker.runAndWait { self.removeHoldingLock(path: path, ifInode: nil) }
    }

    /// Removes every entry. Blocks while another process holds the directory's lock.
    public func removeAll() throws(ImageCacheError) {
        try worker.runAndWait { () throws(ImageCacheError) in try self.removeAllHoldingLock() }
    }

    /// What reading an entry's file found.
    enum ReadOutcome {
        case hit(Data, expiry: Date?)
        case miss
        /// Unusable bytes (corrupt, truncated, misnamed or expired): to be removed if the file is still this one.
        case damaged(path: String, inode: UInt64)
    }

    /// Reads `key`'s entry without the lock (entries are renamed into place whole), counting hits and misses.
    func read(_ key: String) -> ReadOutcome {
        let path = entryPath(for: key)
        guard let file = POSIXFile.readWhole(path) else {
            // Something other than a regular file in an entry's place (a FIFO would block every later reader if it
            // were opened for a blocking read) is removed as a name; a missing entry is simply a miss.
            if let status = POSIXFile.status(path), !status.isRegular {
                POSIXFile.remove(path, status: status, under: rootPath)
            }
            counters.withLock { $0.misses += 1 }
            return .miss
        }
        defer { close(file.descriptor) }
        guard let entry = try? DiskCacheEntry.decode(file.data), entry.key == key,
            !(entry.expiry.map { $0 <= configuration.clock.now() } ?? false)
        else {
            counters.withLock { $0.misses += 1 }
            return .damaged(path: path, inode: file.inode)
        }
        // A hit makes the entry the most recently used: eviction goes by modification time.
        futimens(file.descriptor, nil)
        counters.withLock { $0.hits += 1 }
        return .hit(entry.payload, expiry: entry.expiry)
    }

    /// An entry written to a temporary file, waiting to be renamed into place under the lock.
    struct PendingWrite: Sendable {
        var temporary: String
        var path: String
        var size: Int
    }

    /// Encodes the entry and writes it to a new temporary file: no lock is needed for that.
    func prepareWrite(_ data: Data, forKey key: String, expiresAt: Date?) throws(ImageCacheError) -> PendingWrite {
        let expiry =
            expiresAt ?? configuration.defaultTimeToLive.map { configuration.clock.now().addingTimeInterval($0) }
        let bytes = DiskCacheEntry(key: key, payload: data, expiry: expiry).encoded()
        let path = entryPath(for: key)
        let temporary = temporaryPath + "/" + UUID().uuidString
        try POSIXFile.makeDirectory(String(path.prefix(entriesPath.count + 3)), under: rootPath)
        try POSIXFile.writeNew(bytes, to: temporary, under: rootPath)
        return PendingWrite(temporary: temporary, path: path, size: bytes.count)
    }

    /// Renames a prepared entry into place and keeps the ledger and the size limit. Runs on ``worker`` only: it
    /// waits for the lock and, every `rescanInterval` writes, lists the whole directory.
    func commitHoldingLock(_ write: PendingWrite) throws(ImageCacheError) {
        let rescan = counters.withLock { counters -> Bool in
            counters.writesSinceScan += 1
            if counters.writesSinceScan >= Self.rescanInterval {
                counters.writesSinceScan = 0
                return true
            }
            return false
        }
        try lock.withLock { (ledger: inout Int?) throws(ImageCacheError) in
            let previous = POSIXFile.status(write.path)?.size ?? 0
            guard POSIXFile.rename(write.temporary, to: write.path, under: rootPath) else {
                let reason = POSIXFile.lastError
                POSIXFile.unlink(write.temporary, under: rootPath)
                throw .writeFailed(path: write.path, reason: reason)
            }
            if ledger == nil || rescan {
                ledger = scan().entries.reduce(0) { $0 + $1.size }
            } else {
                ledger = max(0, (ledger ?? 0) + write.size - previous)
            }
            if let total = ledger, total > configuration.sizeLimit {
                ledger = evict(downTo: Int(Double(configuration.sizeLimit) * configuration.evictionTarget))
            }
        }
    }

    /// Removes the file at `path` (only if it is still `inode`, when given, so a concurrent writer's new entry
    /// survives), keeping the ledger. Runs on ``worker`` only.
    func removeHoldingLock(path: String, ifInode inode: UInt64?) {
        _ = try? lock.withLock { (ledger: inout Int?) in
            guard let status = POSIXFile.status(path), inode.map({ $0 == status.inode }) ?? true,
                POSIXFile.unlink(path, under: rootPath)
            else { return }
            if let total = ledger { ledger = max(0, total - status.size) }
        }
    }

    /// Removes every entry and names out of place. Runs on ``worker`` only.
    func removeAllHoldingLock() throws(ImageCacheError) {
        try lock.withLock { (ledger: inout Int?) in
            // Temp files younger than a minute may belong to a writer about to rename them; they are left alone.
            let scan = scan(staleAfter: 60)
            for entry in scan.entries { POSIXFile.unlink(entry.path, under: rootPath) }
            _ = removeForeign(scan)
            ledger = 0
        }
    }

    /// The path of the file that holds `key`'s entry: the hex SHA-256 of the key under a two-letter folder.
    func entryPath(for key: String) -> String {
        let hex = SHA256.hash(data: Data(key.utf8)).map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }.joined()
        return entriesPath + "/" + hex.prefix(2) + "/" + hex
    }

    /// Removes `path` only if it is still the file that was read, so a concurrent writer's new entry survives.
    func removeIfUnchanged(path: String, inode: UInt64) {
        worker.runAndWait { self.removeHoldingLock(path: path, ifInode: inode) }
    }
}
