import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls

extension ScreenAudit {
    /// Audits `stories` of `feature` on `devices` × `orientations` × `traits`; `visit` sees every document laid out
    /// and its findings (to render the ones that have some). Each story's live screen is made once and laid out for
    /// every device, orientation and variant (its data loads once). Every screen at a size above Large is compared
    /// with the same screen at Large (``ScreenCheck/parityViolations(base:larger:)``); when `traits` hold no larger
    /// size, each screen is also laid out at ``ScreenCheck/paritySizes`` for that comparison alone.
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
            // The screens at Large, by device, orientation, appearance and direction, for the parity rule.
            var bases: [String: LayoutDocument] = [:]
            func base(_ device: DeviceProfile, _ orientation: ScreenOrientation, _ variant: ScreenTraits) async
                -> LayoutDocument?
            {
                var standard = variant
                standard.textSize = .large
                let key = "\(device.name) \(orientation) \(standard.appearance) \(standard.direction)"
                if let known = bases[key] { return known }
                let made = try? await live.document(
                    device: device,
                    orientation: orientation,
                    traits: standard,
                    context: context
                )
                bases[key] = made
                return made
            }
            let compareOnly =
                traits.contains { $0.textSize > .large }
                ? [] : ScreenCheck.paritySizes.map { ScreenTraits(textSize: $0) }
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
                        var violations = ScreenCheck.allViolations(in: document, measurer: context.measurer)
                        if variant.textSize == .large {
                            let key = "\(device.name) \(orientation) \(variant.appearance) \(variant.direction)"
                            bases[key] = document
                        } else if let standard = await base(device, orientation, variant) {
                            violations += ScreenCheck.parityViolations(base: standard, larger: document)
                        }
                        let found = violations.map { finding($0, device.name, orientation, variant) }
                        report.findings += found
                        try await visit(document, found)
                    }
                }
                // The default audit's comparison at larger sizes: laid out for the parity rule only.
                for size in compareOnly where variant.textSize == .large {
                    var larger = variant
                    larger.textSize = size.textSize
                    for device in devices {
                        for orientation in orientations {
                            await Task.yield()
                            guard
                                let standard = await base(device, orientation, variant),
                                let document = try? await live.document(
                                    device: device,
                                    orientation: orientation,
                                    traits: larger,
                                    context: context
                                )
                            else { continue }
                            let found = ScreenCheck.parityViolations(base: standard, larger: document).map {
                                finding($0, device.name, orientation, larger)
                            }
                            report.findings += found
                            if !found.isEmpty { try await visit(document, found) }
                        }
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
