/// JSON that does not have the shape a feed needs: where decoding stopped (`items[0].id`) and why.
public struct DecodingFailure: Error, CustomStringConvertible, Sendable, Equatable {
    /// The JSON path of the key or value at fault, e.g. `items[0].id`; empty for the document itself.
    public var path: String
    /// What was wrong there, e.g. `missing`, `expected Int`.
    public var reason: String

    /// Creates a failure.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Classifies a `DecodingError` by its case and coding path, never by its message text.
    public init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(path: Self.render(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context):
            self.init(path: Self.render(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context):
            self.init(path: Self.render(context.codingPath), reason: "expected \(type), found null")
        case .dataCorrupted(let context):
            self.init(path: Self.render(context.codingPath), reason: "not valid JSON")
        @unknown default:
            self.init(path: "", reason: "not decodable")
        }
    }

    public var description: String {
        path.isEmpty ? "the document: \(reason)" : "\(path): \(reason)"
    }

    /// `results[3].title` style.
    static func render(_ path: [any CodingKey]) -> String {
        path.reduce(into: "") { text, key in
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
    }
}
