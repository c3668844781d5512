import Dispatch
import FileAccess
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a list or a manifest line by line with memory bounded by the longest line, never by the file: 64 KiB at a
/// time, on a dispatch queue so that a slow pipe (standard input, a FIFO) never blocks the cooperative thread pool.
/// A byte-order mark at the very start is dropped (spreadsheets write one before a CSV header).
struct CatalogueLineReader: Sendable {
    /// A line, or the number of a line over the length limit (skipped, never held whole). `offset` is where the
    /// line starts in the file, in bytes.
    enum Line: Sendable {
        case text(number: Int, Substring, offset: Int64)
        case tooLong(number: Int)
        /// A line whose bytes are not UTF-8: reported, never decoded with replacement characters (two ids that
        /// differ only in invalid bytes would otherwise read as one).
        case invalidUTF8(number: Int)
    }

    /// What may be read.
    enum Kind: Sendable {
        /// A catalogue list: a regular file, a pipe or a FIFO (opened on the first read, which may wait for a writer).
        case list
        /// A file the tool wrote (a manifest): a regular file only, opened at once without blocking, so a FIFO or a
        /// device planted in its place is refused by name instead of hanging the run.
        case regularFile
    }

    /// The longest line read; a longer one is reported and skipped.
    static let maxLineBytes = 1 << 20
    private static let chunkBytes = 64 << 10

    private let path: String
    /// Opened on the first read for a list, on the dispatch queue: opening a FIFO waits for its writer.
    private var descriptor: Int32?
    private var buffer: [UInt8] = []
    private var start = 0
    /// The file offset of `buffer[0]`.
    private var base: Int64 = 0
    private var ended = false
    private var lineNumber = 0
    /// Inside a line over the limit: its bytes are dropped until its end.
    private var skipping = false

    /// Prepares to read `path`, or standard input for `-` (a list only). Anything `kind` does not allow is refused
    /// here, before any read.
    init(path: String, kind: Kind = .list) throws(CatalogueError) {
        self.path = path
        switch kind {
        case .list:
            if path == "-" {
                descriptor = STDIN_FILENO
                return
            }
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw .fileSystem(path: path, reason: String(cString: strerror(errno)))
            }
            let type = status.st_mode & S_IFMT
            guard type == S_IFREG || type == S_IFIFO else {
                throw .fileSystem(path: path, reason: "not a regular file or a pipe")
            }
        case .regularFile:
            descriptor = try Self.openRegularFile(path)
        }
    }

    /// Opens a regular file the tool wrote (a manifest) for reading without blocking on what is not one, or says why
    /// not: a symbolic link in its place is refused, as the shard run refuses one for its own manifest.
    static func openRegularFile(_ path: String) throws(CatalogueError) -> Int32 {
        do {
            return try RegularFile.open(path: path, followingLinks: false).descriptor
        } catch {
            throw .fileSystem(path: path, reason: error.description)
        }
    }

    /// Closes the file (not standard input).
    func close() {
        if let descriptor, descriptor != STDIN_FILENO { Glibc.close(descriptor) }
    }

    /// The next line without its line break, or nil at the end.
    mutating func next() async throws(CatalogueError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                return take(upTo: newline, after: newline + 1)
            }
            if buffer.count - start > Self.maxLineBytes {
                // Over the limit with no end in sight: drop what is held and the rest of the line as it arrives.
                skipping = true
                base += Int64(buffer.count)
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if ended {
                guard start < buffer.count || skipping else { return nil }
                let line = take(upTo: buffer.count, after: buffer.count)
                base += Int64(buffer.count)
                buffer.removeAll()
                start = 0
                return line
            }
            if start > 0 {
                buffer.removeFirst(start)
                base += Int64(start)
                start = 0
            }
            if descriptor == nil { descriptor = try await Self.open(path) }
            guard let descriptor else { return nil }
            let chunk = try await Self.read(descriptor, path: path)
            if chunk.isEmpty { ended = true } else { buffer += chunk }
        }
    }

    /// The line from `start` to `end`; the next one begins at `next`.
    private mutating func take(upTo end: Int, after next: Int) -> Line {
        lineNumber += 1
        var from = start
        let offset = base + Int64(start)
        start = next
        if skipping || end - from > Self.maxLineBytes {
            skipping = false
            return .tooLong(number: lineNumber)
        }
        if lineNumber == 1, offset == 0, buffer[from..<end].starts(with: [0xEF, 0xBB, 0xBF]) { from += 3 }
        guard let text = String(validating: buffer[from..<end], as: UTF8.self) else {
            return .invalidUTF8(number: lineNumber)
        }
        return .text(number: lineNumber, Substring(text), offset: offset)
    }

    private static func open(_ path: String) async throws(CatalogueError) -> Int32 {
        let result: Result<Int32, CatalogueError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
                var status = stat()
                if descriptor < 0 {
                    let reason = String(cString: strerror(errno))
                    continuation.resume(returning: .failure(.fileSystem(path: path, reason: reason)))
                } else if fstat(descriptor, &status) != 0
                    || (status.st_mode & S_IFMT != S_IFREG && status.st_mode & S_IFMT != S_IFIFO)
                {
                    // Checked again on the descriptor: the path may have been replaced since `init`.
                    Glibc.close(descriptor)
                    continuation.resume(
                        returning: .failure(.fileSystem(path: path, reason: "not a regular file or a pipe"))
                    )
                } else {
                    continuation.resume(returning: .success(descriptor))
                }
            }
        }
        return try result.get()
    }

    /// One chunk; empty at the end. A cancelled caller is answered at once with the end of the file, while the
    /// dispatch thread's `read` finishes on its own (a pipe may not deliver for a long time) and is discarded.
    private static func read(_ descriptor: Int32, path: String) async throws(CatalogueError) -> [UInt8] {
        let pending = Mutex<CheckedContinuation<Result<[UInt8], CatalogueError>, Never>?>(nil)
        let result: Result<[UInt8], CatalogueError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.withLock { $0 = continuation }
                if Task.isCancelled { pending.withLock { $0.take() }?.resume(returning: .success([])) }
                DispatchQueue.global(qos: .utility).async {
                    var chunk = [UInt8](repeating: 0, count: chunkBytes)
                    var count = 0
                    repeat {
                        count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkBytes) }
                    } while count < 0 && errno == EINTR
                    let outcome: Result<[UInt8], CatalogueError>
                    if count < 0 {
                        outcome = .failure(.fileSystem(path: path, reason: String(cString: strerror(errno))))
                    } else {
                        chunk.removeLast(chunkBytes - count)
                        outcome = .success(chunk)
                    }
                    pending.withLock { $0.take() }?.resume(returning: outcome)
                }
            }
        } onCancel: {
            pending.withLock { $0.take() }?.resume(returning: .success([]))
        }
        return try result.get()
    }
}
