import Crypto
public import Foundation

/// SHA-256 of bytes as lower-case hex: the content hashes of gallery manifests and render caches.
public enum FileDigest {
    /// The hex SHA-256 of `data`.
    public static func sha256(_ data: Data) -> String {
        var hasher = ContentHasher()
        hasher.update(data)
        return hasher.finalize()
    }
}

/// A SHA-256 fed piece by piece (a render cache key covers a document, its pictures' pixels and the renderer).
public struct ContentHasher {
    private var hasher = SHA256()

    /// Starts an empty hash.
    public init() {}

    /// Adds bytes.
    public mutating func update(_ data: Data) { hasher.update(data: data) }

    /// Adds bytes.
    public mutating func update(_ bytes: [UInt8]) { bytes.withUnsafeBytes { hasher.update(bufferPointer: $0) } }

    /// Adds a string's UTF-8 followed by a zero byte, so that consecutive fields cannot run together.
    public mutating func update(field: String) {
        update(Array(field.utf8) + [0])
    }

    /// The lower-case hex digest.
    public func finalize() -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(SHA256.Digest.byteCount * 2)
        for byte in hasher.finalize() {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
