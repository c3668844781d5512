import Crypto
import Foundation

/// The on-disk form of one entry: a fixed header, the key, then the payload.
///
/// Layout (little-endian): magic `CCE1` (4) · key length (4) · payload length (8) · expiry in ms since 1970, 0 for
/// none (8) · SHA-256 over the preceding header fields, the key and the payload (32) · key · payload.
/// Storing the key lets a reader reject a hash collision, and the checksum catches flipped bytes and truncation.
struct DiskCacheEntry: Equatable {
    static let magic: [UInt8] = Array("CCE1".utf8)
    static let headerSize = 4 + 4 + 8 + 8 + 32

    var key: String
    var payload: Data
    var expiry: Date?

    /// Why stored bytes are not a valid entry.
    enum Damage: Error, Equatable {
        case tooShort
        case badMagic
        case lengthMismatch
        case checksumMismatch
        case keyNotUTF8
    }

    func encoded() -> Data {
        let keyBytes = Array(key.utf8)
        var header = Data(capacity: Self.headerSize + keyBytes.count + payload.count)
        header.append(contentsOf: Self.magic)
        header.appendLittleEndian(UInt32(keyBytes.count))
        header.appendLittleEndian(UInt64(payload.count))
        header.appendLittleEndian(Self.milliseconds(expiry))
        let digest = Self.checksum(fields: header, key: keyBytes, payload: payload)
        header.append(contentsOf: digest)
        header.append(contentsOf: keyBytes)
        header.append(payload)
        return header
    }

    static func decode(_ bytes: Data) throws(Damage) -> DiskCacheEntry {
        guard bytes.count >= headerSize else { throw .tooShort }
        let base = bytes.startIndex
        guard bytes[base..<base + 4].elementsEqual(magic) else { throw .badMagic }
        let keyLength = Int(bytes.readLittleEndian(UInt32.self, at: base + 4))
        let payloadLength = bytes.readLittleEndian(UInt64.self, at: base + 8)
        let expiryMilliseconds = bytes.readLittleEndian(Int64.self, at: base + 16)
        guard payloadLength <= UInt64(Int.max - headerSize - keyLength),
            bytes.count == headerSize + keyLength + Int(payloadLength)
        else { throw .lengthMismatch }
        let keyStart = base + headerSize
        let payloadStart = keyStart + keyLength
        let keyBytes = bytes[keyStart..<payloadStart]
        let payload = bytes[payloadStart..<bytes.endIndex]
        let stored = bytes[base + 24..<base + 56]
        let computed = checksum(fields: bytes[base..<base + 24], key: keyBytes, payload: payload)
        guard stored.elementsEqual(computed) else { throw .checksumMismatch }
        guard let key = String(validating: keyBytes, as: UTF8.self) else { throw .keyNotUTF8 }
        let expiry = expiryMilliseconds == 0 ? nil : Date(timeIntervalSince1970: Double(expiryMilliseconds) / 1000)
        return DiskCacheEntry(key: key, payload: Data(payload), expiry: expiry)
    }

    /// The key of the entry whose first bytes are `prefix` (at least ``headerSize`` plus the key's length), read
    /// without the payload and so without its checksum; nil when the bytes are not the start of an entry.
    static func key(inPrefix prefix: Data) -> String? {
        guard prefix.count >= headerSize else { return nil }
        let base = prefix.startIndex
        guard prefix[base..<base + 4].elementsEqual(magic) else { return nil }
        let keyLength = Int(prefix.readLittleEndian(UInt32.self, at: base + 4))
        guard keyLength <= maxKeyBytes, prefix.count >= headerSize + keyLength else { return nil }
        return String(validating: prefix[base + headerSize..<base + headerSize + keyLength], as: UTF8.self)
    }

    /// The longest key ``key(inPrefix:)`` reads: keys are URLs and digests, far shorter.
    static let maxKeyBytes = 64 << 10

    private static func checksum(
        fields: some DataProtocol,
        key: some DataProtocol,
        payload: some DataProtocol
    ) -> SHA256.Digest {
        var hasher = SHA256()
        hasher.update(data: fields)
        hasher.update(data: key)
        hasher.update(data: payload)
        return hasher.finalize()
    }

    private static func milliseconds(_ date: Date?) -> Int64 {
        guard let date else { return 0 }
        return max(1, Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate func readLittleEndian<T: FixedWidthInteger>(_: T.Type, at offset: Index) -> T {
        var value = T.zero
        Swift.withUnsafeMutableBytes(of: &value) { buffer in
            buffer.copyBytes(from: self[offset..<offset + MemoryLayout<T>.size])
        }
        return T(littleEndian: value)
    }
}
