import FeatureKit
import FeatureTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

/// Type on the tiles: a name is cut only when its tile has no line left for it, and tiles of one size class set each
/// role at one size, on a phone and in a tablet's phone-width canvases.
@Suite struct SpecialsTypographyTests {
    struct TileText {
        var name: LayoutPart.TextRun?
        var prices: [LayoutPart.TextRun]
        var picture: Rect?
        /// The lowest edge of what is drawn above the name (image and prices), or the card's inner top.
        var aboveName: Double
    }

    static func texts(of tile: LayoutItem) -> TileText {
        var name: LayoutPart.TextRun?
        var prices: [LayoutPart.TextRun] = []
        var picture: Rect?
        var above = tile.frame.y
        for part in tile.parts {
            switch part {
            case .text(let run) where run.style == SpecialsLayout.nameStyle && !run.strikethrough: name = run
            case .text(let run):
                prices.append(run)
                above = max(above, run.frame.maxY)
            case .image(let slot):
                above = max(above, slot.frame.maxY)
                picture = slot.frame
            case .shape: break
            }
        }
        return TileText(name: name, prices: prices, picture: picture, aboveName: above)
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
                    let lineHeight = measurer.lineHeight(fontSize: name.fontSize)
                    #expect(name.fontSize == SpecialsLayout.minimumFontSize, "shrinks before it is cut")
                    if let picture = text.picture, min(tile.frame.width, tile.frame.height) < 90,
                        picture.height >= SpecialsLayout.minimumCompactPictureSide
                    {
                        // A compact tile: one more line would leave its picture under the size a person recognises.
                        #expect(
                            picture.height - lineHeight < SpecialsLayout.minimumCompactPictureSide,
                            "\(device.name) \(orientation): \(name.text) is cut with room for another line"
                        )
                        continue
                    }
                    // One more line at this size would run into the image or prices above it.
                    // (The layout keeps a gap of at least 2 pt between the name and what is above it.)
                    #expect(
                        name.frame.minY - lineHeight - 2 < text.aboveName,
                        "\(device.name) \(orientation): \(name.text) is cut with room for another line"
                    )
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

    /// Random feeds on the iPhone 15 and the iPad Pro 13: tiles of one size class set each role at one size, within
    /// the limits, and the tablet's canvases keep about a phone's unit.
    @Test(arguments: 0..<12)
    func tilesOfOneSizeClassShareTheirTypeOnPhoneAndTablet(seed: Int) throws {
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
        // Type scales with the unit over a phone's unit, up to SpecialsLayout.maximumScale; a tablet's unit is its
        // canvas's (phone-width canvases side by side).
        func scale(_ device: DeviceProfile) -> Double {
            let area = ContentArea(device: device, orientation: .portrait)
            let count = Double(SpecialsLayout.canvasCount(in: area))
            let canvas =
                count > 1
                ? ((area.width - (count + 1) * SpecialsLayout.canvasGap) / count).rounded(.down) : area.width
            return min(
                SpecialsLayout.maximumScale,
                max(0.5, canvas / Double(canvasUnit) / SpecialsLayout.referenceUnit)
            )
        }
        // One size per role in each size class on both screens (ScreenCheck's rule), within the limits: the
        // tablet's canvases are about a phone's width, so its tiles keep about a phone's type.
        let measurer = EstimatedTextMeasurer()
        for (tiles, device) in [(small, phone), (large, tablet)] {
            let document = LayoutDocument(
                feature: "specials",
                screen: "list",
                profile: device,
                orientation: .portrait,
                contentSize: device.size(in: .portrait),
                sections: [LayoutSection(id: "tiles", items: tiles)]
            )
            let mixed = ScreenCheck.contentViolations(in: document, measurer: measurer).filter {
                $0.rule == .mixedTileTextSizes
            }
            #expect(mixed.isEmpty, "seed \(seed) on \(device.name): \(mixed)")
            for text in tiles.map(Self.texts(of:)) {
                if let name = text.name {
                    #expect(name.fontSize >= SpecialsLayout.minimumFontSize)
                    #expect(name.fontSize <= SpecialsLayout.maximumNameSize * 1.5)
                }
            }
        }
        #expect(scale(tablet) / scale(phone) < 1.5, "a tablet canvas is about a phone's width")
    }
}
