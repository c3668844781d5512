import CatalogFeatures
import FeatureKit
import Foundation
import Testing
import TextEngine

/// Every story of every feature laid out in dark on every device in both orientations (iPhone SE to iPad Pro) keeps
/// every rule (contrast measured on the dark page), has a dark page, and draws no colour that only the light palette
/// has (a colour some layout kept from before dark existed).
@Suite struct DarkAppearanceTests {

    /// Colours of the light palette that the dark one does not have.
    static let lightOnly: Set<String> = {
        let mirror = { (palette: Palette) in
            Set(
                Mirror(reflecting: palette).children.flatMap { child -> [String] in
                    (child.value as? String).map { [$0] } ?? (child.value as? [String]) ?? []
                }
            )
        }
        return mirror(.light).subtracting(mirror(.dark))
    }()

    /// Every colour a document draws: fills, text and the page.
    static func colors(of document: LayoutDocument) -> Set<String> {
        var colors = Set(document.background.map { [$0] } ?? [])
        for part in document.allItems.flatMap(\.parts) {
            switch part {
            case .shape(let shape): colors.insert(shape.fill)
            case .text(let run): colors.insert(run.color)
            case .image: continue
            }
        }
        return colors
    }

    @Test(arguments: FeatureRegistry.names)
    func everyStoryInDarkKeepsEveryRule(featureName: String) async throws {
        #expect(Self.lightOnly.contains(Palette.light.barBackground) && !Self.lightOnly.contains(Palette.dark.label))
        let (feature, context) = try #require(
            try ReferenceDocumentTests.features().first { $0.feature.name == featureName }
        )
        let measurer = try TextMeasurer()
        let traits = ScreenTraits(appearance: .dark)
        for story in feature.stories {
            for device in DeviceProfile.all {
                for orientation in ScreenOrientation.allCases {
                    let request = ScreenRequest(
                        device: device,
                        orientation: orientation,
                        story: story.name,
                        traits: traits
                    )
                    let document = try await feature.screen(request, context: context)
                    let label = "\(featureName)/\(story.name) \(device.name) \(orientation.rawValue)"
                    #expect(document.traits == traits, "\(label)")
                    let page = try #require(ScreenColor(hex: document.background ?? "#FFFFFF"))
                    #expect(page.luminance < 0.01, "\(label): page \(document.background ?? "white")")
                    let kept = Self.colors(of: document).intersection(Self.lightOnly)
                    #expect(kept.isEmpty, "\(label) draws light colours \(kept.sorted())")
                    let violations = ScreenCheck.allViolations(in: document, measurer: measurer)
                    #expect(violations.isEmpty, "\(label): \(violations.prefix(5).map(\.description))")
                }
            }
        }
    }
}
