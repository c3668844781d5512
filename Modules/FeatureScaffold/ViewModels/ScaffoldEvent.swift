public import FeatureKit

/// What the Scaffold screens take: the layout attaches these as actions and ``ScaffoldScreenModel`` reduces them.
public enum ScaffoldEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry
    /// Opens item N's detail.
    case open(Int)
    /// Back to the list.
    case back

    public static let plainEvents: [(name: String, event: ScaffoldEvent)] = [
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

    /// Opening an item replaces the previous one.
    public var replacesEarlierOfItsKind: Bool {
        if case .open = self { return true }
        return false
    }

    /// `back` right after `open` closes that detail.
    public func undoes(_ earlier: ScaffoldEvent) -> Bool {
        if case .back = self, case .open = earlier { return true }
        return false
    }
}
