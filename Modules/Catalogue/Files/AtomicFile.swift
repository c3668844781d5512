package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that readers never see half of one: bytes go to a locked temporary file beside the target
/// (``TemporaryFiles``), then `rename(2)` replaces the target in one step (Foundation's `replaceItemAt` is not atomic
/// on Linux). There is no fsync: the rename already guarantees whole-or-absent to every reader, and a thumbnail lost
/// to a power cut is simply made again (Foundation's `Data.write` syncs, which cost ~4% of a thumbnail batch).
package enum AtomicFile {
    /// Writes `data` to `url`. `temporaryTag` goes into the temporary file's name (`.NAME.TAG.UUID.tmp`), to tell
    /// whose it was; what a killed writer leaves is removed by ``TemporaryFiles/sweep(in:now:)``.
    package static func write(_ data: Data, to url: URL, temporaryTag: String? = nil) throws(CatalogueError) {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: directory.path, reason: error.localizedDescription)
        }
        let (descriptor, temporary) = try TemporaryFiles.create(beside: url, tag: temporaryTag)
        // Closed after the rename, so the temporary is locked for as long as it exists under its own name.
        defer { close(descriptor) }
        if let failure = DescriptorWriter.writeAll(data, to: descriptor) {
            unlink(temporary.path)
            throw .fileSystem(path: url.path, reason: failure)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .fileSystem(path: url.path, reason: reason)
        }
    }

    /// Writes `data` to `url` as ``write(_:to:temporaryTag:)`` does, unless `url` already holds exactly these bytes
    /// (``FileContents/matches(_:at:)``): then the file, its inode and its modification time are left alone. A
    /// rebuilt gallery rewrites only the screens that changed, and skips ext4's flush of data replaced by rename.
    /// Returns whether it wrote.
    @discardableResult
    package static func writeIfChanged(_ data: Data, to url: URL, temporaryTag: String? = nil) throws(CatalogueError)
        -> Bool
    {
        if FileContents.matches(data, at: url) { return false }
        try write(data, to: url, temporaryTag: temporaryTag)
        return true
    }
}
