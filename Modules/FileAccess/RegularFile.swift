package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads user-named files safely: one `open` that cannot block (a FIFO opens at once with `O_NONBLOCK`), one
/// `fstat` on the opened descriptor (so the checked file is the read file), a refusal of anything that is not a
/// regular file (directories, devices, FIFOs, sockets), and the size limit checked before a byte is read. The read
/// itself stops soon after the limit (within one 64 KiB step), so a file that grows while it is read cannot run away.
package enum RegularFile {
    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// `open(2)` failed with this `errno`.
        case cannotOpen(errno: Int32)
        /// Not a regular file; `kind` names what it is ("a directory", "a FIFO", …).
        case notARegularFile(kind: String)
        /// Larger than the limit.
        case tooLarge(bytes: Int, limit: Int)
        /// `read(2)` failed with this `errno`.
        case readFailed(errno: Int32)

        package var description: String {
            switch self {
            case .cannotOpen(let code): String(cString: strerror(code)).lowercased()
            case .notARegularFile(let kind): "\(kind), not a regular file"
            case .tooLarge(let bytes, let limit): "\(bytes) bytes, over the limit of \(limit)"
            case .readFailed(let code): "read failed: \(String(cString: strerror(code)).lowercased())"
            }
        }
    }

    /// Opens the regular file at `path` for reading, without blocking on what is not one; the caller closes the
    /// descriptor. For files read in pieces (a manifest, line by line); ``read(path:maxBytes:)`` reads one whole.
    /// Without `followingLinks` (files the tool wrote itself, such as shard manifests) a symbolic link in the file's
    /// place is refused as one, wherever it points.
    /// - Returns: the descriptor and the file's size when opened.
    package static func open(path: String, followingLinks: Bool = true) throws(Failure) -> (
        descriptor: Int32, size: Int
    ) {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP, !followingLinks { throw .notARegularFile(kind: "a symbolic link") }
            throw .cannotOpen(errno: code)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .cannotOpen(errno: code)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .notARegularFile(kind: kind(of: status.st_mode))
        }
        // Non-blocking mattered only for the open (a FIFO); a network file system may answer EAGAIN otherwise.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return (descriptor, Int(status.st_size))
    }

    /// The whole contents of the regular file at `path`, at most `maxBytes` of them.
    package static func read(path: String, maxBytes: Int) throws(Failure) -> Data {
        let (descriptor, size) = try open(path: path)
        defer { close(descriptor) }
        guard size <= maxBytes else { throw .tooLarge(bytes: size, limit: maxBytes) }
        var data = Data(count: size + 1)
        var filled = 0
        while filled < data.count {
            let count = data.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .readFailed(errno: errno) }
            if count == 0 { break }
            filled += count
            if filled > maxBytes { throw .tooLarge(bytes: filled, limit: maxBytes) }
            if filled == data.count, filled <= maxBytes { data.count += 65_536 }
        }
        data.count = filled
        return data
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}
