import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written piece by piece into a temporary beside its destination and renamed into place by `commit`, so
/// readers see the old file or the whole new one, and a large document never has to be held in memory.
final class StreamedFile {
    let destination: URL
    private let temporary: URL
    private var descriptor: Int32

    init(destination: URL) throws(ToolError) {
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        descriptor = open(temporary.path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .fileSystem(path: destination.path, reason: String(cString: strerror(errno)))
        }
    }

    deinit {
        discard()
    }

    func append(_ text: String) throws(ToolError) {
        try append(Data(text.utf8))
    }

    func append(_ data: Data) throws(ToolError) {
        let failure = DescriptorWriter.writeAll(data, to: descriptor)
        if let failure { throw .fileSystem(path: destination.path, reason: failure) }
    }

    /// Appends what was written here to `other`, 1 MiB at a time.
    func copy(into other: StreamedFile) throws(ToolError) {
        var offset: off_t = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw .fileSystem(path: destination.path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { return }
            try other.append(Data(chunk[0..<count]))
            offset += off_t(count)
        }
    }

    /// Renames the finished file into place.
    func commit() throws(ToolError) {
        close(descriptor)
        descriptor = -1
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .fileSystem(path: destination.path, reason: reason)
        }
    }

    /// Drops the file unwritten (nothing happens after `commit`).
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(temporary.path)
    }
}
