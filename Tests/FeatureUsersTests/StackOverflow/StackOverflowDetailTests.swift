import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension StackOverflowSuites {
    /// Issue #43: the detail is a designed profile page, not a bare stack of text: a band of the brief's colour
    /// (wagColor) with the avatar on its edge, the name and type, the reputation and each badge count as a tile, the
    /// location and a profile link named in words; in a readable column on a tablet.
    @Suite struct StackOverflowDetailTests {
        @Test(arguments: ["iphone-se", "iphone-15", "ipad-pro-13"])
        func theDetailIsAProfilePage(deviceName: String) async throws {
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: StackOverflowFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            let device = try #require(DeviceProfile.named(deviceName))
            let document = try await StackOverflowFeature().screen(
                ScreenRequest(
                    device: device,
                    orientation: .portrait,
                    story: "loaded",
                    events: [ScreenEvent("open", "0")]
                ),
                context: context
            )
            #expect(ScreenCheck.violations(in: document).isEmpty)
            let detail = try #require(document.items(ofKind: .stackOverflowDetail).first)
            let palette = Palette(.light)
            var texts: [String] = []
            var band: Rect?
            var dots = 0
            var tiles = 0
            for part in detail.parts {
                switch part {
                case .shape(let shape) where shape.fill == palette.stackOverflowBrand: band = shape.frame
                case .shape(let shape) where shape.kind == .circle && shape.frame.width <= 16: dots += 1
                case .shape(let shape) where shape.fill == palette.fieldBackground: tiles += 1
                case .text(let run): texts.append(run.text)
                default: break
                }
            }
            let brand = try #require(band, "a band of the brief's colour")
            #expect(
                detail.parts.contains { if case .image(let slot) = $0 { slot.frame.minY < brand.maxY } else { false } }
            )
            for word in [
                "Jon Skeet", "Registered", "942.3k", "Reputation", "545", "Gold", "6,906", "Silver", "7,741", "Bronze",
            ] {
                #expect(texts.contains(word), "\(word) in \(texts)")
            }
            #expect(tiles == 4 && dots == 3, "four stat tiles, a dot for each badge colour")
            let link = try #require(document.item("profile-link"))
            #expect(link.href?.contains("stackoverflow.com/users/22656") == true)
            // Every text run sits off the brand colour (2.5:1 under white text): the band is decoration.
            for case .text(let run) in detail.parts { #expect(!run.frame.intersects(brand), "\(run.text) on the band") }
            // A readable column on a wide screen.
            let column =
                texts.isEmpty
                ? 0
                : detail.parts.compactMap { part -> Double? in
                    if case .text(let run) = part { return run.frame.width }
                    return nil
                }.max() ?? 0
            #expect(column <= 560)
        }
    }
}
