public import FeatureKit

/// What the Mario cards screen takes: the layout attaches these as actions and ``UserCardsScreenModel`` reduces them.
public enum UserCardsEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry
    /// Selects card N.
    case open(Int)
    /// Deselects.
    case back

    public static let names = ["appear", "refresh", "retry", "open", "back"]

    public init?(_ event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "appear": self = .appear
        case "refresh": self = .refresh
        case "retry": self = .retry
        case "open": self = .open(try event.itemNumber(feature: feature))
        case "back": self = .back
        default: return nil
        }
    }

    public var screenEvent: ScreenEvent {
        switch self {
        case .appear: ScreenEvent("appear")
        case .refresh: ScreenEvent("refresh")
        case .retry: ScreenEvent("retry")
        case .open(let index): ScreenEvent("open", String(index))
        case .back: ScreenEvent("back")
        }
    }

    /// Selecting a card replaces the previous selection; `back` clears it.
    public var replacesEarlierOfItsKind: Bool { false }
}
