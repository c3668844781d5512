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
/// ```swift
/// let cache = try DiskCache(configuration: .init(directory: cacheURL, sizeLimit: 100 << 20))
/// try cache.store(bytes, forKey: "https://example.com/a.png")
/// let hit = cache.data(forKey: "https://example.com/a.png")
/// ```
public final class DiskCache: Sendable {
    /// This cache's settings.
    public let configuration: Configuration
    /// The cache directory; every removal and rename is made relative to it, never through a link.
    let rootPath: String
    let entriesPath: String
    let temporaryPath: String
    let lock: DirectoryLock
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
    public func data(forKey key: String) -> Data? {
        entry(forKey: key)?.data
    }

    /// Returns the bytes stored under `key` with the entry's expiry (nil when it never expires), or nil as
    /// ``data(forKey:)`` does.
    public func entry(forKey key: String) -> (data: Data, expiresAt: Date?)? {
        let path = entryPath(for: key)
        guard let file = POSIXFile.readWhole(path) else {
            // Something other than a regular file in an entry's place (a FIFO would block every later reader if it
            // were opened for a blocking read) is removed as a name; a missing entry is simply a miss.
            if let status = POSIXFile.status(path), !status.isRegular {
                POSIXFile.remove(path, status: status, under: rootPath)
            }
            counters.withLock { $0.misses += 1 }
            return nil
        }
        defer { close(file.descriptor) }
        let entry: DiskCacheEntry
        do {
            entry = try DiskCacheEntry.decode(file.data)
        } catch {
            removeIfUnchanged(path: path, inode: file.inode)
            counters.withLock { $0.misses += 1 }
            return nil
        }
        if entry.key != key || (entry.expiry.map { $0 <= configuration.clock.now() } ?? false) {
            removeIfUnchanged(path: path, inode: file.inode)
            counters.withLock { $0.misses += 1 }
            return nil
        }
        // A hit makes the entry the most recently used: eviction goes by modification time.
        futimens(file.descriptor, nil)
        counters.withLock { $0.hits += 1 }
        return (entry.payload, entry.expiry)
    }

    /// Stores `data` under `key`, replacing any entry, then evicts least recently used entries over the limit.
    /// - Parameter expiresAt: when the entry stops being served; defaults to the configured time to live.
    public func store(_ data: Data, forKey key: String, expiresAt: Date? = nil) throws(ImageCacheError) {
        let expiry =
            expiresAt ?? configuration.defaultTimeToLive.map { configuration.clock.now().addingTimeInterval($0) }
        let bytes = DiskCacheEntry(key: key, payload: data, expiry: expiry).encoded()
        let path = entryPath(for: key)
        let temporary = temporaryPath + "/" + UUID().uuidString
        try POSIXFile.makeDirectory(String(path.prefix(entriesPath.count + 3)), under: rootPath)
        try POSIXFile.writeNew(bytes, to: temporary, under: rootPath)
        let rescan = counters.withLock { counters -> Bool in
            counters.writesSinceScan += 1
            if counters.writesSinceScan >= Self.rescanInterval {
                counters.writesSinceScan = 0
                return true
            }
            return false
        }
        try lock.withLock { (ledger: inout Int?) throws(ImageCacheError) in
            let previous = POSIXFile.status(path)?.size ?? 0
            guard POSIXFile.rename(temporary, to: path, under: rootPath) else {
                let reason = POSIXFile.lastError
                POSIXFile.unlink(temporary, under: rootPath)
                throw .writeFailed(path: path, reason: reason)
            }
            if ledger == nil || rescan {
                ledger = scan().entries.reduce(0) { $0 + $1.size }
            } else {
                ledger = max(0, (ledger ?? 0) + bytes.count - previous)
            }
            if let total = ledger, total > configuration.sizeLimit {
                ledger = evict(downTo: Int(Double(configuration.sizeLimit) * configuration.evictionTarget))
            }
        }
    }

    /// Removes the entry for `key`, if any.
    public func remove(forKey key: String) {
        let path = entryPath(for: key)
        _ = try? lock.withLock { (ledger: inout Int?) in
            if let status = POSIXFile.status(path), POSIXFile.unlink(path, under: rootPath), let total = ledger {
                ledger = max(0, total - status.size)
            }
        }
    }

    /// Removes every entry.
    public func removeAll() throws(ImageCacheError) {
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
        _ = try? lock.withLock { (ledger: inout Int?) in
            guard let status = POSIXFile.status(path), status.inode == inode, POSIXFile.unlink(path, under: rootPath)
            else { return }
            if let total = ledger { ledger = max(0, total - status.size) }
        }
    }
}
