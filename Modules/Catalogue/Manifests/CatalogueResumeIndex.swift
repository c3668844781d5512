import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The items a previous run of a shard finished, found in its manifest without holding the manifest: the manifest
/// is streamed once, keeping for each line only 8 bytes (the top 24 bits of its id hash, its 39-bit byte offset and
/// whether it finished) in blocks of 65,536, each sorted. A 1,000,000-line manifest costs 8 MB and nothing larger on
/// the way (no array is grown by copying, none is merged into another). When an item comes up, the lines under its
/// hash prefix in every block (almost always one line) are read back from their offsets; the last line with its id
/// decides. The manifest only ever grows by appends, so the offsets stay good while the run adds lines.
final class CatalogueResumeIndex {
    /// Hash prefix (24 bits) above offset (39 bits) above a finished bit; each block sorted.
    private let blocks: [[UInt64]]
    private let descriptor: Int32?
    private static let offsetBits: UInt64 = 39
    /// Entries per block (512 KB): the most memory loading sets aside beyond the entries themselves.
    private static let blockEntries = 1 << 16
    private let path: String

    /// Lines that say their item finished (an id finished twice counts twice): at least the number of finished items,
    /// to size what follows the list.
    let finishedLines: Int

    private init(path: String, blocks: [[UInt64]], descriptor: Int32?) {
        self.path = path
        self.blocks = blocks
        self.descriptor = descriptor
        finishedLines = blocks.reduce(0) { total, block in total + block.lazy.filter { $0 & 1 == 1 }.count }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// The prefix bits of an id's hash (or an entry), in place.
    private static func prefix(of hash: UInt64) -> UInt64 {
        (hash >> (offsetBits + 1)) << (offsetBits + 1)
    }

    private static func offset(of entry: UInt64) -> Int64 {
        Int64((entry >> 1) & ((1 << offsetBits) - 1))
    }

    /// Reads the manifest at `path` (a regular file only: anything else is refused by name, never waited on).
    static func load(manifestPath path: String) async throws(CatalogueError) -> CatalogueResumeIndex {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return CatalogueResumeIndex(path: path, blocks: [], descriptor: nil) }
            throw .fileSystem(path: path, reason: String(cString: strerror(errno)))
        }
        var reader = try CatalogueLineReader(path: path, kind: .regularFile)
        defer { reader.close() }
        var blocks: [[UInt64]] = []
        var block: [UInt64] = []
        block.reserveCapacity(blockEntries)
        let decoder = JSONDecoder()
        while let line = try await reader.next() {
            guard case .text(_, let text, let offset) = line, offset < Int64(1) << Int64(offsetBits),
                let header = try? decoder.decode(CatalogueManifestLine.Header.self, from: Data(text.utf8))
            else { continue }
            let finished: UInt64 = header.status == .done ? 1 : 0
            block.append(prefix(of: CatalogueShard.hash(of: header.id)) | UInt64(offset) << 1 | finished)
            if block.count == blockEntries {
                block.sort()
                blocks.append(block)
                block = []
                block.reserveCapacity(blockEntries)
            }
        }
        if !block.isEmpty {
            block.sort()
            blocks.append(block)
        }
        let descriptor = try CatalogueLineReader.openRegularFile(path)
        return CatalogueResumeIndex(path: path, blocks: blocks, descriptor: descriptor)
    }

    /// The finished line of `id` in the previous manifest, or nil: its last line, when that one finished.
    func finishedLine(for id: String) -> CatalogueManifestLine? {
        guard let descriptor else { return nil }
        let prefix = Self.prefix(of: CatalogueShard.hash(of: id))
        var last: (offset: Int64, line: CatalogueManifestLine)?
        let decoder = JSONDecoder()
        for block in blocks {
            var low = 0
            var high = block.count
            while low < high {
                let middle = (low + high) / 2
                if block[middle] < prefix { low = middle + 1 } else { high = middle }
            }
            while low < block.count, Self.prefix(of: block[low]) == prefix {
                let offset = Self.offset(of: block[low])
                low += 1
                guard offset > last?.offset ?? -1, let bytes = Self.line(at: offset, in: descriptor),
                    let decoded = try? decoder.decode(CatalogueManifestLine.self, from: bytes),
                    decoded.id.utf8.elementsEqual(id.utf8)
                else { continue }
                last = (offset, decoded)
            }
        }
        guard let last, last.line.status == .done else { return nil }
        return last.line
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
