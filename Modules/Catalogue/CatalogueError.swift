/// Why a catalogue run or merge could not go on as a whole (a bad single item or line is reported and passed over,
/// never thrown); each case names the path and the reason.
public enum CatalogueError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A file or folder could not be read or written, or is not what it must be (a FIFO where a manifest belongs).
    case fileSystem(path: String, reason: String)
    /// A catalogue list that cannot be read at all (a bad CSV header).
    case invalidList(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileSystem(let path, let reason): "File system error at \(path): \(reason)"
        case .invalidList(let path, let reason): "\(path == "-" ? "standard input" : path): \(reason)"
        }
    }
}
