public import Foundation

/// One recipe, cleaned of the feed's quirks.
public struct Recipe: Sendable, Equatable, Identifiable {
    /// Position in the feed: the identity (titles repeat in the wild).
    public var id: Int
    /// Title with surrounding whitespace and newlines removed.
    public var title: String
    /// The recipe's page.
    public var link: URL?
    /// Ingredients split on commas, trimmed, empty entries dropped, repeats (ignoring case) kept once at their
    /// first position: a shopping list names each thing once.
    public var ingredients: [String]
    /// The image, or nil when the feed's `thumbnail` is empty.
    public var thumbnail: URL?

    /// Creates a recipe.
    public init(id: Int, title: String, link: URL?, ingredients: [String], thumbnail: URL?) {
        self.id = id
        self.title = title
        self.link = link
        self.ingredients = ingredients
        self.thumbnail = thumbnail
    }

    /// Whether the recipe belongs to the "Popular" section.
    public var isPopular: Bool { thumbnail != nil }

    /// Splits the feed's comma-separated ingredient string.
    public static func ingredients(from text: String) -> [String] {
        var seen = Set<String>()
        return text.split(separator: ",").compactMap { part in
            let name = part.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty, seen.insert(name.lowercased()).inserted else { return nil }
            return name
        }
    }
}

/// The feed as served: `{title, version, href, results: [{title, href, ingredients, thumbnail}]}`.
public struct RecipeFeed: Sendable, Decodable, Equatable {
    /// One raw entry.
    public struct Entry: Sendable, Decodable, Equatable {
        public var title: String
        public var href: String
        public var ingredients: String
        public var thumbnail: String
    }

    public var title: String
    public var version: Double
    public var href: String
    public var results: [Entry]

    /// The cleaned recipes, in source order.
    public var recipes: [Recipe] {
        results.enumerated().map { index, entry in
            let thumbnail = entry.thumbnail.trimmingCharacters(in: .whitespacesAndNewlines)
            return Recipe(
                id: index,
                title: entry.title.trimmingCharacters(in: .whitespacesAndNewlines),
                link: URL(string: entry.href.trimmingCharacters(in: .whitespacesAndNewlines)),
                ingredients: Recipe.ingredients(from: entry.ingredients),
                thumbnail: thumbnail.isEmpty ? nil : URL(string: thumbnail)
            )
        }
    }
}
