public import FeatureKit
public import Foundation

/// A card of the Mario list: a name and an avatar.
public struct User: Sendable, Equatable, Identifiable {
    /// Position in the list: the identity.
    public var id: Int
    public var name: String
    /// The avatar, or nil when the feed's value is not an http(s) URL (a placeholder is shown).
    public var avatar: URL?

    /// Creates a user.
    public init(id: Int, name: String, avatar: URL?) {
        self.id = id
        self.name = name
        self.avatar = avatar
    }
}

/// A problem with one entry of a feed, reported by index and skipped or patched, never fatal for the feed.
public struct FeedIssue: Error, Sendable, Equatable, CustomStringConvertible {
    public var index: Int
    public var field: String
    public var reason: String

    /// Creates an issue.
    public init(index: Int, field: String, reason: String) {
        self.index = index
        self.field = field
        self.reason = reason
    }

    public var description: String { "item \(index), \(field): \(reason)" }
}

/// The card list as `[{avatar, name}]`; entries are read one by one so a bad one does not lose the rest.
public struct UserList: Sendable, Equatable {
    public var users: [User]
    public var issues: [FeedIssue]

    /// A list of already valid users.
    public init(users: [User], issues: [FeedIssue] = []) {
        self.users = users
        self.issues = issues
    }

    /// Decodes `data`, keeping every entry with a name; an avatar that is not an http(s) URL becomes nil and is reported.
    public init(json data: Data) throws(FeedDecodingError) {
        guard let entries = try? JSONDecoder().decode([UserFeedEntry].self, from: data) else { throw .notAList }
        var users: [User] = []
        var issues: [FeedIssue] = []
        for (index, entry) in entries.enumerated() {
            switch Self.user(at: index, from: entry) {
            case .success(let (user, issue)):
                users.append(user)
                if let issue { issues.append(issue) }
            case .failure(let issue):
                issues.append(issue)
            }
        }
        // Entries that are all unusable are a broken feed, not an empty list.
        if users.isEmpty, let first = issues.first { throw .noUsableEntries(first: first, count: issues.count) }
        self.users = users
        self.issues = issues
    }

    /// The user of one entry and a problem with its avatar, or why the entry is skipped.
    private static func user(at index: Int, from entry: UserFeedEntry) -> Result<(User, FeedIssue?), FeedIssue> {
        let nameValue: FeedValue?
        let avatarValue: FeedValue?
        switch entry.shape {
        case .other(let kind):
            return .failure(FeedIssue(index: index, field: "entry", reason: "expected an object, found \(kind)"))
        case .object(let name, let avatar):
            (nameValue, avatarValue) = (name, avatar)
        }
        guard let nameValue else {
            return .failure(FeedIssue(index: index, field: "name", reason: "missing; entry skipped"))
        }
        guard case .string(let rawName) = nameValue else {
            return .failure(
                FeedIssue(
                    index: index,
                    field: "name",
                    reason: "expected a string, found \(nameValue.kind); entry skipped"
                )
            )
        }
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            return .failure(FeedIssue(index: index, field: "name", reason: "empty; entry skipped"))
        }
        var avatar: URL?
        var issue: FeedIssue?
        switch avatarValue {
        case .other(let kind):
            issue = FeedIssue(index: index, field: "avatar", reason: "expected a string, found \(kind)")
        case .string(let text):
            avatar = webURL(text)
            if avatar == nil {
                issue = FeedIssue(
                    index: index,
                    field: "avatar",
                    reason: "\"\(text)\" is not an http(s) URL; placeholder shown"
                )
            }
        case .null, nil:
            issue = FeedIssue(index: index, field: "avatar", reason: "\"\" is not an http(s) URL; placeholder shown")
        }
        return .success((User(id: index, name: name, avatar: avatar), issue))
    }

    /// `text` as an http(s) URL with a host, or nil.
    private static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            url.host != nil, !text.contains(" ")
        else { return nil }
        return url
    }
}

/// Why a feed could not be read at all.
public enum FeedDecodingError: FeatureDataIssue, Equatable {
    case notAList
    /// Every entry was unusable; `first` names the first one and why.
    case noUsableEntries(first: FeedIssue, count: Int)

    public var description: String {
        switch self {
        case .notAList:
            "The users feed is not a JSON list of {avatar, name} objects."
        case .noUsableEntries(let first, let count):
            "The users feed has no usable entry (\(count) skipped); first: \(first)."
        }
    }
}
