import Foundation

/// A repository as `fetch --json` prints it:
/// values (numbers as numbers, dates as ISO 8601, absent fields as null), not the strings a cell shows.
public struct RepositoryRecord: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, fullName, owner, name, description, stars, language, forks, createdAt, url, avatarURL, favourite
    }

    /// Every key, absent values as null, so each line has the same shape.
    public func encode(to encoder: any Encoder) throws {
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

    public var id: Int
    public var fullName: String
    public var owner: String
    public var name: String
    public var description: String?
    public var stars: Int
    public var language: String?
    public var forks: Int
    public var createdAt: String
    public var url: String
    public var avatarURL: String?
    public var favourite: Bool

    public init(_ repository: Repository, favourite: Bool) {
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
