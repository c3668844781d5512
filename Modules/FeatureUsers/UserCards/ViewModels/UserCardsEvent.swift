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

    public static let plainEvents: [(name: String, event: UserCardsEvent)] = [
        ("appear", .appear), ("refresh", .refresh), ("retry", .retry), ("back", .back),
    ]
    public static let valuedNames = ["open"]

    public init?(valued event: ScreenEvent, feature: String) throws(FeatureError) {
        guard event.name == "open" else { return nil }
        self = .open(try event.itemNumber(feature: feature))
    }

    public var valuedForm: ScreenEvent? {
        if case .open(let index) = self { ScreenEvent("open", String(index)) } else { nil }
    }

    /// Selecting a card replaces the previous selection; `back` clears it.
    public var replacesEarlierOfItsKind: Bool {
        if case .open = self { return true }
        return false
    }

    /// `back` right after `open` closes that card.
    public func undoes(_ earlier: UserCardsEvent) -> Bool {
        if case .back = self, case .open = earlier { return true }
        return false
    }
}
