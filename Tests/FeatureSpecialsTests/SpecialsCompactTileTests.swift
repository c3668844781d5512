import FeatureKit
import FeatureTestSupport
import Foundation
import Testing

@testable import FeatureSpecials

/// The seed's smallest tiles (3 × 3 units, about 62 pt cards on an iPhone SE) show a picture a person recognises,
/// the price and as much of the name as one line holds, instead of a 15-pt picture over "Blue / Diamo…".
@Suite struct SpecialsCompactTileTests {
    @Test(arguments: ["iphone-se", "iphone-15"])
    func theSmallestTilesShowARecognisablePictureThePriceAndTheName(deviceName: String) throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let document = SpecialsLayout(measurer: EstimatedTextMeasurer())
            .document(for: try Fixtures.realFeed(), request: LayoutRequest(device: device))
        let small = document.items(ofKind: SpecialsLayout.tileKind).filter {
            max($0.frame.width, $0.frame.height) < SpecialsLayout.compactCardSide
        }
        #expect(small.count == 3, "the three Blue Diamond tiles")
        var pictures: Set<String> = []
        for tile in small {
            var picture: LayoutPart.ImageSlot?
            var runs: [LayoutPart.TextRun] = []
            for part in tile.parts {
                if case .image(let slot) = part { picture = slot }
                if case .text(let run) = part { runs.append(run) }
            }
            let slot = try #require(picture, "\(tile.id) has a picture")
            #expect(slot.frame.width >= SpecialsLayout.minimumCompactPictureSide, "\(tile.id): \(slot.frame)")
            pictures.insert(slot.url ?? "")
            let price = try #require(runs.first { $0.style == SpecialsLayout.priceStyle })
            #expect(price.fontSize >= SpecialsLayout.minimumPriceSize && price.lines == [price.text])
            let name = try #require(runs.first { $0.style == SpecialsLayout.nameStyle && !$0.strikethrough })
            #expect(name.lines.joined(separator: " ").hasPrefix("Blue Di"), "more than the first word: \(name.lines)")
            for run in runs { #expect(tile.frame.contains(run.frame), "\(tile.id): \(run.text)") }
        }
        #expect(pictures.count >= 2, "the almonds and the nut thins look different")
    }
}
