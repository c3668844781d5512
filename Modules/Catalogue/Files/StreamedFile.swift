package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written piece by piece into a locked temporary beside its destination (``TemporaryFiles``) and renamed
/// into place by `commit`, so readers see the old file or the whole new one, and a large document never has to be
/// held in memory. Dropped unwritten, it leaves nothing behind.
package final class StreamedFile {
    package let destination: URL
    private let temporary: URL
    private var descriptor: Int32

    package init(destination: URL) throws(CatalogueError) {
        self.destination = destination
        (descriptor, temporary) = try TemporaryFiles.create(beside: destination)
    }

    deinit {
        discard()
    }

    package func append(_ text: String) throws(CatalogueError) {
        try append(Data(text.utf8))
    }

    package func append(_ data: Data) throws(CatalogueError) {
        let failure = DescriptorWriter.writeAll(data, to: descriptor)
        if let failure { throw .fileSystem(path: destination.path, reason: failure) }
    }

    /// Appends what was written here to `other`, 1 MiB at a time.
    package func copy(into other: StreamedFile) throws(CatalogueError) {
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

    /// Renames the finished file into place (the descriptor, and so the lock, is let go after the rename).
    package func commit() throws(CatalogueError) {
        defer {
            close(descriptor)
            descriptor = -1
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .fileSystem(path: destination.path, reason: reason)
        }
    }

    /// Drops the file unwritten (nothing happens after `commit`).
    package func discard() {
        guard descriptor >= 0 else { return }
        unlink(temporary.path)
        close(descriptor)
        descriptor = -1
    }
}
