import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// Why a feature's data is unusable, as a typed value that callers can inspect (`cause as? FavoritesError`).
///
/// Each feature's own error types conform; ``FeatureError/invalidData(feature:cause:)`` carries one.
public protocol FeatureDataIssue: Error, Sendable, CustomStringConvertible {
    /// Whether `other` is the same issue; a default exists for `Equatable` conformers.
    func isEqual(to other: any FeatureDataIssue) -> Bool
}

extension FeatureDataIssue where Self: Equatable {
    public func isEqual(to other: any FeatureDataIssue) -> Bool {
        (other as? Self) == self
    }
}

extension DecodingFailure: FeatureDataIssue {}
