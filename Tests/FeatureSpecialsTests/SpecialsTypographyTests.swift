import FeatureKit
import FeatureTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

/// Type on the tiles: a name is cut only when its tile has no line left for it, and type follows the tile's unit, so
/// a tablet tile is a scaled phone tile.
@Suite struct SpecialsTypographyTests {
    struct TileText {
        var name: LayoutPart.TextRun?
        var prices: [LayoutPart.TextRun]
        /// The lowest edge of what is drawn above the name (image and prices), or the card's inner top.
        var aboveName: Double
    }

    static func texts(of tile: LayoutItem) -> TileText {
        var name: LayoutPart.TextRun?
        var prices: [LayoutPart.TextRun] = []
        var above = tile.frame.y
        for part in tile.parts {
            switch part {
            case .text(let run) where run.alignment == .center: name = run
            case .text(let run):
                prices.append(run)
                above = max(above, run.frame.maxY)
            case .image(let slot): above = max(above, slot.frame.maxY)
            case .shape: break
            }
        }
        return TileText(name: name, prices: prices, aboveName: above)
    }

    @Test func aNameIsCutOnlyWhenItsTileHasNoLineLeft() async throws {
        let measurer = EstimatedTextMeasurer()
        let layout = SpecialsLayout(measurer: measurer)
        let feed = try Fixtures.realFeed()
        var cut = 0
        for device in DeviceProfile.all {
            for orientation in ScreenOrientation.allCases {
                let document = layout.document(
                    for: feed,
                    request: LayoutRequest(device: device, orientation: orientation)
                )
                for tile in document.items(ofKind: SpecialsLayout.tileKind) {
                    let text = Self.texts(of: tile)
                    guard let name = text.name, name.lines.last?.hasSuffix(TextMetrics.ellipsis) == true else {
                        continue
                    }
                    cut += 1
                    // One more line at this size would run into the image or prices above it.
                    let lineHeight = measurer.lineHeight(fontSize: name.fontSize)
                    // (The layout keeps a gap of at least 2 pt between the name and what is above it.)
                    #expect(
                        name.frame.minY - lineHeight - 2 < text.aboveName,
                        "\(device.name) \(orientation): \(name.text) is cut with room for another line"
                    )
                    #expect(name.fontSize == SpecialsLayout.minimumFontSize, "shrinks before it is cut")
                }
            }
        }
        // The bundled feed has tiles too small for their names on phones, so the rule is exercised.
        #expect(cut > 0)
    }

    @Test func theNameStaysWhenThePriceGivesWay() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let device = try #require(DeviceProfile.named("iphone-se"))
        // A wide, one-unit-tall tile: room for little.
        let feed = ManagerSpecials(
            canvasUnit: 16,
            items: [Fixtures.special("Organic Romaine Hearts", width: 16, height: 2)]
        )
        let document = layout.document(for: feed, request: LayoutRequest(device: device))
        let text = Self.texts(of: try #require(document.items(ofKind: SpecialsLayout.tileKind).first))
        #expect(text.name != nil, "the name is the last to go")
        #expect(text.prices.count <= 1, "the struck-through price goes first")
    }

    /// Random feeds: on the iPad Pro 13 each tile's type is the iPhone 15's scaled by the ratio of their units,
    /// within the limits (minimum and maximum sizes) and half-point steps.
    @Test(arguments: 0..<12)
    func tabletTypeIsProportionateToTheUnit(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let canvasUnit = [8, 12, 16, 20][Int(random.next() % 4)]
        let items = (0..<10).map { index in
            Fixtures.special(
                "Item \(index) " + random.text(maxWords: 5, maxWordLength: 9),
                width: 2 + Int(random.next() % UInt64(canvasUnit - 1)),
                height: 2 + Int(random.next() % 8),
                price: Decimal(1 + Int(random.next() % 40))
            )
        }
        let feed = ManagerSpecials(canvasUnit: canvasUnit, items: items)
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let phone = try #require(DeviceProfile.named("iphone-15"))
        let tablet = try #require(DeviceProfile.named("ipad-pro-13"))
        let small = layout.document(for: feed, request: LayoutRequest(device: phone)).items(ofKind: .specialTile)
        let large = layout.document(for: feed, request: LayoutRequest(device: tablet)).items(ofKind: .specialTile)
        #expect(small.count == large.count)
        // Type scales with the unit over a phone's unit, up to SpecialsLayout.maximumScale.
        func scale(_ device: DeviceProfile) -> Double {
            min(SpecialsLayout.maximumScale, max(0.5, device.width / Double(canvasUnit) / SpecialsLayout.referenceUnit))
        }
        let ratio = scale(tablet) / scale(phone)
        for (phoneTile, tabletTile) in zip(small, large) {
            let (phoneText, tabletText) = (Self.texts(of: phoneTile), Self.texts(of: tabletTile))
            // Prices pair up only when both tiles kept the same ones (a small tile's struck price may give way).
            guard phoneText.prices.count == tabletText.prices.count else { continue }
            var pairs: [(phone: Double, tablet: Double, limit: Double, floor: Double)] = zip(
                phoneText.prices,
                tabletText.prices
            )
            .map { ($0.fontSize, $1.fontSize, SpecialsLayout.maximumPriceSize, SpecialsLayout.minimumPriceSize) }
            if let phoneName = phoneText.name, let tabletName = tabletText.name,
                phoneName.lines.count == tabletName.lines.count
            {
                pairs.append(
                    (
                        phoneName.fontSize, tabletName.fontSize, SpecialsLayout.maximumNameSize,
                        SpecialsLayout.minimumFontSize
                    )
                )
            }
            // Text held at its floor on the phone does not scale from it; nor does a tile whose name sits at the 11-pt
            // floor, which then takes the height the prices would scale into.
            if phoneText.name?.fontSize == SpecialsLayout.minimumFontSize { continue }
            // Nor a tile whose tablet name is held at its largest size: the height it leaves lets the prices grow.
            if tabletText.name?.fontSize == SpecialsLayout.maximumNameSize { continue }
            for pair in pairs where pair.phone > pair.floor {
                let expected = min(pair.limit, pair.phone * ratio)
                #expect(
                    abs(pair.tablet - expected) <= max(1.5, expected * 0.1),
                    "seed \(seed) \(phoneTile.id): \(pair.phone) pt on the phone, \(pair.tablet) pt on the tablet, \(expected) expected"
                )
            }
        }
    }
}
