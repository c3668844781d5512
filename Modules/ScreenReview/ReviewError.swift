/// What went wrong reading or comparing galleries, naming the path and the reason.
public enum ReviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A gallery's manifest is missing, unreadable or malformed: nothing of that gallery can be compared.
    case galleryUnreadable(path: String, reason: String)
    /// One screen's file is missing, unreadable, corrupt or does not match the manifest's hash.
    case screenFileInvalid(path: String, reason: String)
    /// The report could not be written.
    case reportNotWritten(path: String, reason: String)

    public var description: String {
        switch self {
        case .galleryUnreadable(let path, let reason): "gallery manifest \(path): \(reason)"
        case .screenFileInvalid(let path, let reason): "\(path): \(reason)"
        case .reportNotWritten(let path, let reason): "cannot write the report at \(path): \(reason)"
        }
    }
}
