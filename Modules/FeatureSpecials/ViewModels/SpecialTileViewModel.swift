public import Foundation

/// What one tile shows, formatted: the name, the price as USD, the original price (only when it differs) and the
/// saving.
public struct SpecialTileViewModel: Sendable, Hashable, Identifiable {
    /// The item's position in the feed; duplicates are told apart by it.
    public var id: Int
    /// The product name.
    public var name: String
    /// Width in canvas units.
    public var width: Int
    /// Height in canvas units.
    public var height: Int
    /// The product image.
    public var imageURL: URL
    /// The price to pay, e.g. `$1.00`.
    public var price: String
    /// The struck-through price, e.g. `$2.00`; nil when it equals ``price``.
    public var originalPrice: String?
    /// How much is saved, e.g. `$1.00`; nil when nothing is.
    public var discount: String?

    /// The tile as one accessibility element: "Blue Diamond Almonds, $1.00, was $2.00", whatever the tile has room
    /// to draw.
    public var accessibilityLabel: String {
        [name, price, originalPrice.map { "was \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }

    /// Formats `special`, found at `index` in the feed.
    public init(special: ManagerSpecial, index: Int) {
        id = index
        name = special.name
        width = special.width
        height = special.height
        imageURL = special.imageURL
        price = Self.currency(special.price)
        originalPrice = special.originalPrice == special.price ? nil : Self.currency(special.originalPrice)
        let saving = special.originalPrice - special.price
        discount = saving > 0 ? Self.currency(saving) : nil
    }

    /// `amount` as US dollars with two decimals, e.g. `$1.99`, whatever the process locale.
    public static func currency(_ amount: Decimal) -> String {
        amount.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US")))
    }
}
