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
        default:
            false
        }
    }
}
