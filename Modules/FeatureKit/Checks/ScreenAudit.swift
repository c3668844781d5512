import Foundation

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
        public var rule: ScreenViolation.Rule
        public var item: String?
        public var measured: Double?
        public var limit: Double?
        public var message: String

        /// The screen it was found on, as `feature/story device orientation`.
        public var screen: String { "\(feature)/\(story) \(device) \(orientation.rawValue)" }
    }

    /// What an audit of one feature found.
    public struct Report: Sendable {
        public var feature: String
        /// The screens laid out and checked (a screen that failed to lay out counts, with its finding).
        public var screensChecked: Int
        public var findings: [Finding]
    }

    /// Audits `stories` of `feature` on `devices` × `orientations`; `visit` sees every document laid out and its
    /// findings (to render the ones that have some).
    public static func run(
        _ feature: any CatalogFeature,
        context: FeatureContext,
        stories: [String],
        devices: [DeviceProfile] = DeviceProfile.all,
        orientations: [ScreenOrientation] = ScreenOrientation.allCases,
        visit: (LayoutDocument, [Finding]) async throws -> Void = { _, _ in }
    ) async rethrows -> Report {
        var report = Report(feature: feature.name, screensChecked: 0, findings: [])
        for story in stories {
            var documents: [LayoutDocument] = []
            for device in devices {
                for orientation in orientations {
                    report.screensChecked += 1
                    // Layout is synchronous work: let other tasks on the cooperative pool run between screens.
                    await Task.yield()
                    func finding(_ violation: ScreenViolation) -> Finding {
                        Finding(
                            feature: feature.name,
                            story: story,
                            device: device.name,
                            orientation: orientation,
                            rule: violation.rule,
                            item: violation.item,
                            measured: violation.measured,
                            limit: violation.limit,
                            message: violation.description
                        )
                    }
                    let document: LayoutDocument
                    do {
                        document = try await feature.screen(
                            ScreenRequest(device: device, orientation: orientation, story: story),
                            context: context
                        )
                    } catch {
                        report.findings.append(finding(.init(.renderFailed, item: nil, "\(error)")))
                        continue
                    }
                    documents.append(document)
                    let found = ScreenCheck.allViolations(in: document, measurer: context.measurer).map(finding)
                    report.findings += found
                    try await visit(document, found)
                }
            }
            // One label per item whatever the device: each difference is reported on the screen it appears on.
            for violation in ScreenCheck.labelConsistencyViolations(across: documents) {
                let words = violation.description
                guard
                    let document = documents.first(where: {
                        words.contains("on \($0.device.name) \($0.orientation.rawValue)")
                    })
                else { continue }
                report.findings.append(
                    Finding(
                        feature: feature.name,
                        story: story,
                        device: document.device.name,
                        orientation: document.orientation,
                        rule: violation.rule,
                        item: violation.item,
                        measured: nil,
                        limit: nil,
                        message: words
                    )
                )
            }
        }
        return report
    }
}
