import FeatureKit

/// The live screens of the browser tabs, by session id: bounded in number, in bytes (``LiveScreen/estimatedBytes``;
/// the least recently used go first) and in age, so a client opening sessions in a loop cannot grow the server's
/// memory. A session dropped is rebuilt from its tab's URL on its next request.
///
/// A tab asks for a state as its URL names it (feature, story, events). When its session holds that story with a
/// prefix of those events, only the new events are applied: the view model reduces them. Otherwise (a new tab, an
/// expired session, the browser's back button) the state is rebuilt from the story.
actor SessionStore {
    private struct Entry {
        var screen: LiveScreen
        var lastUsed: ContinuousClock.Instant
        var bytes: Int
    }

    private let limit: Int
    private let byteLimit: Int
    /// The sum of the held screens' estimated bytes.
    private(set) var bytes = 0
    private let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var entries: [String: Entry] = [:]

    init(
        limit: Int,
        byteLimit: Int = .max,
        lifetime: Duration,
        now: @escaping @Sendable () -> ContinuousClock.Instant
    ) {
        self.limit = max(1, limit)
        self.byteLimit = max(0, byteLimit)
        self.lifetime = lifetime
        self.now = now
    }

    /// How many sessions are held.
    var count: Int { entries.count }

    /// The live screen of session `id` in the state `story` + `events` reaches, and the id to use from now on (a
    /// new one when `id` is nil or no longer held).
    func screen(
        id: String?,
        feature: ServedFeature,
        story: String,
        events: [ScreenEvent]
    ) async throws(FeatureError) -> (id: String, screen: LiveScreen) {
        dropExpired()
        let held = id.flatMap { entries[$0] }
        var screen: LiveScreen
        if let held, held.screen.feature == feature.name, held.screen.story.name == story,
            events.starts(with: held.screen.events)
        {
            screen = held.screen
            try await screen.apply(Array(events.dropFirst(held.screen.events.count)), context: feature.context)
        } else {
            screen = try await feature.feature.liveScreen(story: story, context: feature.context)
            try await screen.apply(events, context: feature.context)
        }
        let key = held != nil ? id ?? Self.newID() : Self.newID()
        store(screen, as: key)
        return (key, screen)
    }

    private func store(_ screen: LiveScreen, as id: String) {
        remove(id)
        let entry = Entry(screen: screen, lastUsed: now(), bytes: screen.estimatedBytes)
        // The least recently used go until the new one fits in number and bytes; one alone is always kept (the
        // request being answered needs it), however large.
        while !entries.isEmpty, entries.count >= limit || bytes + entry.bytes > byteLimit,
            let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            remove(oldest)
        }
        entries[id] = entry
        bytes += entry.bytes
    }

    private func remove(_ id: String) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        bytes -= entry.bytes
    }

    private func dropExpired() {
        let cutoff = now() - lifetime
        for (id, entry) in entries where entry.lastUsed < cutoff { remove(id) }
    }

    /// A new session id: 128 random bits in hex.
    static func newID() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `text` has the shape of an id this store hands out.
    static func isWellFormed(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
