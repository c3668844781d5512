package import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The one loop that writes bytes to a descriptor: all of them, retrying short writes and `EINTR`.
package enum DescriptorWriter {
    /// Writes `data` to `descriptor`; returns the reason when the system refused (disk full, …), nil when all went.
    package static func writeAll(_ data: Data, to descriptor: Int32) -> String? {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return String(cString: strerror(errno)) }
                written += count
            }
            return nil
        }
    }
}
