import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that readers never see half of one: bytes go to a temporary file beside the target, then
/// `rename(2)` replaces the target in one step (Foundation's `replaceItemAt` is not atomic on Linux).
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws(ToolError) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .fileSystem(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .fileSystem(path: url.path, reason: reason)
        }
    }
}
