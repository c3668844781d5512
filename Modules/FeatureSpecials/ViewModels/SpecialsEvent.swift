public import FeatureKit

/// What the specials screen takes: the layout attaches these as actions and ``SpecialsScreenModel`` reduces them.
public enum SpecialsEvent: ScreenEventType {
    /// The first load.
    case appear
    case refresh
    case retry

    public static let plainEvents: [(name: String, event: SpecialsEvent)] = [
        ("appear", .appear), ("refresh", .refresh), ("retry", .retry),
    ]
    public static let valuedNames: [String] = []

    /// Every specials event is plain.
    public init?(valued event: ScreenEvent, feature: String) throws(FeatureError) { nil }

    public var valuedForm: ScreenEvent? { nil }

    public var replacesEarlierOfItsKind: Bool { false }
}
