public import Foundation
import Synchronization

/// Values decoded from response bodies, shared by every client configured with this store: the same response read as
/// the same type from the same URL is decoded once, and each caller gets that value (an array's elements are stored
/// once, however many hold it). `serve` gives one store to all its sessions, so 300 browser tabs on one feed hold one
/// decoded copy, not 300 (issue #42).
///
/// A response is known by its body's length and a keyed hash of its bytes (``BodyDigest``), the URL that answered and
/// whether it came stale from a cache (a decoder may read that), so a changed feed is decoded anew. A type read from a
/// URL is assumed to be decoded one way (the feature's code), which is what makes the value shareable.
///
/// The store is bounded by an estimate of the decoded bytes (``bytesPerBodyByte`` times the body's bytes), least
/// recently used out; a body whose estimate alone is past the limit is decoded for its caller and not kept. Callers
/// that count what they hold pass a ``DecodeTally`` (``tallying(into:)``): a value too large to keep is counted there
/// at once, and a kept value the store later drops is counted in the tally of every caller still alive that had it,
/// since they go on holding it. So what sessions hold is always counted once, in the store or in their tallies.
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

    /// The same store, counting into `tally` what its caller holds that the store does not (see the type's notes).
    public func tallying(into tally: DecodeTally) -> DecodedValues {
        DecodedValues(storage: storage, tally: tally)
    }

    /// The estimated decoded bytes the store holds.
    public var bytes: Int { storage.state.withLock { $0.bytes } }

    /// How many values the store holds.
    public var count: Int { storage.state.withLock { $0.entries.count } }

    /// How many values were given from the store instead of being decoded.
    public var hits: Int { storage.state.withLock { $0.hits } }

    /// The value `response` (to a request for `url`) decodes to as `Value`: the kept one, or `decode`'s, kept when it
    /// fits.
    public func value<Value: Sendable>(
        url: String,
        response: HTTPResponse,
        decode: () throws -> Value
    ) rethrows -> Value {
        let key = Key(
            type: ObjectIdentifier(Value.self),
            url: url,
            answeredBy: response.url.absoluteString,
            isStale: response.isStale,
            body: BodyDigest(response.body)
        )
        if let kept = storage.take(key, owner: tally) as? Value { return kept }
        let value = try decode()
        let bytes = response.body.count * Self.bytesPerBodyByte
        guard let kept = storage.keep(value, bytes: bytes, for: key, owner: tally) else {
            tally?.add(bytes)
            return value
        }
        // Two callers that decoded the same body at once end holding the first one's value.
        return kept as? Value ?? value
    }

    fileprivate struct Key: Hashable {
        let type: ObjectIdentifier
        let url: String
        let answeredBy: String
        let isStale: Bool
        let body: BodyDigest
    }

    /// A caller's tally, held weakly: a session that is gone needs no counting.
    private struct Owner: Sendable {
        weak var tally: DecodeTally?
    }

    private final class Storage: Sendable {
        struct Entry: Sendable {
            var value: any Sendable
            var bytes: Int
            var lastUse: UInt64
            var owners: [Owner]

            mutating func add(_ tally: DecodeTally?) {
                guard let tally else { return }
                owners.removeAll { $0.tally == nil }
                if !owners.contains(where: { $0.tally === tally }) { owners.append(Owner(tally: tally)) }
            }
        }

        struct State {
            var entries: [Key: Entry] = [:]
            var bytes = 0
            var tick: UInt64 = 0
            var hits = 0
        }

        let byteLimit: Int
        let entryLimit: Int
        let state = Mutex(State())

        init(byteLimit: Int, entryLimit: Int) {
            self.byteLimit = max(0, byteLimit)
            self.entryLimit = max(1, entryLimit)
        }

        func take(_ key: Key, owner: DecodeTally?) -> (any Sendable)? {
            state.withLock { state in
                guard var entry = state.entries[key] else { return nil }
                state.tick += 1
                state.hits += 1
                entry.lastUse = state.tick
                entry.add(owner)
                state.entries[key] = entry
                return entry.value
            }
        }

        /// Keeps `value` (or finds the one kept meanwhile) and returns the kept value; nil when it cannot fit.
        func keep(_ value: any Sendable, bytes: Int, for key: Key, owner: DecodeTally?) -> (any Sendable)? {
            guard bytes <= byteLimit else { return nil }
            let (kept, dropped): (any Sendable, [Entry]) = state.withLock { state in
                state.tick += 1
                if var entry = state.entries[key] {
                    entry.add(owner)
                    state.entries[key] = entry
                    return (entry.value, [])
                }
                var dropped: [Entry] = []
                while !state.entries.isEmpty,
                    state.entries.count >= entryLimit || state.bytes + bytes > byteLimit,
                    let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
                {
                    state.entries[oldest.key] = nil
                    state.bytes -= oldest.value.bytes
                    dropped.append(oldest.value)
                }
                var entry = Entry(value: value, bytes: bytes, lastUse: state.tick, owners: [])
                entry.add(owner)
                state.entries[key] = entry
                state.bytes += bytes
                return (value, dropped)
            }
            // What the store no longer counts, its holders do.
            for entry in dropped {
                for owner in entry.owners { owner.tally?.add(entry.bytes) }
            }
            return kept
        }
    }
}

/// The estimated bytes of decoded values one owner (a session) holds that a shared ``DecodedValues`` does not count:
/// those too large to keep there, and those it dropped while the owner still had them.
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

/// A response body known by its length and a 64-bit hash of its bytes keyed for this process (SipHash through
/// `Hasher`, seeded at random unless `SWIFT_DETERMINISTIC_HASHING` is set, so a feed cannot be made to collide with
/// another on purpose): equal digests mean, all but certainly, the same body, within one run.
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
