import FeatureKit

/// The live screens of the browser tabs, by session id: bounded in number (the least recently used is dropped) and
/// in age, so a client opening sessions in a loop cannot grow the server's memory.
///
/// A tab asks for a state as its URL names it (feature, story, events). When its session holds that story with a
/// prefix of those events, only the new events are applied: the view model reduces them. Otherwise (a new tab, an
/// expired session, the browser's back button) the state is rebuilt from the story.
actor SessionStore {
    private struct Entry {
        var screen: LiveScreen
        var lastUsed: ContinuousClock.Instant
    }

    private let limit: Int
    private let lifetime: Duration
    private let now: @Sendable () -> ContinuousClock.Instant
    private var entries: [String: Entry] = [:]

    init(limit: Int, lifetime: Duration, now: @escaping @Sendable () -> ContinuousClock.Instant) {
        self.limit = max(1, limit)
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
        if entries[id] == nil, entries.count >= limit,
            let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            entries[oldest] = nil
        }
        entries[id] = Entry(screen: screen, lastUsed: now())
    }

    private func dropExpired() {
        let cutoff = now() - lifetime
        entries = entries.filter { $0.value.lastUsed >= cutoff }
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
