import AsyncPrimitives
import Foundation

/// Entries counted and removed by what their keys say, for a cache whose keys carry the identity of the code that
/// wrote them (an image pipeline's keys name the pipeline): `cache stats` tells current entries from those older
/// code made, and `cache prune` removes the latter before the size limit would.
extension DiskCache {
    /// Entries and bytes on each side of a test on keys.
    public struct KeyCensus: Sendable, Equatable {
        /// Entries whose key passed the test, and their bytes on disk.
        public var matching = (entries: 0, bytes: 0)
        /// Every other entry (a file that is not a readable entry among them), and their bytes.
        public var other = (entries: 0, bytes: 0)

        public static func == (lhs: KeyCensus, rhs: KeyCensus) -> Bool {
            lhs.matching == rhs.matching && lhs.other == rhs.other
        }
    }

    /// Counts entries by `test` on their keys, reading only each entry's header and key (never the payload).
    /// Takes no lock, like ``statistics``.
    public func census(keysWhere test: (String) -> Bool) -> KeyCensus {
        var census = KeyCensus()
        for entry in scan().entries {
            if let key = key(atPath: entry.path)?.key, test(key) {
                census.matching.entries += 1
                census.matching.bytes += entry.size
            } else {
                census.other.entries += 1
                census.other.bytes += entry.size
            }
        }
        return census
    }

    /// Removes every entry whose key passes `test`; returns how many went. An entry replaced by a writer while this
    /// runs survives (removal checks the inode that was read). Blocks while another process holds the directory's
    /// lock; from async code, run it off the cooperative pool.
    @discardableResult
    public func removeEntries(keysWhere test: @escaping @Sendable (String) -> Bool) -> Int {
        worker.runAndWait {
            var removed = 0
            for entry in self.scan().entries {
                guard let found = self.key(atPath: entry.path), test(found.key) else { continue }
                if let status = POSIXFile.status(entry.path), status.inode == found.inode {
                    self.removeHoldingLock(path: entry.path, ifInode: found.inode)
                    removed += 1
                }
            }
            return removed
        }
    }

    /// The key stored in the entry file at `path`, with the file's inode; nil for a file that is not an entry.
    private func key(atPath path: String) -> (key: String, inode: UInt64)? {
        guard let prefix = POSIXFile.readPrefix(path, limit: DiskCacheEntry.headerSize + 4096) else { return nil }
        if let key = DiskCacheEntry.key(inPrefix: prefix.data) { return (key, prefix.inode) }
        // A key longer than the first read: read as far as its stated length.
        guard let whole = POSIXFile.readPrefix(path, limit: DiskCacheEntry.headerSize + DiskCacheEntry.maxKeyBytes),
            let key = DiskCacheEntry.key(inPrefix: whole.data)
        else { return nil }
        return (key, whole.inode)
    }
}
