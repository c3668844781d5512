import LayoutKit
import ScreenChecks
import ScreenControls

/// A named, reproducible state of a feature's screens: the events applied, in order, to the view model built from
/// the feature's data. Stories are defined next to the view models, never as hand-made layouts.
public struct Story: Sendable, Hashable, Codable {
    /// e.g. `loaded`, `week`, `browser`.
    public var name: String
    /// One line on what the story shows.
    public var summary: String
    /// What happens, in order; ``ScreenSession`` adds the first `appear` where it is missing.
    public var events: [ScreenEvent]
    /// Whether `audit --matrix` checks this story at all twelve text sizes rather than the release matrix's three:
    /// the screens people meet first (every `loaded` story, and any other a feature marks).
    public var auditsEveryTextSize: Bool

    /// Creates a story; `auditsEveryTextSize` defaults to true for `loaded`.
    public init(_ name: String, _ summary: String, events: [ScreenEvent] = [], auditsEveryTextSize: Bool? = nil) {
        self.name = name
        self.summary = summary
        self.events = events
        self.auditsEveryTextSize = auditsEveryTextSize ?? (name == "loaded")
    }

    // The audit's choice is the feature's, not part of the story's recorded form (galleries and `stories --json`).
    private enum CodingKeys: String, CodingKey {
        case name, summary, events
    }

    /// Decodes a story; ``auditsEveryTextSize`` takes its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .name),
            try container.decode(String.self, forKey: .summary),
            events: try container.decode([ScreenEvent].self, forKey: .events)
        )
    }

    /// The stories every feature has, with the events that reach them in every view model.
    public static let common: [Story] = [
        Story("loaded", "The screen after its first load."),
        Story("loading", "The first load in flight: an activity indicator.", events: [ScreenEvent("hold")]),
        Story("empty", "The data loaded but holds nothing to show.", events: [ScreenEvent("feed", "empty")]),
        Story(
            "error",
            "The first load failed: a message and a Retry button.",
            events: [ScreenEvent("network", "failing")]
        ),
        Story(
            "offline",
            "Loaded, then the connection went: the last data, stale, under a banner.",
            events: [ScreenEvent("appear"), ScreenEvent("network", "offline"), ScreenEvent("refresh")]
        ),
    ]
}
