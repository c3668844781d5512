public import FeatureKit

/// What the recipes screens take: the layout attaches these as actions and ``RecipesScreenModel`` reduces them.
public enum RecipesEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry
    /// The N-th recipe in list order (Popular, then Other).
    case open(Int)
    /// The open detail's link, in the in-app browser.
    case openLink
    case back

    public static let names = ["appear", "refresh", "retry", "open", "open-link", "back"]

    public init?(_ event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "appear": self = .appear
        case "refresh": self = .refresh
        case "retry": self = .retry
        case "open": self = .open(try event.itemNumber(feature: feature))
        case "open-link": self = .openLink
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
        case .openLink: ScreenEvent("open-link")
        case .back: ScreenEvent("back")
        }
    }

    public var replacesEarlierOfItsKind: Bool { false }
}
