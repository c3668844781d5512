import Crypto
import Foundation

/// Which part of a list one run processes: shard `index` of `count` (0-based), chosen by a stable hash of each id,
/// so the partition is the same on every machine and every run and the shards together cover every id once.
public struct CatalogueShard: Equatable, Sendable, CustomStringConvertible {
    /// 0-based.
    public var index: Int
    public var count: Int

    /// The whole list.
    public static let all = CatalogueShard(index: 0, count: 1)

    /// The largest shard count accepted.
    public static let maxCount = 100_000

    /// Parses `I/N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            count <= Self.maxCount, index >= 0, index < count
        else { return nil }
        self.init(index: index, count: count)
    }

    /// Shard `index` of `count`; the caller checks `0 ≤ index < count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The shard `id` belongs to: the first 8 bytes of SHA-256 of its UTF-8, big-endian, modulo `count` (SHA-256,
    /// not `hashValue`, which Swift seeds afresh in every process).
    public static func shard(of id: String, count: Int) -> Int {
        Int(hash(of: id) % UInt64(count))
    }

    /// A 64-bit hash of an id, stable across processes and machines: SHA-256's first 8 bytes, big-endian.
    public static func hash(of id: String) -> UInt64 {
        SHA256.hash(data: Data(id.utf8)).prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    }

    /// Whether `id` belongs to this shard.
    public func contains(_ id: String) -> Bool {
        count == 1 || Self.shard(of: id, count: count) == index
    }

    /// This shard's manifest: `manifest.shard-I-of-N.jsonl`.
    public var manifestName: String { "manifest.shard-\(index)-of-\(count).jsonl" }

    /// The tag of this shard's temporary files: `shard-I-of-N`.
    var temporaryTag: String { "shard-\(index)-of-\(count)" }

    public var description: String { "\(index)/\(count)" }
}
