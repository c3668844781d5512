import FeatureKit
import Foundation
import Networking
import Testing

@testable import FeatureSpecials

@Suite struct ManagerSpecialsTests {
    @Test func decodesAllItemsGivenTheRealPayload() throws {
        let feed = try Fixtures.realFeed()

        #expect(feed.canvasUnit == 16)
        #expect(feed.items.count == 21)
        #expect(feed.issues.isEmpty)
        #expect(feed.sourceIndices == Array(0..<21))
        let first = try #require(feed.items.first)
        #expect(
            first
                == ManagerSpecial(
                    name: "Noodle Dish with Roasted Black Bean Sauce",
                    width: 16,
                    height: 8,
                    imageURL: try #require(
                        URL(
                            string: SpecialsFeature.productImageBase + "noodle-dish-with-roasted-black-bean-sauce.png"
                        )
                    ),
                    originalPrice: Decimal(string: "2.00") ?? 0,
                    price: 1
                )
        )
        // Duplicates stay: items 13 and 14 are the same product.
        #expect(feed.items[13] == feed.items[14])
    }

    @Test func parsesPricesExactlyGivenDecimalStrings() throws {
        let feed = try ManagerSpecials(
            data: Fixtures.body(items: [Fixtures.item(["price": "\"0.10\"", "original_price": "\"1234567.89\""])])
        )
        let item = try #require(feed.items.first)
        #expect(item.price == Decimal(string: "0.1"))
        #expect(item.originalPrice == Decimal(string: "1234567.89"))
        #expect(item.originalPrice - item.price == Decimal(string: "1234567.79"))
    }

    @Test(
        arguments: [
            ("display_name", nil, SpecialsIssue.Reason.missing),
            ("width", nil, .missing),
            ("height", "null", .missing),
            ("imageUrl", "12", .wrongType(expected: "a string")),
            ("price", "\"abc\"", .notAPrice("abc")),
            ("price", "\"1.2x\"", .notAPrice("1.2x")),
            ("original_price", "\"-1.00\"", .notAPrice("-1.00")),
            ("width", "0", .notPositive("0")),
            ("height", "-3", .notPositive("-3")),
            ("width", "2.5", .notPositive("2.5")),
        ] as [(String, String?, SpecialsIssue.Reason)]
    )
    func reportsIndexAndFieldGivenABadItem(field: String, value: String?, reason: SpecialsIssue.Reason) throws {
        // Given a bad item between two good ones
        let body = Fixtures.body(items: [Fixtures.item(), Fixtures.item([field: value]), Fixtures.item()])

        // When
        let feed = try ManagerSpecials(data: body)

        // Then the bad item is skipped and named; the rest shows
        #expect(feed.issues == [SpecialsIssue(index: 1, field: field, reason: reason)])
        #expect(feed.items.count == 2)
        #expect(feed.sourceIndices == [0, 2])
        #expect(feed.issues.allSatisfy { $0.skipsItem })
    }

    @Test func reportsEveryBadFieldGivenAnItemWithSeveral() throws {
        let feed = try ManagerSpecials(
            data: Fixtures.body(items: [Fixtures.item(["price": nil, "width": "0"]), "42", Fixtures.item()])
        )

        #expect(
            feed.issues == [
                SpecialsIssue(index: 0, field: "width", reason: .notPositive("0")),
                SpecialsIssue(index: 0, field: "price", reason: .missing),
                SpecialsIssue(index: 1, field: "*", reason: .notAnObject),
            ]
        )
        #expect(feed.sourceIndices == [2])
        #expect(
            feed.issues[0].description == "Special #0: width 0 is not a positive whole number. The item was skipped."
        )
    }

    @Test func clampsAndReportsGivenATileWiderThanTheCanvas() throws {
        let feed = try ManagerSpecials(data: Fixtures.body(items: [Fixtures.item(["width": "20"])]))

        #expect(feed.items.map(\.width) == [16])
        #expect(feed.issues == [SpecialsIssue(index: 0, field: "width", reason: .tooWide(width: 20, canvasUnit: 16))])
        #expect(feed.issues.allSatisfy { !$0.skipsItem })
    }

    @Test(arguments: ["0", "-16", "\"x\"", "null"])
    func failsTheWholeFeedGivenABadCanvasUnit(canvasUnit: String) {
        #expect {
            try ManagerSpecials(data: Fixtures.body(canvasUnit: canvasUnit, items: [Fixtures.item()]))
        } throws: { error in
            guard case .invalidData(let feature, let cause) = error as? FeatureError else { return false }
            return feature == "specials" && (cause as? InvalidValue)?.key == "canvasUnit"
        }
    }

    @Test func failsTheWholeFeedGivenNoListOfSpecials() {
        #expect {
            try ManagerSpecials(data: Data(#"{"canvasUnit": 16}"#.utf8))
        } throws: { error in
            guard case .invalidData(let feature, let cause) = error as? FeatureError else { return false }
            return feature == "specials"
                && cause as? DecodingFailure == DecodingFailure(path: "managerSpecials", reason: "missing")
        }
    }

    @Test func explainsTheProblemGivenAZeroCanvasUnit() {
        #expect(
            throws: FeatureError.invalidData(
                feature: "specials",
                cause: InvalidValue(key: "canvasUnit", expected: "a positive whole number", found: "0")
            )
        ) {
            try ManagerSpecials(data: Fixtures.body(canvasUnit: "0", items: []))
        }
    }

    @Test func decodesAnEmptyListGivenNoItems() throws {
        let feed = try ManagerSpecials(data: Fixtures.body(items: []))

        #expect(feed.items.isEmpty)
        #expect(feed.issues.isEmpty)
    }
}
