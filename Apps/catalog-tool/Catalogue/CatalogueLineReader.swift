import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a list line by line with memory bounded by the longest line, never by the list: 64 KiB at a time, on a
/// dispatch queue so that a slow pipe (standard input, a FIFO) never blocks the cooperative thread pool.
struct CatalogueLineReader: Sendable {
    /// A line, or the number of a line over the length limit (skipped, never held whole).
    enum Line: Sendable {
        case text(number: Int, Substring)
        case tooLong(number: Int)
    }

    /// The longest line read; a longer one is reported and skipped.
    static let maxLineBytes = 1 << 20
    private static let chunkBytes = 64 << 10

    private let path: String
    /// Opened on the first read, on the dispatch queue: opening a FIFO waits for its writer.
    private var descriptor: Int32?
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var lineNumber = 0
    /// Inside a line over the limit: its bytes are dropped until its end.
    private var skipping = false

    /// Prepares to read `path`, or standard input for `-`. Regular files, pipes and FIFOs are read; anything else
    /// (a directory, a device) is refused here, before any read.
    init(path: String) throws(ToolError) {
        self.path = path
        if path == "-" {
            descriptor = STDIN_FILENO
            return
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw .fileSystem(path: path, reason: String(cString: strerror(errno)))
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFIFO else {
            throw .fileSystem(path: path, reason: "not a regular file or a pipe")
        }
    }

    /// Closes the file (not standard input).
    func close() {
        if let descriptor, descriptor != STDIN_FILENO { Glibc.close(descriptor) }
    }

    /// The next line without its line break, or nil at the end.
    mutating func next() async throws(ToolError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let bytes = buffer[start..<newline]
                start = newline + 1
                if skipping || bytes.count > Self.maxLineBytes {
                    skipping = false
                    return .tooLong(number: lineNumber)
                }
                return .text(number: lineNumber, Substring(String(decoding: bytes, as: UTF8.self)))
            }
            if buffer.count - start > Self.maxLineBytes {
                // Over the limit with no end in sight: drop what is held and the rest of the line as it arrives.
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if ended {
                guard start < buffer.count || skipping else { return nil }
                lineNumber += 1
                let bytes = buffer[start...]
                buffer.removeAll()
                start = 0
                if skipping {
                    skipping = false
                    return .tooLong(number: lineNumber)
                }
                return .text(number: lineNumber, Substring(String(decoding: bytes, as: UTF8.self)))
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            if descriptor == nil { descriptor = try await Self.open(path) }
            guard let descriptor else { return nil }
            let chunk = try await Self.read(descriptor)
            if chunk.isEmpty { ended = true } else { buffer += chunk }
        }
    }

    private static func open(_ path: String) async throws(ToolError) -> Int32 {
        let result: Result<Int32, ToolError> = await withCheckedContinuation { continuation in
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

    /// One chunk; empty at the end. A cancelled caller is answered at once with the end of the list, while the
    /// dispatch thread's `read` finishes on its own (a pipe may not deliver for a long time) and is discarded.
    private static func read(_ descriptor: Int32) async throws(ToolError) -> [UInt8] {
        let pending = Mutex<CheckedContinuation<Result<[UInt8], ToolError>, Never>?>(nil)
        let result: Result<[UInt8], ToolError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                pending.withLock { $0 = continuation }
                if Task.isCancelled { pending.withLock { $0.take() }?.resume(returning: .success([])) }
                DispatchQueue.global(qos: .utility).async {
                    var chunk = [UInt8](repeating: 0, count: chunkBytes)
                    var count = 0
                    repeat {
                        count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkBytes) }
                    } while count < 0 && errno == EINTR
                    let outcome: Result<[UInt8], ToolError>
                    if count < 0 {
                        outcome = .failure(.fileSystem(path: "the list", reason: String(cString: strerror(errno))))
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
