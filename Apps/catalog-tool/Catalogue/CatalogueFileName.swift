import Crypto
import Foundation

/// Output file names from item ids, never from URLs: the id itself when it is already a safe name, otherwise the
/// safe version with a short digest of the id appended, so two ids never share a file.
enum CatalogueFileName {
    /// The longest name kept from an id, in UTF-8 bytes (the digest and extension come on top, well under 255).
    static let maxBytes = 120

    /// A file name (without extension) for `id`: no `/`, `\`, control characters, leading `.` or `-`, no `..`, at
    /// most ``maxBytes`` bytes; when that changes the id, `-` and 10 hex digits of SHA-256(id) are appended.
    static func make(for id: String) -> String {
        var safe = String(
            id.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{7F}" ? "_" : Character(scalar)
            }
        )
        while safe.contains("..") { safe = safe.replacingOccurrences(of: "..", with: "_") }
        while let first = safe.first, first == "." || first == "-" { safe.removeFirst() }
        while safe.utf8.count > maxBytes { safe.removeLast() }
        if safe == id { return id }
        let digest = SHA256.hash(data: Data(id.utf8)).prefix(5).map { String(format: "%02x", $0) }.joined()
        return (safe.isEmpty ? "item" : safe) + "-" + digest
    }
}
