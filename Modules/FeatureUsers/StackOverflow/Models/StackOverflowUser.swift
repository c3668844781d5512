import FeatureKit
public import Foundation
public import Networking

/// One page of `GET /2.3/users`: items and the paging fields that drive loading.
public struct StackOverflowPage: Sendable, Decodable, Equatable {
    public var items: [StackOverflowUser]
    public var hasMore: Bool
    public var quotaRemaining: Int?
    /// Seconds the client must wait before the next request, when present.
    public var backoff: Int?

    enum CodingKeys: String, CodingKey {
        case items
        case hasMore = "has_more"
        case quotaRemaining = "quota_remaining"
        case backoff
    }
}

/// A Stack Overflow user as the API sends it; names and locations arrive HTML-encoded and are decoded here.
public struct StackOverflowUser: Sendable, Decodable, Equatable, Identifiable {
    /// Badge counts.
    public struct Badges: Sendable, Decodable, Equatable {
        public var gold: Int
        public var silver: Int
        public var bronze: Int
    }

    public var id: Int
    public var displayName: String
    public var profileImage: URL?
    public var reputation: Int
    public var badges: Badges
    public var location: String?
    /// `registered`, `moderator`, `unregistered`, …
    public var userType: String
    public var link: URL?
    public var websiteURL: URL?
    public var acceptRate: Int?
    public var age: Int?

    enum CodingKeys: String, CodingKey {
        case id = "user_id"
        case displayName = "display_name"
        case profileImage = "profile_image"
        case reputation
        case badges = "badge_counts"
        case location
        case userType = "user_type"
        case link
        case websiteURL = "website_url"
        case acceptRate = "accept_rate"
        case age
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        displayName = HTMLEntities.decode(try container.decode(String.self, forKey: .displayName))
        profileImage = try container.decodeIfPresent(String.self, forKey: .profileImage).flatMap(URL.init(string:))
        reputation = try container.decode(Int.self, forKey: .reputation)
        badges = try container.decode(Badges.self, forKey: .badges)
        location = try container.decodeIfPresent(String.self, forKey: .location).map(HTMLEntities.decode)
        userType = try container.decode(String.self, forKey: .userType)
        link = try container.decodeIfPresent(String.self, forKey: .link).flatMap(URL.init(string:))
        websiteURL = try container.decodeIfPresent(String.self, forKey: .websiteURL).flatMap(URL.init(string:))
        acceptRate = try container.decodeIfPresent(Int.self, forKey: .acceptRate)
        age = try container.decodeIfPresent(Int.self, forKey: .age)
    }

    /// Whether to show the moderator mark.
    public var isModerator: Bool { userType == "moderator" }

    /// Reputation for a cell: grouped digits below ten thousand, then `12.3k` / `1.2m` style (``CompactCount``).
    public var formattedReputation: String { CompactCount.string(reputation) }
}

extension StackOverflowPage: PageNumberPaging {}
