import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Appends manifest lines to a shard's JSON Lines file, one `write(2)` per line on a descriptor opened with
/// `O_APPEND`, so every finished line reaches the file at once and a killed shard leaves whole lines (at worst a
/// last line cut short, which readers skip and the next run ends with a line break).
final class CatalogueManifestWriter {
    private let descriptor: Int32
    let path: String

    /// Opens (or creates) the manifest at `path`: a regular file only, opened without blocking and without following
    /// a link, so a FIFO, device or link in its place is refused by name.
    init(path: String) throws(CatalogueError) {
        self.path = path
        descriptor = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw .fileSystem(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            throw .fileSystem(path: path, reason: "not a regular file")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // A run killed mid-line left no line break: start on a fresh line so the cut line stays alone.
        if status.st_size > 0 {
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, off_t(status.st_size - 1)) == 1, last != UInt8(ascii: "\n") {
                try append(Data("\n".utf8))
            }
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Appends `line` as one JSON line.
    func write(_ line: CatalogueManifestLine) throws(CatalogueError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(line) else {
            throw .fileSystem(path: path, reason: "cannot encode the manifest line for \(line.id)")
        }
        try append(data + Data("\n".utf8))
    }

    private func append(_ data: Data) throws(CatalogueError) {
        let failure = DescriptorWriter.writeAll(data, to: descriptor)
        if let failure { throw .fileSystem(path: path, reason: failure) }
    }

    /// The lines of a manifest that parse, in order, with their 1-based line numbers; a cut or damaged line is
    /// skipped. Reads the file line by line, so memory follows what `body` keeps, not the file. A missing manifest
    /// has no lines; anything but a regular file is refused by name, never waited on.
    static func read(path: String, _ body: (Int, CatalogueManifestLine) -> Void) async throws(CatalogueError) {
        var status = stat()
        if lstat(path, &status) != 0, errno == ENOENT { return }
        var reader = try CatalogueLineReader(path: path, kind: .regularFile)
        defer { reader.close() }
        let decoder = JSONDecoder()
        while let line = try await reader.next() {
            guard case .text(let number, let text, _) = line,
                let entry = try? decoder.decode(CatalogueManifestLine.self, from: Data(text.utf8))
            else { continue }
            body(number, entry)
        }
    }
}
