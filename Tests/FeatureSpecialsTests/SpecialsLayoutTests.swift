import FeatureKit
import FeatureTestSupport
import Foundation
import Networking
import Testing

@testable import FeatureSpecials

@Suite struct SpecialsLayoutTests {
    let iphone = DeviceProfile.named("iphone-15") ?? DeviceProfile.all[1]

    @Test func packsTheExpectedRowsGivenTheRealPayload() throws {
        let feed = try Fixtures.realFeed()
        #expect(feed.canvasUnit == 16)

        let rows = SpecialsLayout.rows(widths: feed.items.map(\.width), canvasUnit: 16)

        let widths = rows.map { feed.items[$0].map(\.width) }
        #expect(
            widths == [[16], [8, 8], [14], [4, 4, 4, 4], [16], [16], [9, 5], [3, 3, 3, 3], [12, 4], [5, 5, 5]]
        )
    }

    /// The tiles' frames, in feed order, of a feed of `sizes` on `device` upright, below the header.
    func frames(_ sizes: [(Int, Int)], on device: DeviceProfile) -> [Rect] {
        let feed = ManagerSpecials(
            canvasUnit: 16,
            items: sizes.enumerated().map { Fixtures.special("Item \($0)", width: $1.0, height: $1.1) }
        )
        let document = SpecialsLayout(measurer: EstimatedTextMeasurer())
            .document(for: feed, request: LayoutRequest(device: device))
        let tiles = document.items(ofKind: .specialTile)
        let top = tiles.map(\.frame.y).min() ?? 0
        return tiles.map { Rect(x: $0.frame.x, y: $0.frame.y - top, width: $0.frame.width, height: $0.frame.height) }
    }

    @Test func centresShortRowsGivenLeftoverUnits() throws {
        // Given 16 units on a 320 pt screen: 20 pt per unit
        let narrow = try #require(DeviceProfile.named("320x640@2"))
        let packed = frames([(14, 4), (9, 8), (5, 8), (5, 5), (5, 5), (5, 5)], on: narrow)

        // Then 14 leaves 2 units (20 pt each side), 9+5 leaves 2, 5+5+5 leaves 1 (10 pt each side)
        #expect(packed.map(\.x) == [20, 20, 200, 10, 110, 210])
        #expect(packed.map(\.y) == [0, 80, 80, 240, 240, 240])
        #expect(packed.map(\.maxY).max() == 340)
    }

    @Test func topAlignsShorterTilesGivenMixedHeights() throws {
        let narrow = try #require(DeviceProfile.named("320x640@2"))
        let packed = frames([(3, 3), (3, 4), (3, 3), (7, 2), (16, 1)], on: narrow)

        // Every tile in the first row starts at the row's top and keeps its own height; the row is 4 units tall.
        #expect(packed[0..<4].allSatisfy { $0.minY == 0 })
        #expect(packed[0..<4].map(\.height) == [60, 80, 60, 40])
        #expect(packed[4] == Rect(x: 0, y: 80, width: 320, height: 20))
    }

    @Test func startsANewRowGivenALastItemThatDoesNotFit() throws {
        let rows = SpecialsLayout.rows(widths: [8, 7, 2], canvasUnit: 16)

        #expect(rows == [0..<2, 2..<3])
        let narrow = try #require(DeviceProfile.named("320x640@2"))
        #expect(frames([(8, 2), (7, 2), (2, 2)], on: narrow)[2] == Rect(x: 140, y: 40, width: 40, height: 40))
    }

    @Test func dealsRowsToTheShortestCanvasSoTheyReadAcrossInFeedOrder() {
        // Rows 8, 8, 4, 6 units tall in three canvases: the first three start each canvas, the fourth goes under
        // the shortest (the third), and no canvas is left with a single row while another has three.
        #expect(SpecialsLayout.canvasRows(heights: [8, 8, 4, 6], count: 3) == [[0], [1], [2, 3]])
        #expect(SpecialsLayout.canvasRows(heights: [8, 8, 4, 6, 16, 16], count: 2) == [[0, 2, 4], [1, 3, 5]])
        #expect(SpecialsLayout.canvasRows(heights: [], count: 2) == [[], []])
    }

    @Test func showsTwoCanvasesOnAPhoneOnItsSideAndOneUpright() throws {
        for name in ["iphone-se", "iphone-15", "iphone-15-pro-max"] {
            let phone = try #require(DeviceProfile.named(name))
            #expect(SpecialsLayout.canvasCount(in: ContentArea(device: phone, orientation: .portrait)) == 1)
            #expect(SpecialsLayout.canvasCount(in: ContentArea(device: phone, orientation: .landscape)) == 2, "\(name)")
        }
    }

    @Test func layoutHasHeaderAndNoTilesGivenAnEmptyFeed() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())

        let document = layout.document(
            for: ManagerSpecials(canvasUnit: 16, items: []),
            request: LayoutRequest(device: iphone)
        )

        #expect(document.sections.count == 1)
        #expect(document.sections[0].title == "Manager\u{2019}s Special")
        #expect(document.allItems.isEmpty)
        #expect(document.contentSize == Size(width: 393, height: 852))
        #expect(SpecialsLayout.rows(widths: [], canvasUnit: 16).isEmpty)
    }

    @Test func drawsTheCardAsInTheMockUpGivenTheFirstTile() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let document = layout.document(for: try Fixtures.realFeed(), request: LayoutRequest(device: iphone))
        let tile = try #require(document.allItems.first)

        #expect(document.feature == "specials")
        #expect(document.screen == "list")
        #expect(tile.id == "special-0")
        #expect(tile.kind == .specialTile)
        #expect(tile.frame.width == 393)
        #expect(tile.frame.height == 196.5)
        let texts = tile.parts.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }
        let original = try #require(texts.first { $0.strikethrough })
        let price = try #require(texts.first { $0.text == "$1.00" })
        let name = try #require(texts.first { $0.style == SpecialsLayout.nameStyle && !$0.strikethrough })
        #expect(original.text == "$2.00")
        #expect(original.color == "#5F5F64")
        #expect(price.color == "#1D7A50")
        #expect(price.alignment == .trailing)
        #expect(name.lines.count <= 2)
        #expect(name.frame.maxY <= tile.frame.maxY - SpecialsLayout.cardInset)
        #expect(original.frame.maxY <= price.frame.minY)
        let image = try #require(
            tile.parts.compactMap { part -> LayoutPart.ImageSlot? in
                if case .image(let slot) = part { return slot }
                return nil
            }
            .first
        )
        #expect(image.frame.minX < price.frame.minX)
        #expect(image.url?.hasSuffix("noodle-dish-with-roasted-black-bean-sauce.png") == true)
    }

    @Test func everyBundledProductHasAPictureOfItsOwn() async throws {
        let feed = try Fixtures.realFeed()
        let transport = SpecialsFeature().bundledTransport()
        for item in feed.items {
            #expect(item.imageURL.absoluteString.hasPrefix(SpecialsFeature.productImageBase), "\(item.name)")
            let response = try await transport.send(HTTPRequest(url: item.imageURL))
            #expect(response.status == 200, "\(item.name)")
            #expect(response.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(item.name) is a PNG")
        }
        // Only the two Nut Thin boxes share a picture.
        #expect(Set(feed.items.map(\.imageURL)).count == feed.items.count - 1)
    }

    @Test func keepsEveryPartInsideItsTileGivenTheRealPayloadOnEachDevice() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let feed = try Fixtures.realFeed()
        for device in DeviceProfile.all {
            for orientation in ScreenOrientation.allCases {
                let document = layout.document(
                    for: feed,
                    request: LayoutRequest(device: device, orientation: orientation)
                )
                for item in document.allItems {
                    for part in item.parts {
                        #expect(item.frame.contains(part.frame), "\(device.name) \(orientation) \(item.id)")
                    }
                }
            }
        }
    }

    @Test func keepsThePriceAndCutsTheNameGivenATinyTile() throws {
        let layout = SpecialsLayout(measurer: EstimatedTextMeasurer())
        let feed = ManagerSpecials(
            canvasUnit: 16,
            items: [Fixtures.special("Blue Diamond Artisan Nut Thin Sesame 4.24oz and more words", width: 3, height: 3)]
        )

        let document = layout.document(for: feed, request: LayoutRequest(device: iphone))

        let texts = try #require(document.allItems.first).parts.compactMap { part -> LayoutPart.TextRun? in
            if case .text(let run) = part { return run }
            return nil
        }
        #expect(texts.allSatisfy { $0.fontSize >= SpecialsLayout.minimumFontSize })
        let name = try #require(texts.first { $0.style == SpecialsLayout.nameStyle && !$0.strikethrough })
        // Cut after three lines: the grid's type grows no further than keeps them (or stays at the floors).
        #expect(name.lines.count >= 3 || name.fontSize == SpecialsLayout.minimumFontSize)
        #expect(name.lines.last?.hasSuffix("…") == true)
        #expect(texts.contains { $0.text == "$1.00" }, "the price stays")
    }
}
