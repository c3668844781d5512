import Foundation
public import LayoutKit

/// Runs every rule of ``ScreenCheck`` over a feature's stories on devices and orientations, in process and on
/// documents only: what `catalog-tool audit` prints and what the suite asserts is empty.
///
/// ```swift
/// let report = await ScreenAudit.run(feature, context: context, stories: feature.stories.map(\.name))
/// print(report.findings.count)
/// ```
public enum ScreenAudit {
    /// One violation on one screen.
    public struct Finding: Sendable, Hashable, Codable {
        public var feature: String
        public var story: String
        public var device: String
        public var orientation: ScreenOrientation
        /// The variant the screen was laid out for.
        public var textSize: ContentSizeCategory
        public var appearance: Appearance
        public var direction: LayoutDirection
        public var rule: ScreenViolation.Rule
        public var item: String?
        public var measured: Double?
        public var limit: Double?
        public var message: String

        /// Creates a finding.
        public init(
            feature: String,
            story: String,
            device: String,
            orientation: ScreenOrientation,
            textSize: ContentSizeCategory,
            appearance: Appearance,
            direction: LayoutDirection,
            rule: ScreenViolation.Rule,
            item: String?,
            measured: Double?,
            limit: Double?,
            message: String
        ) {
            self.feature = feature
            self.story = story
            self.device = device
            self.orientation = orientation
            self.textSize = textSize
            self.appearance = appearance
            self.direction = direction
            self.rule = rule
            self.item = item
            self.measured = measured
            self.limit = limit
            self.message = message
        }

        /// The variant as traits.
        public var traits: ScreenTraits {
            ScreenTraits(textSize: textSize, appearance: appearance, direction: direction)
        }

        /// The screen it was found on, as `feature/story device orientation`, then the variant when it is not the
        /// standard one (`ax5 dark rtl`).
        public var screen: String {
            let base = "\(feature)/\(story) \(device) \(orientation.rawValue)"
            guard traits != .standard else { return base }
            return base + " \(textSize.rawValue) \(appearance.rawValue) \(direction.rawValue)"
        }
    }

    /// What an audit of one feature found.
    public struct Report: Sendable {
        public var feature: String
        /// The screens laid out and checked (a screen that failed to lay out counts, with its finding).
        public var screensChecked: Int
        public var findings: [Finding]

        /// Creates a report.
        public init(feature: String, screensChecked: Int, findings: [Finding]) {
            self.feature = feature
            self.screensChecked = screensChecked
            self.findings = findings
        }
    }
}
