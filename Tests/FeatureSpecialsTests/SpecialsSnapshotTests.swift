import FeatureKit
import Foundation
import Testing

@testable import FeatureSpecials

/// The real feed's layout as JSON, compared byte for byte with the committed snapshots.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter '^FeatureSpecialsTests\.SpecialsSnapshotTests'`, then look
/// at the diff before committing. `SNAPSHOT_PNG_DIR=/tmp` also writes the layouts as PNGs there.
@Suite struct SpecialsSnapshotTests {
    static let directory = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Snapshots")

    @Test(arguments: ["iphone-15", "ipad-10"])
    func matchesTheSnapshotGivenTheRealFeed(deviceName: String) async throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let document = try await SpecialsFeature().layout(LayoutRequest(device: device), context: Fixtures.context())
        let json = try LayoutRenderers.json(document)
        let file = Self.directory.appending(path: "specials-list-\(deviceName).json")

        if ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try json.write(to: file)
        }
        if let directory = ProcessInfo.processInfo.environment["SNAPSHOT_PNG_DIR"] {
            // For looking at a layout while changing it; placeholders stand in for images.
            let png = try await LayoutRenderers.png(document, pipeline: nil, measurer: TextMeasurer())
            try png.write(to: URL(filePath: directory).appending(path: "specials-list-\(deviceName).png"))
        }
        let expected = try Data(contentsOf: file)
        #expect(json == expected, "layout differs from \(file.path); re-record if the change is intended")
    }
}
