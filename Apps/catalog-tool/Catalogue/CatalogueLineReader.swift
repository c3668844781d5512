import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a list line by line with memory bounded by the longest line, never by the list: 64 KiB at a time, on a
/// dispatch queue so that a slow pipe (standard input, a FIFO) never blocks the cooperative thread pool.
struct CatalogueLineReader {
    /// A line, or the number of a line over the length limit (skipped, never held whole).
    enum Line {
        case text(number: Int, Substring)
        case tooLong(number: Int)
    }

    /// The longest line read; a longer one is reported and skipped.
    static let maxLineBytes = 1 << 20
    private static let chunkBytes = 64 << 10

    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    private var lineNumber = 0
    /// Inside a line over the limit: its bytes are dropped until its end.
    private var skipping = false

    /// Opens `path`, or standard input for `-`. Regular files, pipes and FIFOs are read; anything else is refused.
    init(path: String) throws(ToolError) {
        if path == "-" {
            descriptor = STDIN_FILENO
            closesDescriptor = false
            return
        }
        // O_NONBLOCK only for the open itself (a FIFO without a writer would otherwise hang here); reads block, on
        // the dispatch queue.
        let opened = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard opened >= 0 else { throw .fileSystem(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        let kind = fstat(opened, &status) == 0 ? status.st_mode & S_IFMT : 0
        guard kind == S_IFREG || kind == S_IFIFO else {
            Glibc.close(opened)
            throw .fileSystem(path: path, reason: "not a regular file or a pipe")
        }
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        descriptor = opened
        closesDescriptor = true
    }

    /// Closes the file (not standard input).
    func close() {
        if closesDescriptor { Glibc.close(descriptor) }
    }

    /// The next line without its line break, or nil at the end.
    mutating func next() async throws(ToolError) -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                let bytes = buffer[start..<newline]
                start = newline + 1
                if skipping {
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
            let chunk = try await Self.read(descriptor)
            if chunk.isEmpty { ended = true } else { buffer += chunk }
        }
    }

    private static func read(_ descriptor: Int32) async throws(ToolError) -> [UInt8] {
        let result: Result<[UInt8], ToolError> = await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                var chunk = [UInt8](repeating: 0, count: chunkBytes)
                while true {
                    let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunkBytes) }
                    if count < 0, errno == EINTR { continue }
                    if count < 0 {
                        let reason = String(cString: strerror(errno))
                        continuation.resume(returning: .failure(.fileSystem(path: "the list", reason: reason)))
                    } else {
                        chunk.removeLast(chunkBytes - count)
                        continuation.resume(returning: .success(chunk))
                    }
                    return
                }
            }
        }
        return try result.get()
    }
}
