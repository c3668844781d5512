import Foundation

/// A special as `fetch --json` prints it:
/// values (numbers as numbers, dates as ISO 8601, absent fields as null), not the strings a cell shows.
public struct SpecialRecord: Encodable, Sendable {
    public var name: String
    public var width: Int
    public var height: Int
    public var canvasUnit: Int
    public var imageURL: String
    public var originalPrice: String
    public var price: String

    public init(_ special: ManagerSpecial, canvasUnit: Int) {
        name = special.name
        width = special.width
        height = special.height
        self.canvasUnit = canvasUnit
        imageURL = special.imageURL.absoluteString
        // Exact decimal text: prices are money, never binary floating point.
        originalPrice = "\(special.originalPrice)"
        price = "\(special.price)"
    }
}
