import Crypto
import Foundation

/// Output file names from item ids, never from URLs. Two kinds of name, which can never meet:
/// - *plain*: the id itself, when it is already a safe name and does not end like a hashed name;
/// - *hashed*: a safe version of the id, `-`, and 32 hex digits (128 bits) of SHA-256(id).
///
/// Plain names are the ids, so distinct ids give distinct plain names; a hashed name always ends in `-` and 32 hex
/// digits, which no plain name does; and two hashed names are equal only if 128 bits of SHA-256 collide. So no two
/// distinct ids share a file, whatever the ids (an id shaped like another id's hashed name is itself hashed).
enum CatalogueFileName {
    /// The longest name kept from an id, in UTF-8 bytes (the digest and extension come on top, well under 255).
    static let maxBytes = 120
    /// Hex digits of the digest in a hashed name.
    static let digestDigits = 32

    /// A file name (without extension) for `id`: no `/`, `\`, control characters, leading `.` or `-`, no `..`, at
    /// most ``maxBytes`` bytes before the digest; see the type's notes for why names never collide.
    static func make(for id: String) -> String {
        var safe = String(
            id.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar == "\u{7F}" ? "_" : Character(scalar)
            }
        )
        while safe.contains("..") { safe = safe.replacingOccurrences(of: "..", with: "_") }
        while let first = safe.first, first == "." || first == "-" { safe.removeFirst() }
        while safe.utf8.count > maxBytes { safe.removeLast() }
        // Bytes, not `==`: Swift compares strings by canonical equivalence, and "é" as one scalar or two are two ids.
        if !safe.isEmpty, safe.utf8.elementsEqual(id.utf8), !looksHashed(id) { return id }
        let digest = SHA256.hash(data: Data(id.utf8)).prefix(digestDigits / 2).map { String(format: "%02x", $0) }
        return (safe.isEmpty ? "item" : safe) + "-" + digest.joined()
    }

    /// Whether `name` ends like a hashed name: `-` and ``digestDigits`` lowercase hex digits.
    static func looksHashed(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > digestDigits else { return false }
        let tail = bytes.suffix(digestDigits)
        return bytes[bytes.count - digestDigits - 1] == UInt8(ascii: "-")
            && tail.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }
}
