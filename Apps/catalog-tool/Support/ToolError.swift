/// Failures of the tool itself, as opposed to a module's: each names the path or input and the reason.
enum ToolError: Error, CustomStringConvertible {
    case fileSystem(path: String, reason: String)
    case batchFailed(failed: Int, total: Int)
    case network(reason: String)

    var description: String {
        switch self {
        case .fileSystem(let path, let reason): "File system error at \(path): \(reason)"
        case .batchFailed(let failed, let total): "\(failed) of \(total) items failed (listed above)."
        case .network(let reason): "Network error: \(reason)"
        }
    }
}
