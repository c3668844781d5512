import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// Why a feature could not load or lay out.
public enum FeatureError: Error, CustomStringConvertible, Sendable, Equatable {
    case network(NetworkingError)
    /// The data loaded but is unusable as a whole; `cause` says where and why, as a typed value.
    case invalidData(feature: String, cause: any FeatureDataIssue)
    /// A screen the feature does not have.
    case unknownScreen(feature: String, screen: String, available: [String])
    /// A story the feature does not have.
    case unknownStory(feature: String, story: String, available: [String])
    /// An event the feature's screens do not take.
    case unknownEvent(feature: String, event: String, available: [String])
    /// An event whose value is not one the feature takes.
    case invalidEvent(feature: String, event: ScreenEvent, expected: [String])
    /// An event whose value is not of the kind it takes; `expected` says what it takes, in words.
    case invalidEventValue(feature: String, event: ScreenEvent, expected: String)
    /// An event naming an item number the screen does not show.
    case eventItemOutOfRange(feature: String, event: String, index: Int, count: Int)
    /// A `fetch` option the feature's data cannot honour (paging, a query or a variant it does not have).
    case unsupportedFetch(feature: String, reason: String)

    public var description: String {
        switch self {
        case .network(let error):
            "\(error)"
        case .invalidData(let feature, let cause):
            "\(feature): unusable data: \(cause)."
        case .unknownScreen(let feature, let screen, let available):
            "\(feature) has no screen \"\(screen)\"; choose one of \(available.joined(separator: ", "))."
        case .unknownStory(let feature, let story, let available):
            "\(feature) has no story \"\(story)\"; choose one of \(available.joined(separator: ", "))."
        case .unknownEvent(let feature, let event, let available):
            "\(feature) takes no event \"\(event)\"; it takes \(available.joined(separator: ", "))."
        case .invalidEvent(let feature, let event, let expected) where expected.isEmpty:
            "\(feature): \(event.name) takes a value, and there is none it can take now; got \"\(event.value ?? "")\"."
        case .invalidEvent(let feature, let event, let expected):
            "\(feature): \(event.name) takes one of \(expected.joined(separator: ", ")); got \"\(event.value ?? "")\"."
        case .invalidEventValue(let feature, let event, let expected):
            "\(feature): \(event.name) takes \(expected); got \"\(event.value ?? "")\"."
        case .eventItemOutOfRange(let feature, let event, let index, let count) where count == 0:
            "\(feature): \(event) takes an item number, and the screen shows no items; got \(index)."
        case .eventItemOutOfRange(let feature, let event, let index, let count):
            "\(feature): \(event) takes an item number 0–\(count - 1); got \(index)."
        case .unsupportedFetch(let feature, let reason):
            "\(feature) cannot fetch that: \(reason)."
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
        case (.unknownStory(let a, let b, let c), .unknownStory(let d, let e, let f)):
            a == d && b == e && c == f
        case (.unknownEvent(let a, let b, let c), .unknownEvent(let d, let e, let f)):
            a == d && b == e && c == f
        case (.invalidEvent(let a, let b, let c), .invalidEvent(let d, let e, let f)):
            a == d && b == e && c == f
        case (.invalidEventValue(let a, let b, let c), .invalidEventValue(let d, let e, let f)):
            a == d && b == e && c == f
        case (.eventItemOutOfRange(let a, let b, let c, let g), .eventItemOutOfRange(let d, let e, let f, let h)):
            a == d && b == e && c == f && g == h
        case (.unsupportedFetch(let a, let b), .unsupportedFetch(let c, let d)):
            a == c && b == d
        default:
            false
        }
    }
}
