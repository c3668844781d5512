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
    /// The browser's web view could not load the page: its server cannot be found.
    case pageFailed
    /// The browser's page loads again (its Try Again button).
    case reloadPage
    case back

    public static let plainEvents: [(name: String, event: RecipesEvent)] = [
        ("appear", .appear), ("refresh", .refresh), ("retry", .retry), ("open-link", .openLink),
        ("page-failed", .pageFailed), ("reload-page", .reloadPage), ("back", .back),
    ]
    public static let valuedNames = ["open"]

    public init?(valued event: ScreenEvent, feature: String) throws(FeatureError) {
        guard event.name == "open" else { return nil }
        self = .open(try event.itemNumber(feature: feature))
    }

    public var valuedForm: ScreenEvent? {
        guard case .open(let index) = self else { return nil }
        return ScreenEvent("open", String(index))
    }

    public var replacesEarlierOfItsKind: Bool { false }

    /// `back` closes what the event before it opened: a recipe, or its link in the in-app browser; a reload undoes
    /// the failure before it.
    public func undoes(_ earlier: RecipesEvent) -> Bool {
        switch (self, earlier) {
        case (.back, .open), (.back, .openLink), (.reloadPage, .pageFailed): true
        default: false
        }
    }
}
