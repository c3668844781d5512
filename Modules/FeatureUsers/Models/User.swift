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
public struct FeedIssue: Sendable, Equatable, CustomStringConvertible {
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

    /// Decodes `data`, keeping every entry with a name; an avatar that is not an http(s) URL becomes nil and is reported.
    public init(json data: Data) throws(FeedDecodingError) {
        guard let entries = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
            throw .notAList
        }
        var users: [User] = []
        var issues: [FeedIssue] = []
        for (index, entry) in entries.enumerated() {
            guard let object = entry as? [String: Any] else {
                issues.append(
                    FeedIssue(index: index, field: "entry", reason: "expected an object, found \(Self.kind(of: entry))")
                )
                continue
            }
            guard let value = object["name"] else {
                issues.append(FeedIssue(index: index, field: "name", reason: "missing; entry skipped"))
                continue
            }
            guard let name = value as? String else {
                issues.append(
                    FeedIssue(
                        index: index,
                        field: "name",
                        reason: "expected a string, found \(Self.kind(of: value)); entry skipped"
                    )
                )
                continue
            }
            guard !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                issues.append(FeedIssue(index: index, field: "name", reason: "empty; entry skipped"))
                continue
            }
            let text = (object["avatar"] as? String) ?? ""
            var avatar: URL?
            if let value = object["avatar"], !(value is String), !(value is NSNull) {
                issues.append(
                    FeedIssue(index: index, field: "avatar", reason: "expected a string, found \(Self.kind(of: value))")
                )
            } else if let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                ["http", "https"].contains(scheme),
                url.host != nil, !text.contains(" ")
            {
                avatar = url
            } else {
                issues.append(
                    FeedIssue(
                        index: index,
                        field: "avatar",
                        reason: "\"\(text)\" is not an http(s) URL; placeholder shown"
                    )
                )
            }
            users.append(User(id: index, name: name.trimmingCharacters(in: .whitespacesAndNewlines), avatar: avatar))
        }
        // Entries that are all unusable are a broken feed, not an empty list.
        if users.isEmpty, let first = issues.first { throw .noUsableEntries(first: first, count: issues.count) }
        self.users = users
        self.issues = issues
    }

    /// The JSON kind of a value from `JSONSerialization`, for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case is String: "a string"
        case is [Any]: "a list"
        case is [String: Any]: "an object"
        case is NSNumber: "a number or boolean"
        default: "a value"
        }
    }
}

/// Why a feed could not be read at all.
public enum FeedDecodingError: Error, CustomStringConvertible, Sendable, Equatable {
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
