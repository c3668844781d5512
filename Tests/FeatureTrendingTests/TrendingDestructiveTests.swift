import FeatureKit
import FeatureTestSupport
import FeatureTrending
import Foundation
import Networking
import Testing

/// Issue #43: Delete is a destructive action, drawn in iOS's accessible red (not the tint), which keeps WCAG AA on
/// its ground in light and dark.
@Suite struct TrendingDestructiveTests {
    @Test(arguments: [Appearance.light, .dark])
    func deleteIsRedAndReadable(appearance: Appearance) async throws {
        let now = try instant("2026-11-20T09:00:00Z")
        let context = FeatureContext(
            client: HTTPClient(configuration: .init(transport: TrendingFixtures.transport(now: { now }), retry: .none)),
            measurer: EstimatedTextMeasurer(),
            now: { now }
        )
        let traits = ScreenTraits(appearance: appearance)
        let device = try #require(DeviceProfile.named("iphone-15"))
        let cell = try await StoryMatrix.render(
            TrendingFeature(),
            story: "favourites",
            on: device,
            .portrait,
            traits: traits,
            context: context
        )
        let buttons = cell.document.allItems.filter { $0.id.hasPrefix("delete-") }
        #expect(!buttons.isEmpty, "the favourites story shows Delete buttons")
        for button in buttons {
            for case .text(let run) in button.parts {
                #expect(run.color == traits.palette.destructive, "\(button.id): \(run.color)")
                let ratio = ScreenColor.contrast(
                    try #require(ScreenColor(hex: run.color)),
                    try #require(ScreenColor(hex: traits.palette.background))
                )
                #expect(ratio >= 4.5, "\(button.id): \(run.color) on \(traits.palette.background) is \(ratio):1")
            }
        }
    }
}
