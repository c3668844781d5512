import Foundation

/// One event sent to a screen's view model: a tap (`open:3`, `timeframe:week`, `back`), a scroll (`load-more`), or a
/// condition of the world the screen lives in (`network:offline`, `hold`).
///
/// Written `name` or `name:value`; a list is comma-separated, values percent-encoded where they hold `,` `:` or `%`
/// (`search:swift%2C%20ui`). The text form is what `layout --events` and `serve` URLs carry.
public struct ScreenEvent: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The event's name, lowercase letters, digits and dashes.
    public var name: String
    /// Its argument, if any.
    public var value: String?

    /// Creates an event.
    public init(_ name: String, _ value: String? = nil) {
        self.name = name
        self.value = value
    }

    /// The longest event list accepted from text, so a hostile URL cannot make a session replay millions of events.
    public static let maxEvents = 200

    /// Parses one event, `name` or `name:value`.
    public init(parsing text: String) throws(ScreenEventError) {
        let pieces = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(pieces[0]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= 40,
            name.unicodeScalars.allSatisfy({
                CharacterSet.lowercaseLetters.contains($0) || $0 == "-" || ("0"..."9").contains($0)
            })
        else { throw .malformed(text: text, reason: "an event name is lowercase letters, digits and dashes") }
        var value: String?
        if pieces.count == 2 {
            guard let decoded = String(pieces[1]).removingPercentEncoding, decoded.count <= 200 else {
                throw .malformed(text: text, reason: "the value is not percent-encoded text of at most 200 characters")
            }
            value = decoded
        }
        self.init(name, value)
    }

    /// Parses a comma-separated list; empty text is no events.
    public static func list(parsing text: String) throws(ScreenEventError) -> [ScreenEvent] {
        let pieces = text.split(separator: ",").map(String.init).filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard pieces.count <= maxEvents else { throw .tooMany(count: pieces.count, limit: maxEvents) }
        var events: [ScreenEvent] = []
        for piece in pieces { events.append(try ScreenEvent(parsing: piece)) }
        return events
    }

    /// The list's text form, the inverse of ``list(parsing:)``.
    public static func text(of events: [ScreenEvent]) -> String {
        events.map(\.description).joined(separator: ",")
    }

    public var description: String {
        guard let value else { return name }
        let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: ",:%&=+#"))
        return name + ":" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
    }

    /// The value as a whole number, if it is one.
    public var intValue: Int? { value.flatMap { Int($0) } }
}

/// Why an event list could not be read.
public enum ScreenEventError: Error, Sendable, Equatable, CustomStringConvertible {
    case malformed(text: String, reason: String)
    case tooMany(count: Int, limit: Int)

    public var description: String {
        switch self {
        case .malformed(let text, let reason): "Event \"\(text)\" is malformed: \(reason)."
        case .tooMany(let count, let limit): "\(count) events given; at most \(limit) are accepted."
        }
    }
}
