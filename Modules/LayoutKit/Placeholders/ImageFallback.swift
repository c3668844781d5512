/// What an image slot shows when its picture is missing or failed, when the layout knows better than a generic
/// placeholder: a person's initials on a colour of their own (as Contacts does), or a designed "no photo" plate for a
/// dish without one. Drawn by the renderers at the size the slot is shown, inside its corner radius.
public enum ImageFallback: Sendable, Hashable, Codable {
    /// One or two letters on a colour picked from the name (``color(for:)``).
    case initials(String)
    /// A plate on a light grey ground, for a recipe without a photo.
    case noPhoto

    /// The initials of `name`: the first letter of its first two words (words split at spaces, `-`, `_`, `/` and
    /// `.`), upper-cased; one letter for a one-word name, and for a script without case (Chinese, Arabic, Hebrew,
    /// Korean: two letters there would read as a word); the first character for a name without letters.
    /// `scripts/make-avatars` draws the bundled people's avatars by the same rule.
    public static func initials(for name: String) -> ImageFallback {
        let words = name.split { $0.isWhitespace || "-_/.".contains($0) }
        var letters = words.prefix(2).compactMap { $0.first(where: \.isLetter) }
        if letters.contains(where: { !$0.isCased }) { letters = Array(letters.prefix(1)) }
        let text = letters.isEmpty ? String(name.prefix(1)) : String(letters)
        return .initials(text.uppercased())
    }

    /// The colours initials are drawn on (``Palette/initialsBackgrounds``).
    public static var palette: [String] { Palette.initialsBackgrounds }

    /// The colour `seed` (a person's id or name) draws its initials on: the same person always gets the same one.
    public static func color(for seed: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return palette[Int(hash % UInt64(palette.count))]
    }

    /// The no-photo plate's ground and plate colours.
    public static var plateGround: String { Palette.noPhotoGround }
    public static var plate: String { Palette.noPhotoPlate }

    private enum CodingKeys: String, CodingKey {
        case kind
        case text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .kind) {
        case "initials": self = .initials(try container.decode(String.self, forKey: .text))
        case "no-photo": self = .noPhoto
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .kind,
                in: container,
                debugDescription: "Unknown image fallback \"\(other)\"; initials or no-photo."
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .initials(let text):
            try container.encode("initials", forKey: .kind)
            try container.encode(text, forKey: .text)
        case .noPhoto:
            try container.encode("no-photo", forKey: .kind)
        }
    }
}
