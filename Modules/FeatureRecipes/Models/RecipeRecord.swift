import Foundation

/// A recipe as `fetch --json` prints it:
/// values (numbers as numbers, dates as ISO 8601, absent fields as null), not the strings a cell shows.
public struct RecipeRecord: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, title, ingredients, link, thumbnail, section
    }

    /// Every key, absent values as null, so each line has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(link, forKey: .link)
        try container.encode(thumbnail, forKey: .thumbnail)
        try container.encode(section, forKey: .section)
    }

    public var id: Int
    public var title: String
    public var ingredients: [String]
    public var link: String?
    public var thumbnail: String?
    public var section: String

    public init(_ recipe: Recipe) {
        id = recipe.id
        title = recipe.title
        ingredients = recipe.ingredients
        link = recipe.link?.absoluteString
        thumbnail = recipe.thumbnail?.absoluteString
        section = recipe.isPopular ? "popular" : "other"
    }
}
