import FeatureKit
import FeatureTestSupport
import Foundation
import Networking
import NetworkingTestSupport
import Testing

@testable import FeatureSpecials

/// Shared fixtures: the real feed, read through the module's bundle, and a context whose client serves the bundled
/// transport.
enum Fixtures {
    static func realFeedData() throws -> Data {
        let url = try #require(SpecialsFeature.bundledFeedURL)
        return try Data(contentsOf: url)
    }

    static func realFeed() throws -> ManagerSpecials {
        try ManagerSpecials(data: realFeedData())
    }

    static func context(transport: any HTTPTransporting = SpecialsFeature().bundledTransport()) throws -> FeatureContext
    {
        FeatureContext(
            client: HTTPClient(configuration: .init(transport: transport)),
            measurer: EstimatedTextMeasurer()
        )
    }

    /// A feed body with `items` as the `managerSpecials` array.
    static func body(canvasUnit: String = "16", items: [String]) -> Data {
        Data("{\"canvasUnit\": \(canvasUnit), \"managerSpecials\": [\(items.joined(separator: ","))]}".utf8)
    }

    /// One item's JSON with `overrides` replacing (or, with nil, removing) fields.
    static func item(_ overrides: [String: String?] = [:]) -> String {
        var fields: [String: String] = [
            "display_name": "\"Tea\"",
            "width": "4",
            "height": "4",
            "imageUrl": "\"https://example.com/t.png\"",
            "original_price": "\"2.00\"",
            "price": "\"1.50\"",
        ]
        for (key, value) in overrides { fields[key] = value }
        return "{" + fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
            + "}"
    }

    static func special(
        _ name: String = "Tea",
        width: Int,
        height: Int,
        price: Decimal = 1,
        originalPrice: Decimal = 2
    ) -> ManagerSpecial {
        ManagerSpecial(
            name: name,
            width: width,
            height: height,
            imageURL: URL(filePath: "/img/\(name).png"),
            originalPrice: originalPrice,
            price: price
        )
    }
}

/// SplitMix64: a small seeded generator, so property tests replay exactly.
