import FeatureKit
import FeatureTestSupport
import FeatureUserCards
import Foundation
import Networking
import Testing

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
}
