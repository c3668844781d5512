import CatalogFeatures
import FeatureKit
import Foundation
import Testing

/// Every story of every feature, on the smallest phone in landscape and a tablet in portrait, in the standard
/// traits and in the largest text, dark and right to left: `jsonData()` (the hand-written writer the gallery, the
/// reference documents and `serve` use) gives the same bytes as `JSONEncoder` on the document's `Codable`
/// conformance. A field added to a layout type and not to the writer fails here on the first story that sets it.
@Suite struct LayoutJSONParityTests {
    static let devices: [(String, ScreenOrientation)] = [("iphone-se", .landscape), ("ipad-pro-13", .portrait)]
    static let traits: [ScreenTraits] = [
        .standard,
        ScreenTraits(textSize: .accessibilityExtraExtraExtraLarge, appearance: .dark, direction: .rightToLeft),
    ]

    @Test(arguments: FeatureRegistry.names)
    func everyStorysDocumentIsWrittenAsJSONEncoderWritesIt(featureName: String) async throws {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        var checked = 0
        for story in feature.stories {
            for (deviceName, orientation) in Self.devices {
                for traits in Self.traits {
                    let device = try #require(DeviceProfile.named(deviceName))
                    let document = try await feature.screen(
                        ScreenRequest(device: device, orientation: orientation, story: story.name, traits: traits),
                        context: context
                    )
                    let written = try document.jsonData()
                    let encoded = try document.encodedData()
                    let same = written == encoded  // a Bool: a failing comparison of two documents prints both whole
                    #expect(same, "\(featureName)/\(story.name) \(deviceName) \(traits.name) differs")
                    checked += 1
                }
            }
        }
        #expect(checked == feature.stories.count * Self.devices.count * Self.traits.count)
    }
}
