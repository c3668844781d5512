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

        static func == (lhs: Status, rhs: Status) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode && lhs.modified.tv_sec == rhs.modified.tv_sec
                && lhs.modified.tv_nsec == rhs.modified.tv_nsec
        }
    }

    static var lastError: String {
        String(cString: strerror(errno))
    }

    static func status(_ path: String) -> Status? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Status(size: Int(info.st_size), inode: UInt64(info.st_ino), modified: info.st_mtim)
    }

    /// Reads a whole file and returns its bytes and inode, or nil if it cannot be read.
    static func readWhole(_ path: String) -> (data: Data, inode: UInt64, descriptor: Int32)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
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

    static func makeDirectory(_ path: String) throws(ImageCacheError) {
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw .directoryUnavailable(path: path, reason: lastError)
        }
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
