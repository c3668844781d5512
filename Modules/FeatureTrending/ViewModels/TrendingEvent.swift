public import FeatureKit

/// What the trending screens take: the layout attaches these as actions and ``TrendingScreenModel`` reduces them.
public enum TrendingEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry
    case timeframe(Timeframe)
    /// Filters the loaded list (empty: no filter).
    case search(String)
    /// Scrolled to the end: the next page.
    case loadMore
    /// Row N of the visible tab.
    case open(Int)
    case back
    case tab(TrendingScreenModel.Tab)
    /// Toggles a repository's favourite mark; nil: the open repository.
    case favourite(Int?)
    case deleteFavourite(Int)

    public static let plainEvents: [(name: String, event: TrendingEvent)] = [
        ("appear", .appear), ("refresh", .refresh), ("retry", .retry), ("load-more", .loadMore), ("back", .back),
    ]
    public static let valuedNames = ["timeframe", "search", "open", "tab", "favourite", "delete-favourite"]

    public init?(valued event: ScreenEvent, feature: String) throws(FeatureError) {
        switch event.name {
        case "timeframe": self = .timeframe(try event.choice(feature: feature, of: Timeframe.self))
        case "search": self = .search(event.value ?? "")
        case "open": self = .open(try event.itemNumber(feature: feature))
        case "tab": self = .tab(try event.choice(feature: feature, of: TrendingScreenModel.Tab.self))
        case "favourite":
            let given = event.value.map { !$0.isEmpty } ?? false
            self = .favourite(given ? try event.identifier(feature: feature, of: "a loaded repository") : nil)
        case "delete-favourite":
            self = .deleteFavourite(try event.identifier(feature: feature, of: "a repository in the favourites"))
        default: return nil
        }
    }

    public var valuedForm: ScreenEvent? {
        switch self {
        case .timeframe(let timeframe): ScreenEvent("timeframe", timeframe.rawValue)
        case .search(let query): ScreenEvent("search", query)
        case .open(let index): ScreenEvent("open", String(index))
        case .tab(let tab): ScreenEvent("tab", tab.rawValue)
        case .favourite(let id): ScreenEvent("favourite", id.map(String.init))
        case .deleteFavourite(let id): ScreenEvent("delete-favourite", String(id))
        case .appear, .refresh, .retry, .loadMore, .back: nil
        }
    }

    /// A timeframe, a tab or a search replaces the previous one of its kind.
    public var replacesEarlierOfItsKind: Bool {
        switch self {
        case .timeframe, .tab, .search: true
        default: false
        }
    }

    /// `back` right after `open` closes that repository.
    public func undoes(_ earlier: TrendingEvent) -> Bool {
        if case .back = self, case .open = earlier { return true }
        return false
    }
}
