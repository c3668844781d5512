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
        /// The variant the screen was laid out for.
        public var textSize: ContentSizeCategory
        public var appearance: Appearance
        public var direction: LayoutDirection
        public var rule: ScreenViolation.Rule
        public var item: String?
        public var measured: Double?
        public var limit: Double?
        public var message: String

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

    /// Audits `stories` of `feature` on `devices` × `orientations` × `traits`; `visit` sees every document laid out
    /// and its findings (to render the ones that have some). Each story's live screen is made once and laid out for
    /// every device, orientation and variant (its data loads once).
    public static func run(
        _ feature: any CatalogFeature,
        context: FeatureContext,
        stories: [String],
        devices: [DeviceProfile] = DeviceProfile.all,
        orientations: [ScreenOrientation] = ScreenOrientation.allCases,
        traits: [ScreenTraits] = [.standard],
        visit: (LayoutDocument, [Finding]) async throws -> Void = { _, _ in }
    ) async rethrows -> Report {
        var report = Report(feature: feature.name, screensChecked: 0, findings: [])
        for story in stories {
            func finding(
                _ violation: ScreenViolation,
                _ device: String,
                _ orientation: ScreenOrientation,
                _ variant: ScreenTraits
            ) -> Finding {
                Finding(
                    feature: feature.name,
                    story: story,
                    device: device,
                    orientation: orientation,
                    textSize: variant.textSize,
                    appearance: variant.appearance,
                    direction: variant.direction,
                    rule: violation.rule,
                    item: violation.item,
                    measured: violation.measured,
                    limit: violation.limit,
                    message: violation.description
                )
            }
            let live: LiveScreen
            do {
                live = try await feature.liveScreen(story: story, context: context)
            } catch {
                // Every screen of the story counts as checked and failed: none could be laid out.
                for variant in traits {
                    for device in devices {
                        for orientation in orientations {
                            report.screensChecked += 1
                            report.findings.append(
                                finding(.init(.renderFailed, item: nil, "\(error)"), device.name, orientation, variant)
                            )
                        }
                    }
                }
                continue
            }
            for variant in traits {
                var documents: [LayoutDocument] = []
                for device in devices {
                    for orientation in orientations {
                        report.screensChecked += 1
                        // Layout is synchronous work: let other tasks on the cooperative pool run between screens.
                        await Task.yield()
                        let document: LayoutDocument
                        do {
                            document = try await live.document(
                                device: device,
                                orientation: orientation,
                                traits: variant,
                                context: context
                            )
                        } catch {
                            report.findings.append(
                                finding(.init(.renderFailed, item: nil, "\(error)"), device.name, orientation, variant)
                            )
                            continue
                        }
                        documents.append(document)
                        let found = ScreenCheck.allViolations(in: document, measurer: context.measurer).map {
                            finding($0, device.name, orientation, variant)
                        }
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
                    report.findings.append(finding(violation, document.device.name, document.orientation, variant))
                }
            }
        }
        return report
    }
}
