public import Foundation

/// The feed exactly as sent, before validation: every field is kept as the JSON value it is, so one bad item can be
/// reported and skipped instead of failing the whole decode. ``ManagerSpecials/init(payload:)`` validates it.
public struct ManagerSpecialsPayload: Decodable, Sendable {
    /// A JSON value as far as validation needs to tell them apart.
    public enum Value: Decodable, Sendable, Hashable {
        case null
        case string(String)
        case bool(Bool)
        case integer(Int)
        /// A non-integral number, kept as the exact decimal the JSON wrote.
        case number(Decimal)
        /// An object or array.
        case composite

        public init(from decoder: any Decoder) throws {
            guard let container = try? decoder.singleValueContainer() else {
                self = .composite
                return
            }
            if container.decodeNil() {
                self = .null
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else if let number = try? container.decode(Decimal.self) {
                self = .number(number)
            } else {
                self = .composite
            }
        }
    }

    /// One element of `managerSpecials`: its fields by JSON key, or nil when the element is not an object.
    public struct Item: Decodable, Sendable {
        /// The fields by JSON key; nil when the element is not an object.
        public var fields: [String: Value]?

        public init(fields: [String: Value]?) {
            self.fields = fields
        }

        public init(from decoder: any Decoder) throws {
            // Never throws, so a bad element still advances the array and the rest decode.
            fields = try? decoder.singleValueContainer().decode([String: Value].self)
        }
    }

    /// The raw `canvasUnit`, or nil when absent.
    public var canvasUnit: Value?
    /// The raw items, in feed order.
    public var items: [Item]

    /// Creates a payload (tests build malformed feeds this way).
    public init(canvasUnit: Value?, items: [Item]) {
        self.canvasUnit = canvasUnit
        self.items = items
    }

    private enum CodingKeys: String, CodingKey {
        case canvasUnit
        case managerSpecials
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        canvasUnit = try container.decodeIfPresent(Value.self, forKey: .canvasUnit)
        // A feed without its list is broken, not empty: decoding names the missing key.
        items = try container.decode([Item].self, forKey: .managerSpecials)
    }
}
