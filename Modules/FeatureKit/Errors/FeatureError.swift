public import Networking

/// Why a feature could not load or lay out.
public enum FeatureError: Error, CustomStringConvertible, Sendable, Equatable {
    case network(NetworkingError)
    /// The data loaded but is unusable as a whole; `cause` says where and why, as a typed value.
    case invalidData(feature: String, cause: any FeatureDataIssue)
    /// A screen the feature does not have.
    case unknownScreen(feature: String, screen: String, available: [String])
    /// An item index out of range.
    case unknownItem(feature: String, index: Int, count: Int)
    /// A story the feature does not have.
    case unknownStory(feature: String, story: String, available: [String])
    /// An event the feature's screens do not take.
    case unknownEvent(feature: String, event: String, available: [String])
    /// An event whose value is not one the feature takes.
    case invalidEvent(feature: String, event: ScreenEvent, expected: [String])

    public var description: String {
        switch self {
        case .network(let error):
            "\(error)"
        case .invalidData(let feature, let cause):
            "\(feature): unusable data: \(cause)."
        case .unknownScreen(let feature, let screen, let available):
            "\(feature) has no screen \"\(screen)\"; choose one of \(available.joined(separator: ", "))."
        case .unknownItem(let feature, let index, let count):
            "\(feature): no item \(index); there are \(count) (0–\(max(0, count - 1)))."
        case .unknownStory(let feature, let story, let available):
            "\(feature) has no story \"\(story)\"; choose one of \(available.joined(separator: ", "))."
        case .unknownEvent(let feature, let event, let available):
            "\(feature) takes no event \"\(event)\"; it takes \(available.joined(separator: ", "))."
        case .invalidEvent(let feature, let event, let expected):
            "\(feature): event \"\(event)\" needs a value: \(expected.joined(separator: ", "))."
        }
    }

    public static func == (lhs: FeatureError, rhs: FeatureError) -> Bool {
        switch (lhs, rhs) {
        case (.network(let left), .network(let right)):
            left == right
        case (.invalidData(let leftFeature, let left), .invalidData(let rightFeature, let right)):
            leftFeature == rightFeature && left.isEqual(to: right)
        case (.unknownScreen(let a, let b, let c), .unknownScreen(let d, let e, let f)):
            a == d && b == e && c == f
        case (.unknownItem(let a, let b, let c), .unknownItem(let d, let e, let f)):
            a == d && b == e && c == f
        case (.unknownStory(let a, let b, let c), .unknownStory(let d, let e, let f)):
            a == d && b == e && c == f
        case (.unknownEvent(let a, let b, let c), .unknownEvent(let d, let e, let f)):
            a == d && b == e && c == f
        case (.invalidEvent(let a, let b, let c), .invalidEvent(let d, let e, let f)):
            a == d && b == e && c == f
        default:
            false
        }
    }
}
