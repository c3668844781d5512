import FeatureKit
import FeatureTestSupport
import Foundation
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

/// Type on the tiles: a price is never given up, a name is cut only when the picture and the struck price gave way
/// and no line is left for it, and every tile of a grid sets each role at one size (one type ramp).
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

    @Test func aNameIsCutOnlyAfterThePictureAndTheStruckPriceGaveWay() async throws {
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
                    let place = "\(device.name) \(orientation) \(tile.id)"
                    #expect(text.prices.contains { !$0.strikethrough }, "\(place): the price is never given up")
                    guard let name = text.name, name.lines.last?.hasSuffix(TextMetrics.ellipsis) == true else {
                        continue
                    }
                    cut += 1
                    // Cut at the grid's floors, or, where its ramp grew past them, after three lines.
                    #expect(
                        name.fontSize == SpecialsLayout.minimumFontSize || name.lines.count >= 3,
                        "\(place): \(name.lines) at \(name.fontSize) pt"
                    )
                    #expect(text.picture == nil && text.prices.count == 1, "\(place): they gave way first")
                    // One more line at this size would run into the price above it (2 pt apart at least).
                    let lineHeight = measurer.lineHeight(fontSize: name.fontSize)
                    #expect(name.frame.minY - lineHeight - 2 < text.aboveName, "\(place): room for another line")
                }
            }
        }
        // The bundled feed has tiles too small for their names on phones, so the rule is exercised.
        #expect(cut > 0)
    }

    @Test func thePriceAndTheNameStayWhenTheTileIsShort() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let device = try #require(DeviceProfile.named("iphone-se"))
        // A wide, two-unit-tall tile: room for little.
        let feed = ManagerSpecials(
            canvasUnit: 16,
            items: [Fixtures.special("Organic Romaine Hearts", width: 16, height: 2)]
        )
        let document = layout.document(for: feed, request: LayoutRequest(device: device))
        let text = Self.texts(of: try #require(document.items(ofKind: SpecialsLayout.tileKind).first))
        #expect(text.name != nil)
        #expect(text.prices.map(\.text).contains("$1.00"), "the price stays")
    }

    /// Random feeds on the iPhone 15 and the iPad Pro 13: every tile of one grid sets each role at one size (one
    /// type ramp), within the floors, and keeps its price.
    @Test(arguments: 0..<12)
    func everyTileOfAGridSharesOneTypeRampOnPhoneAndTablet(seed: Int) throws {
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
        let measurer = EstimatedTextMeasurer()
        for name in ["iphone-15", "ipad-pro-13"] {
            let device = try #require(DeviceProfile.named(name))
            let document = layout.document(for: feed, request: LayoutRequest(device: device))
            let mixed = ScreenCheck.contentViolations(in: document, measurer: measurer).filter {
                $0.rule == .mixedTileTextSizes
            }
            #expect(mixed.isEmpty, "seed \(seed) on \(name): \(mixed)")
            // Every tile as large as the seed's smallest (60 points on an iPhone SE on its side) draws its price;
            // a tile narrower than its price cannot.
            let frames = Dictionary(uniqueKeysWithValues: document.allItems.map { ($0.id, $0.frame) })
            let hidden = ScreenCheck.valuesNotDrawn(in: document).filter { violation in
                frames[violation.item ?? ""].map { min($0.width, $0.height) >= 60 } ?? true
            }
            #expect(hidden.isEmpty, "seed \(seed) on \(name): \(hidden)")
            for text in document.items(ofKind: .specialTile).map(Self.texts(of:)) {
                #expect((text.name?.fontSize ?? 11) >= SpecialsLayout.minimumFontSize)
            }
        }
    }

    @Test func theRampGrowsWithTheTextSizeWhereEveryTileHoldsIt() throws {
        // Large tiles only: every name fits whole at any size the text size asks for.
        let feed = ManagerSpecials(
            canvasUnit: 16,
            items: (0..<4).map { Fixtures.special("Tea \($0)", width: 8, height: 8) }
        )
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let phone = try #require(DeviceProfile.named("iphone-15"))
        func nameSize(_ size: ContentSizeCategory) throws -> Double {
            let area = ContentArea(device: phone, orientation: .portrait, traits: ScreenTraits(textSize: size))
            let content = layout.content(tiles: SpecialsViewModel.tiles(for: feed), canvasUnit: 16, in: area)
            let tile = try #require(content.sections.first?.items.first)
            return try #require(Self.texts(of: tile).name).fontSize
        }
        #expect(try nameSize(.large) == ScreenTraits(textSize: .large).size(SpecialsLayout.nameStyle))
        #expect(try nameSize(.accessibilityMedium) > nameSize(.large))
    }
}
