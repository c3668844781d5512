import Foundation

/// One entry of the users feed as JSON gave it, before any checks: decoded with `JSONDecoder` straight into these
/// few values (no `JSONSerialization` tree of boxed objects), so memory stays proportional to the body.
struct UserFeedEntry: Decodable {
    /// An object's `name` and `avatar` (nil when the key is absent), or the kind of a value that is not an object.
    enum Shape {
        case object(name: FeedValue?, avatar: FeedValue?)
        case other(kind: String)
    }

    private enum Key: String, CodingKey {
        case name, avatar
    }

    let shape: Shape

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            shape = .object(
                name: object.contains(.name) ? try object.decode(FeedValue.self, forKey: .name) : nil,
                avatar: object.contains(.avatar) ? try object.decode(FeedValue.self, forKey: .avatar) : nil
            )
        } else {
            shape = .other(kind: try FeedValue(from: decoder).kind)
        }
    }
}

/// A JSON value the users feed checks: a string is kept, anything else is known only by its kind, for messages.
enum FeedValue: Decodable, Equatable {
    case string(String)
    case null
    case other(kind: String)

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let text = try? value.decode(String.self) {
            self = .string(text)
        } else if (try? value.decode(Double.self)) != nil || (try? value.decode(Bool.self)) != nil {
            self = .other(kind: "a number or boolean")
        } else if (try? decoder.unkeyedContainer()) != nil {
            self = .other(kind: "a list")
        } else {
            self = .other(kind: "an object")
        }
    }

    /// The JSON kind, as messages name it.
    var kind: String {
        switch self {
        case .string: "a string"
        case .null: "null"
        case .other(let kind): kind
        }
    }
}
