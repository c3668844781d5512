import FeatureKit
import FeatureTestSupport
import Foundation
import Testing

@testable import FeatureSpecials

/// The seed's smallest tiles (3 × 3 units, about 62 pt cards on an iPhone SE) keep their price whole and show
/// enough of their names to tell the almonds from the nut thins; the picture and the struck price give way first
/// (issue #55: the compact rule dropped the price and the picture of the three Blue Diamond tiles).
@Suite struct SpecialsSmallTileTests {
    @Test(arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-13"])
    func theSmallestTilesKeepTheirPriceAndTellTheirNamesApart(deviceName: String) throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let feed = try Fixtures.realFeed()
        for orientation in ScreenOrientation.allCases {
            let document = SpecialsLayout(measurer: EstimatedTextMeasurer())
                .document(for: feed, request: LayoutRequest(device: device, orientation: orientation))
            let tiles = document.items(ofKind: SpecialsLayout.tileKind)
            var shownNames: [String: String] = [:]
            for tile in tiles {
                let index = try #require(Int(tile.id.dropFirst("special-".count)))
                let item = SpecialTileViewModel(special: feed.items[index], index: index)
                let runs = tile.parts.compactMap { part -> LayoutPart.TextRun? in
                    if case .text(let run) = part { return run }
                    return nil
                }
                let price = try #require(runs.first { $0.text == item.price && !$0.strikethrough }, "\(tile.id)")
                #expect(price.lines == [item.price] && price.fontSize >= SpecialsLayout.minimumPriceSize)
                let name = try #require(runs.first { $0.text == item.name }, "\(tile.id) draws its name")
                shownNames[item.name] = name.lines.joined(separator: " ")
                for run in runs { #expect(tile.frame.contains(run.frame), "\(tile.id): \(run.text)") }
            }
            // Names that differ in the feed read differently on the screen (the two Nut Thin boxes are one product).
            let almonds = try #require(shownNames["Blue Diamond Almond Roasted Salted 6oz"])
            let nutThins = try #require(shownNames["Blue Diamond Artisan Nut Thin Sesame 4.24oz"])
            #expect(almonds != nutThins, "\(deviceName) \(orientation): \(almonds) | \(nutThins)")
        }
    }

    @Test func aTileGivesUpItsPictureThenItsStruckPriceThenItsNamesLinesButNeverItsPrice() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let phone = try #require(DeviceProfile.named("iphone-15"))
        let name = "Blue Diamond Artisan Nut Thin Sesame 4.24oz and more words"
        func tile(_ width: Int, _ height: Int) throws -> (picture: Bool, prices: [String], name: [String]) {
            let feed = ManagerSpecials(
                canvasUnit: 16,
                items: [Fixtures.special(name, width: width, height: height, price: 1, originalPrice: 2)]
            )
            let document = layout.document(for: feed, request: LayoutRequest(device: phone))
            let parts = try #require(document.items(ofKind: .specialTile).first).parts
            var picture = false
            var prices: [String] = []
            var lines: [String] = []
            for part in parts {
                if case .image = part { picture = true }
                if case .text(let run) = part, run.text == name { lines = run.lines }
                if case .text(let run) = part, run.text != name { prices.append(run.text) }
            }
            return (picture, prices, lines)
        }
        let large = try tile(16, 16)
        #expect(large.picture && large.prices == ["$2.00", "$1.00"] && large.name.last?.hasSuffix("…") == false)
        let tiny = try tile(3, 3)
        #expect(!tiny.picture && tiny.prices == ["$1.00"], "the picture and the struck price went first")
        #expect(tiny.name.count >= 2 && tiny.name.last?.hasSuffix("…") == true, "then the name's last lines")
    }
}
