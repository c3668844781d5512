public import Foundation
import Synchronization

/// Values decoded from response bodies, shared by every client configured with this store: the same body read as the
/// same type from the same URL is decoded once, and each caller gets that value (an array's elements are stored
/// once, however many hold it). `serve` gives one store to all its sessions, so 300 browser tabs on one feed hold one
/// decoded copy, not 300 (issue #42).
///
/// A body is known by its length and a keyed hash of its bytes (``BodyDigest``), so a changed feed is decoded anew.
/// The store is bounded by an estimate of the decoded bytes (``bytesPerBodyByte`` times the body's bytes), least
/// recently used out; a body whose estimate alone is past the limit is decoded for its caller and not kept. A type
/// read from a URL is assumed to be decoded one way (the feature's code), which is what makes the value shareable.
public struct DecodedValues: Sendable {
    /// Bytes a decoded feed holds for each byte of its JSON, rounded up: a 20,000-user feed (1.7 MB) decoded to
    /// about 8 MiB (`scripts/bench-serve-memory`).
    public static let bytesPerBodyByte = 6

    private let storage: Storage
    private let tally: DecodeTally?

    /// A store keeping at most `byteLimit` estimated decoded bytes in at most `entryLimit` values.
    public init(byteLimit: Int, entryLimit: Int = 32) {
        storage = Storage(byteLimit: byteLimit, entryLimit: entryLimit)
        tally = nil
    }

    private init(storage: Storage, tally: DecodeTally) {
        self.storage = storage
        self.tally = tally
    }

    /// The same store, counting into `tally` the bodies it decodes for its caller alone (too large to keep).
    public func tallying(into tally: DecodeTally) -> DecodedValues {
        DecodedValues(storage: storage, tally: tally)
    }

    /// The estimated decoded bytes the store holds.
    public var bytes: Int { storage.state.withLock { $0.bytes } }

    /// How many values the store holds.
    public var count: Int { storage.state.withLock { $0.entries.count } }

    /// The value `body` from `url` decodes to as `Value`: the kept one, or `decode`'s, kept when it fits.
    public func value<Value: Sendable>(
        url: String,
        body: Data,
        decode: () throws -> Value
    ) rethrows -> Value {
        let key = Key(type: ObjectIdentifier(Value.self), url: url, body: BodyDigest(body))
        if let kept = storage.take(key) as? Value { return kept }
        let value = try decode()
        let bytes = body.count * Self.bytesPerBodyByte
        guard let kept = storage.keep(value, bytes: bytes, for: key) else {
            tally?.add(bytes)
            return value
        }
        // Two callers that decoded the same body at once end holding the first one's value.
        return kept as? Value ?? value
    }

    fileprivate struct Key: Hashable {
        let type: ObjectIdentifier
        let url: String
        let body: BodyDigest
    }

    private final class Storage: Sendable {
        struct Entry {
            var value: any Sendable
            var bytes: Int
            var lastUse: UInt64
        }

        struct State {
            var entries: [Key: Entry] = [:]
            var bytes = 0
            var tick: UInt64 = 0
        }

        let byteLimit: Int
        let entryLimit: Int
        let state = Mutex(State())

        init(byteLimit: Int, entryLimit: Int) {
            self.byteLimit = max(0, byteLimit)
            self.entryLimit = max(1, entryLimit)
        }

        func take(_ key: Key) -> (any Sendable)? {
            state.withLock { state in
                guard var entry = state.entries[key] else { return nil }
                state.tick += 1
                entry.lastUse = state.tick
                state.entries[key] = entry
                return entry.value
            }
        }

        /// Keeps `value` (or finds the one kept meanwhile) and returns the kept value; nil when it cannot fit.
        func keep(_ value: any Sendable, bytes: Int, for key: Key) -> (any Sendable)? {
            guard bytes <= byteLimit else { return nil }
            return state.withLock { state in
                state.tick += 1
                if let kept = state.entries[key] { return kept.value }
                while !state.entries.isEmpty,
                    state.entries.count >= entryLimit || state.bytes + bytes > byteLimit,
                    let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
                {
                    state.entries[oldest.key] = nil
                    state.bytes -= oldest.value.bytes
                }
                state.entries[key] = Entry(value: value, bytes: bytes, lastUse: state.tick)
                state.bytes += bytes
                return value
            }
        }
    }
}

/// The estimated bytes of the values decoded for one owner alone (not kept in a shared ``DecodedValues``): what a
/// session holds of its own.
public final class DecodeTally: Sendable {
    private let total = Mutex(0)

    /// An empty tally.
    public init() {}

    /// The bytes counted.
    public var bytes: Int { total.withLock { $0 } }

    func add(_ bytes: Int) {
        total.withLock { $0 += bytes }
    }
}

/// A response body known by its length and a hash of its bytes keyed for this process (SipHash through `Hasher`, so
/// a feed cannot be made to collide with another on purpose): equal digests mean the same body, within one run.
public struct BodyDigest: Hashable, Sendable {
    /// The body's length in bytes.
    public let length: Int
    private let hash: Int

    /// The digest of `body`.
    public init(_ body: Data) {
        var hasher = Hasher()
        body.withUnsafeBytes { hasher.combine(bytes: $0) }
        length = body.count
        hash = hasher.finalize()
    }
}
