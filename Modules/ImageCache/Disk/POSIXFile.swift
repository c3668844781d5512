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

    /// Reads at most `limit` bytes from the start of a regular file (never following a link nor blocking on a FIFO,
    /// as ``readWhole(_:)``), with its inode; nil if it cannot be read.
    static func readPrefix(_ path: String, limit: Int) -> (data: Data, inode: UInt64)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var data = Data(count: min(limit, Int(info.st_size)))
        let done = data.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var done = 0
            while done < buffer.count {
                let count = read(descriptor, base + done, buffer.count - done)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                done += count
            }
            return done
        }
        return (data.prefix(done), UInt64(info.st_ino))
    }

    /// Runs `body` with a descriptor of `path`'s parent folder and the last component's name. The parent is reached
    /// from `root` one component at a time with `O_NOFOLLOW`, so if any folder on the way has been replaced by a
    /// symbolic link since it was examined, nothing is done (nil): removing or renaming through the descriptor can
    /// only ever touch a name inside the cache, whatever happens to the tree between a check and the act.
    static func withParent<T>(of path: String, under root: String, _ body: (Int32, String) -> T) -> T? {
        guard path.hasPrefix(root + "/") else { return nil }
        let components = path.dropFirst(root.count + 1).split(separator: "/").map(String.init)
        guard let name = components.last, !components.contains("..") else { return nil }
        var descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        for folder in components.dropLast() {
            let next = openat(descriptor, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return nil }
            close(descriptor)
            descriptor = next
        }
        return body(descriptor, name)
    }

    /// Removes the name `path` inside `root` without following a link anywhere on the way (`unlinkat` on a parent
    /// reached with ``withParent(of:under:_:)``); `directory` removes an empty folder instead.
    @discardableResult
    static func unlink(_ path: String, under root: String, directory: Bool = false) -> Bool {
        withParent(of: path, under: root) { parent, name in
            unlinkat(parent, name, directory ? AT_REMOVEDIR : 0) == 0
        } ?? false
    }

    /// Renames `source` to `destination`, both inside `root`, without following a link on either way.
    static func rename(_ source: String, to destination: String, under root: String) -> Bool {
        withParent(of: source, under: root) { sourceParent, sourceName in
            withParent(of: destination, under: root) { destinationParent, destinationName in
                renameat(sourceParent, sourceName, destinationParent, destinationName) == 0
            } ?? false
        } ?? false
    }

    /// Writes `data` to a new file at `path` inside `root`; the file must not exist, and no link on the way is
    /// followed.
    static func writeNew(_ data: Data, to path: String, under root: String) throws(ImageCacheError) {
        let descriptor =
            withParent(of: path, under: root) { parent, name in
                openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            } ?? -1
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
            unlink(path, under: root)
            throw .writeFailed(path: path, reason: failure)
        }
    }

    /// Makes a directory, or accepts one that exists; a symbolic link or a file in its place is refused (the
    /// cache never writes through a link into a folder it does not own).
    static func makeDirectory(_ path: String, under root: String) throws(ImageCacheError) {
        let made = withParent(of: path, under: root) { parent, name in mkdirat(parent, name, 0o755) == 0 }
        switch made {
        case true?: return
        case false?: break
        case nil:
            throw .directoryUnavailable(path: path, reason: "a folder on the way is not a directory (a symbolic link?)")
        }
        guard errno == EEXIST else { throw .directoryUnavailable(path: path, reason: lastError) }
        guard let existing = status(path), existing.isDirectory else {
            throw .directoryUnavailable(path: path, reason: "exists and is not a directory (a symbolic link or a file)")
        }
    }

    /// Removes a name inside the cache: `unlink` for anything but a directory (a link goes, its target stays),
    /// `rmdir` for an empty directory.
    @discardableResult
    static func remove(_ path: String, status: Status, under root: String) -> Bool {
        unlink(path, under: root, directory: status.isDirectory)
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
