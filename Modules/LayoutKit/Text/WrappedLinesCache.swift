import Synchronization

/// Lines already wrapped by one measurer, so that the same text at the same width, size and weight is wrapped once:
/// a gallery lays out every story of a feature on every device, and the stories repeat their titles. Wrapping is a
/// pure function of those inputs and the measurer's fonts, so a measurer keeps its own cache
/// (``TextMeasuring/wrappedLines``) and a hit returns exactly what wrapping would.
///
/// Bounded: texts longer than ``maxTextBytes`` are not kept, and past `maxEntries` (8,192 by default) the cache
/// starts afresh, so its memory stays under a few megabytes whatever is laid out.
public final class WrappedLinesCache: Sendable {
    /// The longest text kept, in UTF-8 bytes: titles and labels, not long descriptions.
    public static let maxTextBytes = 512
    /// Entries kept before the cache starts afresh.
    public let maxEntries: Int

    struct Key: Hashable {
        var text: String
        var width: Double
        var fontSize: Double
        var weight: FontWeight
        var maxLines: Int
    }

    private let entries = Mutex<[Key: [String]]>([:])

    /// An empty cache holding at most `maxEntries` entries.
    public init(maxEntries: Int = 8_192) {
        self.maxEntries = max(1, maxEntries)
    }

    /// The lines kept for these inputs, or those `wrap` makes (kept when the text is short enough).
    func lines(for key: Key, wrap: () -> [String]) -> [String] {
        let cacheable = key.text.utf8.count <= Self.maxTextBytes
        if cacheable, let hit = entries.withLock({ $0[key] }) { return hit }
        // Wrapped outside the lock: two callers may wrap the same text once each, and both get the same lines.
        let lines = wrap()
        if cacheable {
            entries.withLock { entries in
                if entries.count >= maxEntries { entries.removeAll(keepingCapacity: true) }
                entries[key] = lines
            }
        }
        return lines
    }

    /// How many entries are kept (for tests).
    public var count: Int { entries.withLock { $0.count } }
}
