import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that readers never see half of one: bytes go to a temporary file beside the target, then
/// `rename(2)` replaces the target in one step (Foundation's `replaceItemAt` is not atomic on Linux). There is no
/// fsync: the rename already guarantees whole-or-absent to every reader, and a thumbnail lost to a power cut is
/// simply made again (Foundation's `Data.write` syncs, which cost ~4% of a thumbnail batch).
enum AtomicFile {
    /// Writes `data` to `url`. `temporaryTag` goes into the temporary file's name (`.NAME.TAG.UUID.tmp`), so the
    /// one writer that owns a tag can sweep what a killed run of it left (see ``removeTemporaries(in:tag:)``).
    static func write(_ data: Data, to url: URL, temporaryTag: String? = nil) throws(ToolError) {
        let directory = url.deletingLastPathComponent()
        let tag = temporaryTag.map { "\($0)." } ?? ""
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(tag)\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .fileSystem(path: directory.path, reason: error.localizedDescription)
        }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .fileSystem(path: url.path, reason: String(cString: strerror(errno))) }
        let failure = DescriptorWriter.writeAll(data, to: descriptor)
        close(descriptor)
        if let failure {
            unlink(temporary.path)
            throw .fileSystem(path: url.path, reason: failure)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .fileSystem(path: url.path, reason: reason)
        }
    }

    /// Removes the temporary files tagged `tag` in `directory`: those a killed writer with that tag left behind.
    /// Only the owner of a tag may call it, while none of its writes is under way.
    static func removeTemporaries(in directory: URL, tag: String) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") && name.contains(".\(tag).") {
            if unlink(directory.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }
}
