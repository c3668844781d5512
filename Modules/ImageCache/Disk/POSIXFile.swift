import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin POSIX helpers for the disk cache: Foundation's file APIs cost several system calls more per entry,
/// and the cache needs inode numbers and `flock`, which Foundation does not offer.
enum POSIXFile {
    struct Status: Equatable {
        var size: Int
        var inode: UInt64
        var modified: timespec
        /// The file type bits of `st_mode` (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …) of the name itself.
        var type: mode_t = S_IFREG

        var isRegular: Bool { type == S_IFREG }
        var isDirectory: Bool { type == S_IFDIR }

        static func == (lhs: Status, rhs: Status) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode && lhs.modified.tv_sec == rhs.modified.tv_sec
                && lhs.modified.tv_nsec == rhs.modified.tv_nsec && lhs.type == rhs.type
        }
    }

    static var lastError: String {
        String(cString: strerror(errno))
    }

    /// The status of the name itself (`lstat`): a symbolic link is reported as one, never followed, so cache
    /// maintenance can only ever act on what is inside the cache directory.
    static func status(_ path: String) -> Status? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Status(
            size: Int(info.st_size),
            inode: UInt64(info.st_ino),
            modified: info.st_mtim,
            type: info.st_mode & S_IFMT
        )
    }

    /// Reads a whole regular file and returns its bytes and inode, or nil if it cannot be read. A symbolic link, a
    /// FIFO or a device in an entry's place is never followed nor read (`O_NOFOLLOW | O_NONBLOCK`, then `fstat`),
    /// so it cannot block the reader or make it read outside the cache.
    static func readWhole(_ path: String) -> (data: Data, inode: UInt64, descriptor: Int32)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        let size = Int(info.st_size)
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return size == 0 }
            var done = 0
            while done < size {
                let count = read(descriptor, base + done, size - done)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return false }
                done += count
            }
            return true
        }
        guard complete else {
            close(descriptor)
            return nil
        }
        return (data, UInt64(info.st_ino), descriptor)
    }

    /// Writes `data` to a new file at `path`; the file must not exist.
    static func writeNew(_ data: Data, to path: String) throws(ImageCacheError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: lastError) }
        defer { close(descriptor) }
        let failure: String? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, base + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return lastError }
                done += count
            }
            return nil
        }
        if let failure {
            unlink(path)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    /// Makes a directory, or accepts one that exists; a symbolic link or a file in its place is refused (the
    /// cache never writes through a link into a folder it does not own).
    static func makeDirectory(_ path: String) throws(ImageCacheError) {
        guard mkdir(path, 0o755) != 0 else { return }
        guard errno == EEXIST else { throw .directoryUnavailable(path: path, reason: lastError) }
        guard let existing = status(path), existing.isDirectory else {
            throw .directoryUnavailable(path: path, reason: "exists and is not a directory (a symbolic link or a file)")
        }
    }

    /// Removes a name inside the cache: `unlink` for anything but a directory (a link goes, its target stays),
    /// `rmdir` for an empty directory.
    @discardableResult
    static func remove(_ path: String, status: Status) -> Bool {
        status.isDirectory ? rmdir(path) == 0 : unlink(path) == 0
    }

    /// Lists the names in a directory, without "." and "..".
    static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
