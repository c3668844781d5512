/// Any JSON value, so a list line's further keys (a SKU, a price) travel into the manifest unchanged.
public enum CatalogueValue: Codable, Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case list([CatalogueValue])
    case object([String: CatalogueValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CatalogueValue].self) {
            self = .list(value)
        } else {
            self = .object(try container.decode([String: CatalogueValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as text, for `id` and `url` given as numbers; nil for lists, objects and null.
    public var text: String? {
        switch self {
        case .string(let value): value
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): String(value)
        default: nil
        }
    }
}
