import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Mutual exclusion for one cache directory across threads and processes, plus the size ledger it guards.
///
/// `flock` excludes other processes but not other threads sharing the same open file, so a `Mutex` is taken first.
/// `DiskCache` calls it only on its own thread (``DiskCache/worker``): waiting here for another process never holds
/// a thread of the cooperative pool.
/// The lock file's first 8 bytes hold the directory's total entry bytes (the ledger), so a writer can enforce the
/// size limit without listing the directory on every write.
final class DirectoryLock: Sendable {
    private let path: String
    private let descriptor: Mutex<Int32>

    init(path: String) throws(ImageCacheError) {
        // Never through a link: the ledger is written into this file, which must be ours.
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw .lockFailed(path: path, reason: POSIXFile.lastError) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .lockFailed(path: path, reason: "not a regular file")
        }
        self.path = path
        self.descriptor = Mutex(descriptor)
    }

    deinit {
        descriptor.withLock { _ = close($0) }
    }

    /// Runs `body` holding the lock, with the ledger's value (nil when it was never written) to read and update.
    func withLock<T>(_ body: (inout Int?) throws(ImageCacheError) -> T) throws(ImageCacheError) -> T {
        try descriptor.withLock { (fd: inout Int32) throws(ImageCacheError) -> T in
            while flock(fd, LOCK_EX) != 0 {
                guard errno == EINTR else { throw .lockFailed(path: path, reason: POSIXFile.lastError) }
            }
            defer { flock(fd, LOCK_UN) }
            var stored: Int64 = 0
            let count = withUnsafeMutableBytes(of: &stored) { pread(fd, $0.baseAddress, 8, 0) }
            var ledger: Int? = count == 8 ? Int(Int64(littleEndian: stored)) : nil
            let before = ledger
            let result = try body(&ledger)
            if let ledger, ledger != before {
                var value = Int64(ledger).littleEndian
                _ = withUnsafeBytes(of: &value) { pwrite(fd, $0.baseAddress, 8, 0) }
            }
            return result
        }
    }
}
