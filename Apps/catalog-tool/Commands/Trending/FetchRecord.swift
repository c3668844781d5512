import FeatureRecipes
import FeatureSpecials
import FeatureTrending
import FeatureUsers
import Foundation

/// What `fetch --json` prints for one item: the feature's data as values (numbers as numbers, dates as ISO 8601,
/// absent fields as null, prices as exact decimal text), not the strings a cell shows.
enum FetchRecord: Encodable {
    case repository(RepositoryRecord)
    case recipe(RecipeRecord)
    case special(SpecialRecord)
    case user(UserRecord)
    case stackOverflowUser(StackOverflowUserRecord)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .repository(let record): try record.encode(to: encoder)
        case .recipe(let record): try record.encode(to: encoder)
        case .special(let record): try record.encode(to: encoder)
        case .user(let record): try record.encode(to: encoder)
        case .stackOverflowUser(let record): try record.encode(to: encoder)
        }
    }

    struct RepositoryRecord: Encodable {
        enum CodingKeys: String, CodingKey {
            case id, fullName, owner, name, description, stars, language, forks, createdAt, url, avatarURL, favourite
        }

        /// Every key, absent values as null, so each line has the same shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(fullName, forKey: .fullName)
            try container.encode(owner, forKey: .owner)
            try container.encode(name, forKey: .name)
            try container.encode(description, forKey: .description)
            try container.encode(stars, forKey: .stars)
            try container.encode(language, forKey: .language)
            try container.encode(forks, forKey: .forks)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(url, forKey: .url)
            try container.encode(avatarURL, forKey: .avatarURL)
            try container.encode(favourite, forKey: .favourite)
        }

        var id: Int
        var fullName: String
        var owner: String
        var name: String
        var description: String?
        var stars: Int
        var language: String?
        var forks: Int
        var createdAt: String
        var url: String
        var avatarURL: String?
        var favourite: Bool

        init(_ repository: Repository, favourite: Bool) {
            id = repository.id
            fullName = repository.fullName
            owner = repository.owner.login
            name = repository.name
            description = repository.description
            stars = repository.stars
            language = repository.language
            forks = repository.forks
            createdAt = ISO8601DateFormatter().string(from: repository.createdAt)
            url = repository.url.absoluteString
            avatarURL = repository.owner.avatarURL?.absoluteString
            self.favourite = favourite
        }
    }

    struct RecipeRecord: Encodable {
        enum CodingKeys: String, CodingKey {
            case id, title, ingredients, link, thumbnail, section
        }

        /// Every key, absent values as null, so each line has the same shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(ingredients, forKey: .ingredients)
            try container.encode(link, forKey: .link)
            try container.encode(thumbnail, forKey: .thumbnail)
            try container.encode(section, forKey: .section)
        }

        var id: Int
        var title: String
        var ingredients: [String]
        var link: String?
        var thumbnail: String?
        var section: String

        init(_ recipe: Recipe) {
            id = recipe.id
            title = recipe.title
            ingredients = recipe.ingredients
            link = recipe.link?.absoluteString
            thumbnail = recipe.thumbnail?.absoluteString
            section = recipe.isPopular ? "popular" : "other"
        }
    }

    struct SpecialRecord: Encodable {
        var name: String
        var width: Int
        var height: Int
        var canvasUnit: Int
        var imageURL: String
        var originalPrice: String
        var price: String

        init(_ special: ManagerSpecial, canvasUnit: Int) {
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

    struct UserRecord: Encodable {
        enum CodingKeys: String, CodingKey {
            case id, name, avatarURL
        }

        /// Every key, absent values as null, so each line has the same shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(avatarURL, forKey: .avatarURL)
        }

        var id: Int
        var name: String
        var avatarURL: String?

        init(_ user: User) {
            id = user.id
            name = user.name
            avatarURL = user.avatar?.absoluteString
        }
    }

    struct StackOverflowUserRecord: Encodable {
        enum CodingKeys: String, CodingKey {
            case id, displayName, reputation, badges, location, userType, link, profileImage
        }

        /// Every key, absent values as null, so each line has the same shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(displayName, forKey: .displayName)
            try container.encode(reputation, forKey: .reputation)
            try container.encode(badges, forKey: .badges)
            try container.encode(location, forKey: .location)
            try container.encode(userType, forKey: .userType)
            try container.encode(link, forKey: .link)
            try container.encode(profileImage, forKey: .profileImage)
        }

        struct Badges: Encodable {
            var gold: Int
            var silver: Int
            var bronze: Int
        }

        var id: Int
        var displayName: String
        var reputation: Int
        var badges: Badges
        var location: String?
        var userType: String
        var link: String?
        var profileImage: String?

        init(_ user: StackOverflowUser) {
            id = user.id
            displayName = user.displayName
            reputation = user.reputation
            badges = Badges(gold: user.badges.gold, silver: user.badges.silver, bronze: user.badges.bronze)
            location = user.location
            userType = user.userType
            link = user.link?.absoluteString
            profileImage = user.profileImage?.absoluteString
        }
    }
}
