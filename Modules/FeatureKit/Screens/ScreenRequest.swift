import LayoutKit
import ScreenChecks
import ScreenControls

/// Which state of a feature's screens to lay out, for which device.
public struct ScreenRequest: Sendable {
    public var device: DeviceProfile
    public var orientation: ScreenOrientation
    /// The story to start from; `loaded` by default.
    public var story: String
    /// Events applied after the story's own (`--timeframe`, `--item`, a tap in `serve`).
    public var events: [ScreenEvent]
    /// The text size, appearance and direction to lay the screen out for.
    public var traits: ScreenTraits

    /// Creates a request.
    public init(
        device: DeviceProfile,
        orientation: ScreenOrientation = .portrait,
        story: String = "loaded",
        events: [ScreenEvent] = [],
        traits: ScreenTraits = .standard
    ) {
        self.traits = traits
        self.device = device
        self.orientation = orientation
        self.story = story
        self.events = events
    }
}
