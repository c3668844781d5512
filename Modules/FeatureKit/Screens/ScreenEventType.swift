import LayoutKit
import ScreenChecks
import ScreenControls

/// A feature's screen events as a type: its layout attaches them to items as actions (``LayoutAction/init(_:)``)
/// and its ``ScreenModel`` reduces them with a `switch` over the cases, so a misspelt event is a compile error rather
/// than a dead button. The wire form (`name:value`, ``ScreenEvent``) is written and read here and by the
/// conformance's table of events without a value and its two members for the events with one.
public protocol ScreenEventType: Sendable, Hashable {
    /// The first load, which a session sends once before any other event.
    static var appear: Self { get }
    /// The events that carry no value, with their names (`appear`, `refresh`, `back`…).
    static var plainEvents: [(name: String, event: Self)] { get }
    /// The names of the events that carry a value (`open`, `timeframe`…).
    static var valuedNames: [String] { get }
    /// Reads a wire event that carries a value: nil when its name is not one of ``valuedNames``; throws when the
    /// value is not what that event takes.
    init?(valued event: ScreenEvent, feature: String) throws(FeatureError)
    /// The wire form of an event that carries a value; nil for the others.
    var valuedForm: ScreenEvent? { get }
    /// Whether this event makes earlier events of the same name irrelevant to the state it reaches (a timeframe, a
    /// tab, a search replaces the previous one), so that a list of events can be compacted.
    var replacesEarlierOfItsKind: Bool { get }
    /// Whether this event, sent right after `earlier`, takes the screen back to the state before `earlier` (`back`
    /// after `open`), so that once another event follows, the two can be dropped from a list of events.
    func undoes(_ earlier: Self) -> Bool
}

extension ScreenEventType {
    /// No event undoes another unless the type says so.
    public func undoes(_ earlier: Self) -> Bool { false }

    /// Every event name the type takes, for help and error messages.
    public static var names: [String] { plainEvents.map(\.name) + valuedNames }

    /// Reads a wire event: nil when its name is not one of ``names``; throws when the name is one but the value is
    /// not what that event takes.
    public init?(_ event: ScreenEvent, feature: String) throws(FeatureError) {
        if let plain = Self.plainEvents.first(where: { $0.name == event.name }) {
            self = plain.event
        } else if let valued = try Self(valued: event, feature: feature) {
            self = valued
        } else {
            return nil
        }
    }

    /// The wire form.
    public var screenEvent: ScreenEvent {
        if let valuedForm { return valuedForm }
        return ScreenEvent(Self.plainEvents.first { $0.event == self }?.name ?? "")
    }
}

extension ScreenEvent {
    /// The value as an item number (`open:3`: ASCII digits only, so `+1` or ` 1` is not item 1), or a typed error
    /// saying what the event takes.
    public func itemNumber(feature: String) throws(FeatureError) -> Int {
        guard let value, !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(value)
        else {
            throw .invalidEventValue(feature: feature, event: self, expected: "an item number (0, 1, 2…)")
        }
        return number
    }

    /// The value as an identifier (`favourite:123`), or a typed error saying what the event takes.
    public func identifier(feature: String, of what: String) throws(FeatureError) -> Int {
        guard let value, !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(value)
        else {
            throw .invalidEventValue(feature: feature, event: self, expected: "the id of \(what)")
        }
        return number
    }

    /// The value as one of an enumeration's cases (`timeframe:week`), or a typed error listing them.
    public func choice<Choice: RawRepresentable & CaseIterable>(feature: String, of _: Choice.Type)
        throws(FeatureError) -> Choice where Choice.RawValue == String
    {
        guard let choice = value.flatMap(Choice.init(rawValue:)) else {
            throw .invalidEvent(feature: feature, event: self, expected: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// Throws unless the event has no value (`back`, not `back:1`).
    public func noValue(feature: String) throws(FeatureError) {
        if let value, !value.isEmpty {
            throw .invalidEventValue(feature: feature, event: self, expected: "no value")
        }
    }
}
