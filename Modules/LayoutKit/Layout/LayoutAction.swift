/// What tapping an item sends: a view-model event and its value, e.g. `{event: "timeframe", value: "week"}`.
///
/// The same pair is a ``ScreenEvent``: applying it to the story that drew the document gives the next screen.
public struct LayoutAction: Sendable, Hashable, Codable {
    /// The event's name, e.g. `open`, `back`, `timeframe`.
    public var event: String
    /// Its argument, e.g. the item index or the timeframe; nil for none.
    public var value: String?

    /// Creates an action.
    public init(event: String, value: String? = nil) {
        self.event = event
        self.value = value
    }

    /// The event this action sends.
    public var screenEvent: ScreenEvent { ScreenEvent(event, value) }
}

/// One segment of a segmented control or one tab of a tab bar: its title, where it is, and what tapping it sends.
public struct LayoutSegment: Sendable, Hashable, Codable {
    /// The value it selects, e.g. `week`; the control's `selected` names one of these.
    public var value: String
    public var title: String
    public var frame: Rect
    public var action: LayoutAction

    /// Creates a segment.
    public init(value: String, title: String, frame: Rect, action: LayoutAction) {
        self.value = value
        self.title = title
        self.frame = frame
        self.action = action
    }
}
