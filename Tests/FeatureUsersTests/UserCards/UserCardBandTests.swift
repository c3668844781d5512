import FeatureKit
import FeatureTestSupport
import FeatureUsers
import Foundation
import Networking
import Testing

extension UserCardsSuites {
    /// Issue #43: the band across a user card is one smooth gradient from the palette's cyan to its violet, not a row of
    /// flat strips (there were 24, visible as bands on a tablet).
    @Suite struct UserCardBandTests {
        @Test(arguments: ["iphone-se", "ipad-10"])
        func theBandIsAGradientNotStrips(deviceName: String) async throws {
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            let device = try #require(DeviceProfile.named(deviceName))
            let document = try await UsersFeature().layout(LayoutRequest(device: device), context: context)
            let palette = Palette(.light)
            for card in document.items(ofKind: .userCard) {
                let shapes = card.parts.compactMap { part -> LayoutPart.Shape? in
                    if case .shape(let shape) = part { return shape }
                    return nil
                }
                let gradients = shapes.filter { $0.gradient != nil }
                #expect(!gradients.isEmpty, "\(card.id): a gradient band")
                for band in gradients {
                    #expect(band.gradient?.colors == [palette.userBandStart, palette.userBandEnd])
                    #expect(abs(band.frame.width - card.frame.width) < 0.01, "\(card.id): across the whole card")
                }
                // No strip of one colour across the band (the avatar's ring is a circle).
                let band = gradients.map(\.frame.maxY).max() ?? card.frame.minY
                let strips = shapes.filter {
                    $0.kind == .roundedRect && $0.gradient == nil && $0.frame.maxY <= band + 0.01
                }
                #expect(strips.isEmpty, "\(card.id): \(strips.count) flat fills within the band")
            }
        }

        /// The ring round each avatar is light on the bright band in every appearance (dark drew it black, #1C1C1E, a
        /// hole in the band), and it is the same colour in light and dark, as the band is.
        @Test(arguments: [Appearance.light, .dark])
        func theAvatarRingIsLightOnTheBand(appearance: Appearance) async throws {
            let context = FeatureContext(
                client: HTTPClient(configuration: .init(transport: UsersFixtures.transport(), retry: .none)),
                measurer: EstimatedTextMeasurer()
            )
            let device = try #require(DeviceProfile.named("iphone-15"))
            let cell = try await StoryMatrix.render(
                UsersFeature(),
                story: "loaded",
                on: device,
                .portrait,
                traits: ScreenTraits(appearance: appearance),
                context: context
            )
            let palette = Palette(appearance)
            let cards = cell.document.items(ofKind: .userCard)
            #expect(!cards.isEmpty)
            for card in cards {
                let rings = card.parts.compactMap { part -> LayoutPart.Shape? in
                    if case .shape(let shape) = part, shape.kind == .circle { return shape }
                    return nil
                }
                let ring = try #require(rings.first, "\(card.id): a ring")
                #expect(ring.fill == Palette.light.userAvatarRing, "\(card.id) in \(appearance): \(ring.fill)")
                #expect(
                    ring.fill != palette.elevatedBackground || appearance == .light,
                    "\(card.id): not the card's fill"
                )
                #expect(ring.fill.uppercased() == "#FFFFFF", "\(card.id) in \(appearance): a white ring")
            }
        }
    }
}
