import CatalogFeatures
import FeatureKit
import Foundation
import Networking
import Testing

/// Every feature with the real text stack (HarfBuzz and FreeType, as `audit` measures): every story at Large,
/// xxxLarge and AX5, and the stories the audit checks at every size (``Story/auditsEveryTextSize``) at all twelve text sizes, on the smallest phone,
/// a phone in landscape and a tablet both ways, keeps every rule of ``ScreenCheck/allViolations(in:measurer:)``.
@Suite struct TextSizeRuleTests {
    static let screens: [(String, ScreenOrientation)] = [
        ("iphone-se", .portrait), ("iphone-15", .landscape), ("ipad-10", .portrait), ("ipad-10", .landscape),
    ]
    static let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// The violations of `story` at each of `sizes` on each of ``screens``, one line each.
    func violations(
        of featureName: String,
        stories: (any CatalogFeature) -> [String],
        sizes: [ContentSizeCategory]
    ) async throws -> [String] {
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        var found: [String] = []
        for story in stories(feature) {
            for size in sizes {
                for (name, orientation) in Self.screens {
                    let device = try #require(DeviceProfile.named(name))
                    let request = ScreenRequest(
                        device: device,
                        orientation: orientation,
                        story: story,
                        traits: ScreenTraits(textSize: size)
                    )
                    let document = try await feature.screen(request, context: context)
                    found += ScreenCheck.allViolations(in: document, measurer: context.measurer).map {
                        "\(story) at \(size.rawValue) on \(name) \(orientation.rawValue): \($0)"
                    }
                }
            }
        }
        return found
    }

    @Test(arguments: FeatureRegistry.names)
    func everyStoryKeepsEveryRuleAtLargeXXXLargeAndAX5(featureName: String) async throws {
        let found = try await violations(of: featureName, stories: { $0.stories.map(\.name) }, sizes: Self.sizes)
        #expect(found == [], "\(found.count) violations")
    }

    @Test(arguments: FeatureRegistry.names)
    func theLoadedStoryKeepsEveryRuleAtEveryTextSize(featureName: String) async throws {
        let found = try await violations(
            of: featureName,
            stories: { $0.stories.filter(\.auditsEveryTextSize).map(\.name) },
            sizes: ContentSizeCategory.allCases
        )
        #expect(found == [], "\(found.count) violations")
    }
}
