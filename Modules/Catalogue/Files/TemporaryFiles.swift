package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary files our writers leave beside a destination (`.NAME.[TAG.]catalog-UUID.tmp`, from ``AtomicFile``
/// and ``StreamedFile``: the `catalog-` mark says the tool wrote it, so a sweep never takes another program's
/// `.x.UUID.tmp`), and the sweep that removes those a killed writer left. A live writer holds an exclusive
/// `flock(2)` on its temporary from creation to rename, so a temporary whose lock can be taken has no writer: it
/// is removed. The lock is tried without waiting, and only on files that have not changed for ``minimumAge``, which
/// covers the instant between a writer's `open` and its `flock`. Works across processes and, on file systems with
/// working `flock` (local, NFSv4, CephFS: what shards need anyway), across machines.
package enum TemporaryFiles {
    /// How long a temporary must have been left unchanged before a sweep may take it.
    package static let minimumAge: TimeInterval = 2

    /// The mark before the UUID in our temporaries' names.
    package static let mark = "catalog-"

    /// Whether `name` is one of our temporaries: hidden, ending `.catalog-UUID.tmp`.
    package static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropLast(".tmp".count).split(separator: ".")
        guard let last = parts.last, last.hasPrefix(mark) else { return false }
        return UUID(uuidString: String(last.dropFirst(mark.count))) != nil
    }

    /// Removes the temporaries in `directory` that no live writer holds; returns how many went.
    @discardableResult
    package static func sweep(in directory: URL, now: Date = Date()) -> Int {
        var removed = 0
        for name in hiddenNames(in: directory) where isTemporary(name) {
            let path = directory.appendingPathComponent(name).path
            // Non-blocking and without following a link: a FIFO or a link planted under such a name is never
            // opened for what it points at, and is left alone.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let changed = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            guard now.timeIntervalSince(changed) >= minimumAge else { continue }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// The names in `directory` that start with a dot, read entry by entry: an output folder may hold millions of
    /// thumbnails, whose names are never held.
    private static func hiddenNames(in directory: URL) -> [String] {
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
                guard bytes.first == UInt8(ascii: "."), let base = bytes.baseAddress else { return nil }
                return String(cString: base.assumingMemoryBound(to: CChar.self))
            }
            if let name, name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates a new temporary beside `destination`, locked for as long as the descriptor is open.
    /// - Returns: the descriptor and the temporary's URL.
    package static func create(beside destination: URL, tag: String? = nil) throws(CatalogueError) -> (Int32, URL) {
        let name = ".\(destination.lastPathComponent).\(tag.map { "\($0)." } ?? "")\(mark)\(UUID().uuidString).tmp"
        let temporary = destination.deletingLastPathComponent().appendingPathComponent(name)
        let descriptor = open(temporary.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(path: destination.path, reason: String(cString: strerror(errno)))
        }
        // Cannot fail on a file nobody else has open yet; if the file system has no locks, the sweep's age check
        // is what protects the writer.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        return (descriptor, temporary)
    }
}
