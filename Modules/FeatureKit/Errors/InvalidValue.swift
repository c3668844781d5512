import LayoutKit
import ScreenChecks
import ScreenControls

/// A value that decodes but cannot be used, e.g. a `canvasUnit` of 0.
public struct InvalidValue: FeatureDataIssue, Equatable {
    /// The key at fault.
    public var key: String
    /// What the feature needs there.
    public var expected: String
    /// What the data holds, as the user would write it.
    public var found: String

    /// Creates an issue.
    public init(key: String, expected: String, found: String) {
        self.key = key
        self.expected = expected
        self.found = found
    }

    public var description: String {
        "\(key) must be \(expected), found \(found)"
    }
}
