import CatalogFeatures
import FeatureKit
import Foundation
import Networking
import ScreenReview
import Testing
import TextEngine

/// The document of every story of every feature on two devices (iPhone 15 portrait, iPad 10 landscape), as
/// `catalog-tool layout` writes it, committed under `References/`: a layout change shows up in review as a JSON diff,
/// and here as a failure whose message is the structural diff. Record with
/// `CATALOG_RECORD=1 swift test --filter '^StoryRenderingTests\.ReferenceDocumentTests'`; a run that records fails,
/// so that recording can never pass for a check.
@Suite struct ReferenceDocumentTests {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "References")
    static let devices: [(String, ScreenOrientation)] = [("iphone-15", .portrait), ("ipad-10", .landscape)]
    /// The bundled data's moment (2026-11-20T09:00:00Z), the clock the tool gives features with bundled data.
    static let now = FeatureContext.bundledDataMoment

    static func features() throws -> [(feature: any CatalogFeature, context: FeatureContext)] {
        let measurer = try TextMeasurer()
        return FeatureRegistry.all.map { feature in
            (feature, FeatureRegistry.bundledContext(for: feature, measurer: measurer, now: { Self.now }))
        }
    }

    @Test(arguments: FeatureRegistry.names)
    func everyStoryMatchesItsReference(featureName: String) async throws {
        let (feature, context) = try #require(try Self.features().first { $0.feature.name == featureName })
        let record = ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1"
        var checked = 0
        for story in feature.stories {
            for (deviceName, orientation) in Self.devices {
                let device = try #require(DeviceProfile.named(deviceName))
                let document = try await feature.screen(
                    ScreenRequest(device: device, orientation: orientation, story: story.name),
                    context: context
                )
                let json = try document.jsonData()
                let file = Self.directory.appending(
                    path: "\(featureName)-\(story.name)-\(deviceName)-\(orientation.rawValue).json"
                )
                checked += 1
                if record {
                    try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
                    try json.write(to: file)
                    continue
                }
                guard let expected = try? Data(contentsOf: file) else {
                    Issue.record("no reference \(file.lastPathComponent); record with CATALOG_RECORD=1")
                    continue
                }
                guard json != expected else { continue }
                // Both as JSON has them (values rounded to 1/100 pt), so only what the files differ in is named.
                let reference = try JSONDecoder().decode(LayoutDocument.self, from: expected)
                let current = try JSONDecoder().decode(LayoutDocument.self, from: json)
                let changes = LayoutDiff.changes(from: reference, to: current)
                Issue.record(
                    """
                    \(file.lastPathComponent) changed (\(changes.count) changes):
                    \(changes.prefix(20).map { "  \($0)" }.joined(separator: "\n"))
                    """
                )
            }
        }
        #expect(checked == feature.stories.count * Self.devices.count)
        if record { Issue.record("recorded \(checked) references of \(featureName); run again without CATALOG_RECORD") }
    }

    @Test func theStructuralDiffNamesWhatHappened() async throws {
        let (feature, context) = try #require(try Self.features().first)
        let device = try #require(DeviceProfile.named("iphone-15"))
        let before = try await feature.screen(ScreenRequest(device: device), context: context)
        var after = before
        // A longer title, a colour change and a removed item, made here.
        let titled = try #require(after.sections.indices.first { !after.sections[$0].items.isEmpty })
        let first = after.sections[titled].items[0]
        after.sections[titled].items.removeFirst()
        after.sections[titled].items[0].frame.y += 12
        let changes = LayoutDiff.changes(from: before, to: after)
        #expect(
            changes.contains(
                LayoutChange(item: first.id, change: .removed, before: changes.first { $0.item == first.id }?.before)
            )
        )
        let moved = after.sections[titled].items[0].id
        #expect(
            changes.contains { $0.item == moved && $0.change == .moved && ($0.after ?? "").hasSuffix("by 0, 12 pt") }
        )
        #expect(LayoutDiff.changes(from: before, to: before).isEmpty)
    }
}
