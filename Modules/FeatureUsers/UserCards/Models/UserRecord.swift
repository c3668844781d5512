import Foundation

/// A user card as `fetch --json` prints it:
/// values (numbers as numbers, dates as ISO 8601, absent fields as null), not the strings a cell shows.
public struct UserRecord: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, name, avatarURL
    }

    /// Every key, absent values as null, so each line has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(avatarURL, forKey: .avatarURL)
    }

    public var id: Int
    public var name: String
    public var avatarURL: String?

    public init(_ user: User) {
        id = user.id
        name = user.name
        avatarURL = user.avatar?.absoluteString
    }
}
