/// Which state of a feature's screens to lay out, for which device.
public struct ScreenRequest: Sendable {
    public var device: DeviceProfile
    public var orientation: ScreenOrientation
    /// The story to start from; `loaded` by default.
    public var story: String
    /// Events applied after the story's own (`--timeframe`, `--item`, a tap in `serve`).
    public var events: [ScreenEvent]

    /// Creates a request.
    public init(
        device: DeviceProfile,
        orientation: ScreenOrientation = .portrait,
        story: String = "loaded",
        events: [ScreenEvent] = []
    ) {
        self.device = device
        self.orientation = orientation
        self.story = story
        self.events = events
    }
}
