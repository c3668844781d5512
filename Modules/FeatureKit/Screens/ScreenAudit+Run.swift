import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls

extension ScreenAudit {
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
