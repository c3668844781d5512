package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Asks whether a file already holds given bytes, reading it in slices so a large file is never held twice.
package enum FileContents {
    /// True when `url` is a regular file (not a link to one) whose bytes are exactly `data`; false when it is
    /// absent, unreadable, another kind of file or different. Only a size match reads the file.
    package static func matches(_ data: Data, at url: URL) -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == data.count
        else { return false }
        var buffer = [UInt8](repeating: 0, count: min(1 << 18, data.count + 1))
        return data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
            buffer.withUnsafeMutableBytes { (slice: UnsafeMutableRawBufferPointer) -> Bool in
                guard let into = slice.baseAddress else { return false }
                var offset = 0
                while offset < expected.count {
                    let count = read(descriptor, into, min(slice.count, expected.count - offset))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0, let from = expected.baseAddress, memcmp(into, from + offset, count) == 0 else {
                        return false
                    }
                    offset += count
                }
                // A file grown since fstat is not the same file.
                return read(descriptor, into, 1) == 0
            }
        }
    }
}
