import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The items a previous run of a shard finished, found in its manifest without holding the manifest: the manifest
/// is streamed once, keeping for each id's last finished line only 8 bytes (the top 24 bits of its id hash and its
/// 40-bit byte offset, sorted), so a 1,000,000-line manifest costs 8 MB, not its lines; when an item comes up, the
/// lines under its hash prefix (almost always one) are read back from their offsets and the one with its id is
/// taken. The manifest only ever grows by appends, so the offsets stay good while the run adds lines.
final class CatalogueResumeIndex {
    /// One line's place: its id hash and where it starts, negated (minus one) when it is not a finished line.
    private struct Entry {
        var hash: UInt64
        var offset: Int64
    }

    /// Hash prefix (24 bits) above offset (40 bits), sorted.
    private let entries: [UInt64]
    private let descriptor: Int32?
    private static let offsetBits: UInt64 = 40
    private let path: String

    /// An index of nothing, for a shard without a manifest yet.
    private init(path: String, entries: [UInt64], descriptor: Int32?) {
        self.path = path
        self.entries = entries
        self.descriptor = descriptor
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// The number of finished items.
    var count: Int { entries.count }

    /// Reads the manifest at `path` (a regular file only: anything else is refused by name, never waited on).
    static func load(manifestPath path: String) async throws(CatalogueError) -> CatalogueResumeIndex {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return CatalogueResumeIndex(path: path, entries: [], descriptor: nil) }
            throw .fileSystem(path: path, reason: String(cString: strerror(errno)))
        }
        var reader = try CatalogueLineReader(path: path, kind: .regularFile)
        defer { reader.close() }
        var entries: [Entry] = []
        let decoder = JSONDecoder()
        while let line = try await reader.next() {
            guard case .text(_, let text, let offset) = line, offset < Int64(1) << Int64(offsetBits),
                let status = try? decoder.decode(CatalogueManifestLine.Header.self, from: Data(text.utf8))
            else { continue }
            let hash = CatalogueShard.hash(of: status.id)
            entries.append(Entry(hash: hash, offset: status.status == .done ? offset : -offset - 1))
        }
        // By hash, and for one hash by position: the last line of each id decides.
        entries.sort { ($0.hash, abs($0.offset)) < ($1.hash, abs($1.offset)) }
        var kept = 0
        for index in entries.indices {
            let isLastOfItsHash = index + 1 == entries.count || entries[index + 1].hash != entries[index].hash
            guard isLastOfItsHash, entries[index].offset >= 0 else { continue }
            entries[kept] = entries[index]
            kept += 1
        }
        entries.removeLast(entries.count - kept)
        // Sorted by hash, so sorted by prefix too; the 16-byte entries go once the 8-byte ones exist.
        let packed = entries.map { (($0.hash >> offsetBits) << offsetBits) | UInt64($0.offset) }
        entries = []
        let descriptor = try CatalogueLineReader.openRegularFile(path)
        return CatalogueResumeIndex(path: path, entries: packed, descriptor: descriptor)
    }

    /// The finished line of `id` in the previous manifest, or nil.
    func finishedLine(for id: String) -> CatalogueManifestLine? {
        guard let descriptor else { return nil }
        let prefix = (CatalogueShard.hash(of: id) >> Self.offsetBits) << Self.offsetBits
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        let mask: UInt64 = (1 << Self.offsetBits) - 1
        while low < entries.count, entries[low] & ~mask == prefix {
            if let line = Self.line(at: Int64(entries[low] & mask), in: descriptor),
                let decoded = try? JSONDecoder().decode(CatalogueManifestLine.self, from: line),
                decoded.id.utf8.elementsEqual(id.utf8)
            {
                return decoded
            }
            low += 1
        }
        return nil
    }

    /// The bytes of the line starting at `offset`, up to its line break (at most a line's length limit).
    private static func line(at offset: Int64, in descriptor: Int32) -> Data? {
        var data = Data()
        var position = off_t(offset)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while data.count <= CatalogueLineReader.maxLineBytes {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, position) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data.isEmpty ? nil : data }
            if let newline = chunk[0..<count].firstIndex(of: UInt8(ascii: "\n")) {
                return data + chunk[0..<newline]
            }
            data += chunk[0..<count]
            position += off_t(count)
        }
        return nil
    }
}
