import Foundation

/// An item as `fetch --json` prints it: values, every key on every line (absent values as null).
public struct ScaffoldRecord: Encodable, Sendable {
    enum CodingKeys: String, CodingKey {
        case id, title, subtitle, imageURL
    }

    public var id: Int
    public var title: String
    public var subtitle: String?
    public var imageURL: String?

    /// The record of `item`.
    public init(_ item: ScaffoldItem) {
        id = item.id
        title = item.title
        subtitle = item.subtitle
        imageURL = item.imageURL?.absoluteString
    }

    /// Every key, absent values as null, so each line has the same shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(subtitle, forKey: .subtitle)
        try container.encode(imageURL, forKey: .imageURL)
    }
}
