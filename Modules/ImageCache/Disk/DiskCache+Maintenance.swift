import AsyncPrimitives
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskCache {
    struct ScannedEntry {
        var path: String
        var size: Int
        var modified: timespec
    }

    /// What a scan found: entry files, and names that have no business in the cache (symbolic links, FIFOs,
    /// devices, folders where entries belong), which maintenance removes without following or opening them.
    struct Scan {
        var entries: [ScannedEntry] = []
        var foreign: [(path: String, status: POSIXFile.Status)] = []
    }

    /// Every entry file with its size and modification time; also sweeps temporary files a killed writer left
    /// more than `staleAfter` seconds ago. Names are examined with `lstat`: a symbolic link is never followed, so
    /// nothing outside the cache directory is ever counted, read or removed.
    func scan(staleAfter: Int = 3600) -> Scan {
        var scan = Scan()
        for folder in POSIXFile.names(in: entriesPath) {
            let folderPath = entriesPath + "/" + folder
            guard let folderStatus = POSIXFile.status(folderPath) else { continue }
            guard folderStatus.isDirectory else {
                scan.foreign.append((folderPath, folderStatus))
                continue
            }
            for name in POSIXFile.names(in: folderPath) {
                let path = folderPath + "/" + name
                guard let status = POSIXFile.status(path) else { continue }
                if status.isRegular {
                    scan.entries.append(ScannedEntry(path: path, size: status.size, modified: status.modified))
                } else {
                    scan.foreign.append((path, status))
                }
            }
        }
        let staleBefore = time(nil) - staleAfter
        for name in POSIXFile.names(in: temporaryPath) {
            let path = temporaryPath + "/" + name
            if let status = POSIXFile.status(path), !status.isDirectory, status.modified.tv_sec < staleBefore {
                POSIXFile.unlink(path, under: rootPath)
            }
        }
        return scan
    }

    /// Removes the names a scan found out of place; returns how many went.
    func removeForeign(_ scan: Scan) -> Int {
        scan.foreign.reduce(0) { $0 + (POSIXFile.remove($1.path, status: $1.status, under: rootPath) ? 1 : 0) }
    }

    /// Deletes least recently used entries until the total is at most `target`; returns the new total.
    /// Call with the lock held.
    func evict(downTo target: Int) -> Int {
        let entries = scan().entries.sorted {
            ($0.modified.tv_sec, $0.modified.tv_nsec) < ($1.modified.tv_sec, $1.modified.tv_nsec)
        }
        var total = entries.reduce(0) { $0 + $1.size }
        var evicted = 0
        for entry in entries where total > target {
            if POSIXFile.unlink(entry.path, under: rootPath) {
                total -= entry.size
                evicted += 1
            }
        }
        counters.withLock { $0.evictions += evicted }
        return total
    }

    /// Entries and bytes on disk now, with this process's hits, misses and evictions. Takes no lock (it lists the
    /// directory on the calling thread), so it never waits for another process.
    public var statistics: CacheStatistics {
        let entries = scan().entries
        let counters = counters.withLock { $0 }
        return CacheStatistics(
            entries: entries.count,
            cost: entries.reduce(0) { $0 + $1.size },
            hits: counters.hits,
            misses: counters.misses,
            evictions: counters.evictions
        )
    }

    /// Reads every entry and removes those that are corrupt, truncated, stored under the wrong name, or expired,
    /// and anything that is not a regular file where entries belong (removed as a name: a symbolic link goes, what
    /// it points to stays). Temporary files older than a minute, left by a writer that was killed, are swept too.
    /// Blocks the calling thread while another process holds the directory's lock; from async code, use
    /// ``suspending``.
    public func verify() -> VerificationReport {
        worker.runAndWait { self.verifyOnWorker() }
    }

    /// ``verify()``'s work. Runs on ``worker`` only: it reads every entry and takes the lock for each removal.
    func verifyOnWorker() -> VerificationReport {
        var report = VerificationReport(checked: 0, removed: 0)
        let now = configuration.clock.now()
        let scan = scan(staleAfter: 60)
        report.removed += removeForeign(scan)
        for entry in scan.entries {
            guard let file = POSIXFile.readWhole(entry.path) else { continue }
            close(file.descriptor)
            report.checked += 1
            let valid: Bool
            if let decoded = try? DiskCacheEntry.decode(file.data) {
                valid = entryPath(for: decoded.key) == entry.path && !(decoded.expiry.map { $0 <= now } ?? false)
            } else {
                valid = false
            }
            if !valid {
                removeHoldingLock(path: entry.path, ifInode: file.inode)
                report.removed += 1
            }
        }
        return report
    }

    /// Removes expired entries and enforces the size limit; returns how many entries were removed. Blocks the
    /// calling thread while another process holds the directory's lock; from async code, use ``suspending``.
    @discardableResult
    public func prune() throws(ImageCacheError) -> Int {
        try worker.runAndWait { () throws(ImageCacheError) in try self.pruneOnWorker() }
    }

    /// ``prune()``'s work. Runs on ``worker`` only.
    func pruneOnWorker() throws(ImageCacheError) -> Int {
        let before = verifyOnWorker().removed
        let evictedBefore = counters.withLock { $0.evictions }
        try lock.withLock { (ledger: inout Int?) in
            ledger = evict(downTo: configuration.sizeLimit)
        }
        return before + counters.withLock { $0.evictions } - evictedBefore
    }
}
