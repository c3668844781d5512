public import Foundation

/// A repository as the search API returns it; only what the screens use is decoded, unknown keys are ignored.
public struct Repository: Sendable, Equatable, Identifiable, Codable {
    /// The owner's login and avatar.
    public struct Owner: Sendable, Equatable, Codable {
        public var login: String
        public var avatarURL: URL?

        enum CodingKeys: String, CodingKey {
            case login
            case avatarURL = "avatar_url"
        }
    }

    public var id: Int
    public var name: String
    public var owner: Owner
    public var description: String?
    public var stars: Int
    public var language: String?
    public var forks: Int
    public var createdAt: Date
    public var url: URL

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case owner
        case description
        case stars = "stargazers_count"
        case language
        case forks = "forks_count"
        case createdAt = "created_at"
        case url = "html_url"
    }

    /// `owner/name`, as a cell shows it.
    public var fullName: String { "\(owner.login)/\(name)" }
}

/// One page of `GET /search/repositories`.
public struct SearchPage: Sendable, Equatable, Codable {
    public var totalCount: Int
    /// Absent in some responses; nil then.
    public var incompleteResults: Bool?
    public var items: [Repository]
    /// Whether the page came from the HTTP cache past its freshness (offline, or a failed revalidation); set by the
    /// loader from the response, never part of the JSON.
    public var isStale = false

    /// Creates a page.
    public init(totalCount: Int, incompleteResults: Bool?, items: [Repository]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case incompleteResults = "incomplete_results"
        case items
    }

    /// The decoder configuration the API needs: ISO 8601 dates.
    public static func configure(_ decoder: JSONDecoder) {
        decoder.dateDecodingStrategy = .iso8601
    }
}

extension Array where Element == Repository {
    /// Sorted by stars, most first, keeping the API's order among equals (the API's own order is not strictly sorted).
    public func sortedByStars() -> [Repository] {
        enumerated().sorted { lhs, rhs in
            lhs.element.stars != rhs.element.stars ? lhs.element.stars > rhs.element.stars : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
