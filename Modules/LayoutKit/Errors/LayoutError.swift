/// Why the text engine or a renderer could not do something.
public enum LayoutError: Error, CustomStringConvertible, Sendable, Equatable {
    /// No usable font file.
    case fontUnavailable(paths: [String], reason: String)
    /// A renderer failed.
    case renderingFailed(reason: String)

    public var description: String {
        switch self {
        case .fontUnavailable(let paths, let reason):
            "No usable font (\(reason)); looked for \(paths.joined(separator: ", ")). Install fonts-dejavu-core."
        case .renderingFailed(let reason):
            "Cannot render the layout: \(reason)."
        }
    }
}
