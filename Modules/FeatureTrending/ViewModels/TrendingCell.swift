import FeatureKit
public import Foundation

/// Everything a trending cell shows, already formatted.
public struct TrendingCell: Sendable, Equatable, Identifiable {
    /// Shown when a repository has no description.
    public static let noDescription = "No description provided."

    public var id: Int
    /// `owner/name`.
    public var title: String
    /// The owner's avatar, or nil for the "no avatar" image.
    public var avatarURL: URL?
    public var description: String
    /// `1,234` below ten thousand, then `12.3k`.
    public var stars: String
    public var isFavorite: Bool
    /// The repository's name, its owner and language, for the row's accessibility label.
    public var name: String
    public var owner: String
    public var language: String?

    /// The row as one accessibility element: "bright-otter by starling-works, 693 stars, C, in favourites".
    public var accessibilityLabel: String {
        var words = ["\(name) by \(owner)", "\(stars) stars"]
        if let language, !language.isEmpty { words.append(language) }
        if isFavorite { words.append("in favourites") }
        return words.joined(separator: ", ")
    }

    /// The cell for `repository`.
    public init(_ repository: Repository, isFavorite: Bool) {
        id = repository.id
        title = repository.fullName
        avatarURL = repository.owner.avatarURL
        let text = repository.description?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        description = text.isEmpty ? Self.noDescription : text
        stars = Self.count(repository.stars)
        self.isFavorite = isFavorite
        name = repository.name
        owner = repository.owner.login
        language = repository.language
    }

    static func count(_ value: Int) -> String { CompactCount.string(value) }
}

/// The detail screen: the cell plus language, forks, creation date for people, and the link.
public struct TrendingDetail: Sendable, Equatable {
    public var cell: TrendingCell
    /// Nil when GitHub does not know the language.
    public var language: String?
    public var forks: String
    /// e.g. `20 November 2026` (UTC).
    public var created: String
    public var url: URL

    /// The detail of `repository`.
    public init(_ repository: Repository, isFavorite: Bool) {
        cell = TrendingCell(repository, isFavorite: isFavorite)
        language = repository.language
        forks = TrendingCell.count(repository.forks)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM yyyy"
        created = formatter.string(from: repository.createdAt)
        url = repository.url
    }
}
