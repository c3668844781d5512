import Crypto
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which code makes this process's pictures, cheaply: the device, inode, size and modification time of its
/// executable (our code and, statically or not, the Swift toolchain it was built with) and of the C libraries that
/// decide the bytes (``libraries``: libc and libm for the maths, the codecs, littleCMS), hashed. A rebuild or a
/// package update replaces one of those files and so changes it. Only executable mappings of the linked libraries
/// count: fonts and cache files are mapped too, and libraries opened later (NSS, iconv) come and go with what a
/// command did first, which would make one process's fingerprint change under it. Reading it costs a read of
/// `/proc/self/maps` and a `stat` per library, well under a millisecond, where hashing the files' bytes would cost
/// more than the identity it stands for.
enum CodeFingerprint {
    /// The start of the file names of the libraries whose code decides a picture's bytes.
    static let libraries = [
        "libc.so", "libm.so", "libstdc++.so", "libgcc_s.so", "libz.so", "libjpeg.so", "libturbojpeg.so",
        "libpng16.so", "libdeflate.so", "libwebp.so", "libwebpdemux.so", "libwebpmux.so", "libsharpyuv.so",
        "libgif.so", "libheif.so", "libde265.so", "libx265.so", "libaom.so", "libdav1d.so", "libavif.so",
        "liblcms2.so",
    ]

    /// The fingerprint as hex SHA-256, or nil where `/proc` is not mounted (then nothing is memoised).
    static func current() -> String? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return nil }
        var paths: Set = [executable]
        for line in maps.split(separator: "\n") {
            // address perms offset dev inode path
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6, fields[1].contains("x"), let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if libraries.contains(where: { name.hasPrefix($0) }) { paths.insert(path) }
        }
        var hasher = SHA256()
        for path in paths.sorted() {
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            let fields = [
                path, String(status.st_dev), String(status.st_ino), String(status.st_size),
                String(status.st_mtim.tv_sec), String(status.st_mtim.tv_nsec),
            ]
            hasher.update(data: Data(fields.joined(separator: " ").utf8))
            hasher.update(data: [0])
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
