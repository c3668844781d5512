public import FeatureKit

/// What the specials screen takes: the layout attaches these as actions and ``SpecialsScreenModel`` reduces them.
public enum SpecialsEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry

    public static let names = ["appear", "refresh", "retry"]

    public init?(_ event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "appear": self = .appear
        case "refresh": self = .refresh
        case "retry": self = .retry
        default: return nil
        }
    }

    public var screenEvent: ScreenEvent {
        switch self {
        case .appear: ScreenEvent("appear")
        case .refresh: ScreenEvent("refresh")
        case .retry: ScreenEvent("retry")
        }
    }

    public var replacesEarlierOfItsKind: Bool { false }
}
