public import Foundation

/// One tile of the Manager's Specials feed, validated: a name, a size in canvas units, an image and two prices.
public struct ManagerSpecial: Sendable, Hashable {
    /// The product name shown at the bottom of the tile.
    public var name: String
    /// Width in canvas units, between 1 and the feed's `canvasUnit` (wider tiles are clamped).
    public var width: Int
    /// Height in canvas units, at least 1.
    public var height: Int
    /// The product image.
    public var imageURL: URL
    /// The price before the special, parsed exactly from the feed's string.
    public var originalPrice: Decimal
    /// The special price.
    public var price: Decimal

    /// Creates a special.
    public init(name: String, width: Int, height: Int, imageURL: URL, originalPrice: Decimal, price: Decimal) {
        self.name = name
        self.width = width
        self.height = height
        self.imageURL = imageURL
        self.originalPrice = originalPrice
        self.price = price
    }
}
