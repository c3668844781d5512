import Foundation

/// Everything a Stack Overflow cell shows, already formatted.
public struct StackOverflowCell: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var avatarURL: String?
    /// `9,999`, `12.3k`, `1.2m`.
    public var reputation: String
    /// Gold, silver, bronze, with zero counts left out.
    public var badges: [Badge]
    public var location: String?
    public var isModerator: Bool
    /// `registered`, `moderator`, … as the API says.
    public var userType: String

    /// The user type as people read it: `registered` → `Registered`, `team_admin` → `Team admin`.
    public var userTypeLabel: String {
        let words = userType.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The cell as one accessibility element, in words from the data: "Jon Skeet, moderator, reputation 1.4m, 3 gold,
    /// 12 silver, 40 bronze badges, Reading, United Kingdom". The same on every device, whether or not the badge
    /// counts fit on screen.
    public var accessibilityLabel: String {
        var words = [name]
        if isModerator { words.append("moderator") }
        words.append("reputation \(reputation)")
        if !badges.isEmpty {
            words.append(badges.map { "\($0.count.formatted()) \($0.kind)" }.joined(separator: ", ") + " badges")
        }
        if let location, !location.isEmpty { words.append(location) }
        words.append(userTypeLabel)
        return words.joined(separator: ", ")
    }

    /// One badge count; its colour is the palette's (``Palette/badge(_:)``).
    public struct Badge: Sendable, Equatable {
        /// `gold`, `silver` or `bronze`.
        public var kind: String
        public var count: Int
    }

    /// The cell for `user`.
    public init(_ user: StackOverflowUser) {
        id = user.id
        name = user.displayName
        avatarURL = user.profileImage?.absoluteString
        reputation = user.formattedReputation
        badges = [("gold", user.badges.gold), ("silver", user.badges.silver), ("bronze", user.badges.bronze)]
            .filter { $0.1 > 0 }
            .map { Badge(kind: $0.0, count: $0.1) }
        location = user.location
        isModerator = user.isModerator
        userType = user.userType
    }
}
