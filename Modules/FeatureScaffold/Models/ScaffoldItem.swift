public import Foundation

/// One item of the feed: `{"id": 1, "title": "…", "subtitle": "…", "image": "https://…"}`; `subtitle` and `image`
/// may be absent.
public struct ScaffoldItem: Sendable, Equatable, Decodable {
    public var id: Int
    public var title: String
    public var subtitle: String?
    public var imageURL: URL?

    enum CodingKeys: String, CodingKey {
        case id, title, subtitle
        case imageURL = "image"
    }

    /// Creates an item.
    public init(id: Int, title: String, subtitle: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
    }
}
