import Foundation

/// A Stack Overflow user as `fetch --json` prints it:
/// values (numbers as numbers, dates as ISO 8601, absent fields as null), not the strings a cell shows.
public struct StackOverflowUserRecord: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, displayName, reputation, badges, location, userType, link, profileImage
    }

    /// Every key, absent values as null, so each line has the same shape.
    public func encode(to encoder: any Encoder) throws {
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

    public struct Badges: Encodable, Sendable {
        public var gold: Int
        public var silver: Int
        public var bronze: Int
    }

    public var id: Int
    public var displayName: String
    public var reputation: Int
    public var badges: Badges
    public var location: String?
    public var userType: String
    public var link: String?
    public var profileImage: String?

    public init(_ user: StackOverflowUser) {
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
