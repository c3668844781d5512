import Foundation

/// One image of a catalogue list: its id (which names the output file), where its bytes are, the line it came from
/// and any further fields of the line, kept for the manifest.
struct CatalogueItem: Sendable, Equatable {
    var id: String
    /// The source as the list gives it.
    var source: String
    /// The source resolved: http(s), `file:`, or a plain path as a file URL.
    var url: URL
    /// 1-based line number in the list.
    var line: Int
    var extra: [String: CatalogueValue]

    /// Resolves `source`: an http(s) or file URL as it is, anything else as a path relative to `directory`.
    static func resolve(_ source: String, relativeTo directory: URL) -> URL? {
        if let url = URL(string: source), let scheme = url.scheme?.lowercased() {
            if scheme == "http" || scheme == "https" { return url.host == nil ? nil : url }
            if scheme == "file" { return url.path.isEmpty ? nil : url }
            // A Windows-style "c:..." is not something we resolve; any other scheme is refused.
            return nil
        }
        guard !source.isEmpty else { return nil }
        return source.hasPrefix("/")
            ? URL(fileURLWithPath: source) : directory.appendingPathComponent(source).standardizedFileURL
    }
}
