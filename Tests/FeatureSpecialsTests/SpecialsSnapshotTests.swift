import FeatureKit
import Foundation
import Testing

@testable import FeatureSpecials

/// The real feed's layout as JSON, compared byte for byte with the committed snapshots.
/// Re-record with `CATALOG_RECORD=1 swift test --filter '^FeatureSpecialsTests\.SpecialsSnapshotTests'` (a run that
/// records fails, so that recording can never pass for a check), then look at the diff before committing; render one
/// with `catalog-tool layout --feature specials --device iphone-15 --format png` to look at it.
@Suite struct SpecialsSnapshotTests {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    @Test(arguments: ["iphone-15", "ipad-10"])
    func matchesTheSnapshotGivenTheRealFeed(deviceName: String) async throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let document = try await SpecialsFeature().layout(LayoutRequest(device: device), context: Fixtures.context())
        let json = try document.jsonData()
        let file = Self.directory.appending(path: "specials-list-\(deviceName).json")

        if ProcessInfo.processInfo.environment["CATALOG_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try json.write(to: file)
            Issue.record("recorded \(file.path); run again without CATALOG_RECORD to check it")
            return
        }
        let expected = try Data(contentsOf: file)
        #expect(json == expected, "layout differs from \(file.path); re-record if the change is intended")
    }
}
