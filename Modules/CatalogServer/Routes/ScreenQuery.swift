import FeatureKit
import Hummingbird
import HummingbirdCore

/// A state of a feature's screens as a URL names it: `feature`, `story`, `device`, `orientation`, `events` (the
/// command line's `--events` text), `text-size`, `appearance` and `direction`, as `catalog-tool layout` takes them. Every field is checked; a bad one is a 4xx
/// naming the field, the value and what would do.
struct ScreenQuery: Sendable {
    var feature: ServedFeature
    var story: String
    var device: DeviceProfile
    var orientation: ScreenOrientation
    var events: [ScreenEvent]
    /// The text size, appearance and direction (`text-size=ax5&appearance=dark&direction=rtl`; default l, light,
    /// ltr — the screen page then follows the browser's `prefers-color-scheme`).
    var traits: ScreenTraits = .standard
    /// Whether the URL named the appearance (light included): one that did not follows the browser's scheme.
    var namesAppearance = false

    /// The longest `events` text accepted, checked before it is parsed.
    static let maxEventsText = 16 * 1024

    init(_ parameters: FlatDictionary<Substring, Substring>, features: [ServedFeature]) throws(HTTPError) {
        guard let name = parameters.get("feature") else {
            throw HTTPError(
                .badRequest,
                message: "Missing feature; one of: \(features.map(\.name).joined(separator: ", "))."
            )
        }
        guard let feature = features.first(where: { $0.name == name }) else {
            throw HTTPError(
                .notFound,
                message: "Unknown feature \"\(name)\"; one of: \(features.map(\.name).joined(separator: ", "))."
            )
        }
        let story = parameters.get("story") ?? "loaded"
        guard feature.feature.stories.contains(where: { $0.name == story }) else {
            throw HTTPError(
                .notFound,
                message:
                    "\(feature.name) has no story \"\(story)\"; it has: \(feature.feature.stories.map(\.name).joined(separator: ", "))."
            )
        }
        let deviceName = parameters.get("device") ?? "iphone-15"
        guard let device = DeviceProfile.all.first(where: { $0.name == deviceName }) else {
            throw HTTPError(
                .badRequest,
                message:
                    "Unknown device \"\(deviceName)\"; one of: \(DeviceProfile.all.map(\.name).joined(separator: ", "))."
            )
        }
        let orientationName = parameters.get("orientation") ?? "portrait"
        guard let orientation = ScreenOrientation(rawValue: orientationName) else {
            throw HTTPError(
                .badRequest,
                message: "Unknown orientation \"\(orientationName)\"; portrait or landscape."
            )
        }
        self.traits = try Self.traits(parameters)
        self.namesAppearance = !(parameters.get("appearance") ?? "").isEmpty
        var events: [ScreenEvent] = []
        if let text = parameters.get("events"), !text.isEmpty {
            guard text.utf8.count <= Self.maxEventsText else {
                throw HTTPError(
                    .badRequest,
                    message: "events is \(text.utf8.count) bytes, over the limit of \(Self.maxEventsText)."
                )
            }
            do {
                events = try ScreenEvent.list(parsing: text)
            } catch {
                throw HTTPError(.badRequest, message: "events: \(error)")
            }
        }
        self.feature = feature
        self.story = story
        self.device = device
        self.orientation = orientation
        self.events = events
    }

    /// The request `catalog-tool layout` would make of the same arguments.
    var request: ScreenRequest {
        ScreenRequest(device: device, orientation: orientation, story: story, events: events, traits: traits)
    }

    /// The `text-size`, `appearance` and `direction` parameters; each absent or empty one is the default.
    static func traits(_ parameters: FlatDictionary<Substring, Substring>) throws(HTTPError) -> ScreenTraits {
        var traits = ScreenTraits.standard
        if let name = parameters.get("text-size"), !name.isEmpty {
            guard let size = ContentSizeCategory(argument: name) else {
                throw HTTPError(
                    .badRequest,
                    message:
                        "Unknown text-size \"\(name)\"; one of: \(ContentSizeCategory.argumentNames.joined(separator: ", "))."
                )
            }
            traits.textSize = size
        }
        if let name = parameters.get("appearance"), !name.isEmpty {
            guard let appearance = Appearance(rawValue: name) else {
                throw HTTPError(.badRequest, message: "Unknown appearance \"\(name)\"; light or dark.")
            }
            traits.appearance = appearance
        }
        if let name = parameters.get("direction"), !name.isEmpty {
            guard let direction = LayoutDirection(rawValue: name) else {
                throw HTTPError(.badRequest, message: "Unknown direction \"\(name)\"; ltr or rtl.")
            }
            traits.direction = direction
        }
        return traits
    }

    /// The parameters naming `traits`, those that differ from the default (and the appearance when
    /// `namingAppearance`, so that a page asked for in light stays light in a dark browser).
    static func traitItems(_ traits: ScreenTraits, namingAppearance: Bool = false) -> [(String, String)] {
        var items: [(String, String)] = []
        if traits.textSize != .large { items.append(("text-size", traits.textSize.rawValue)) }
        if traits.appearance != .light || namingAppearance {
            items.append(("appearance", traits.appearance.rawValue))
        }
        if traits.direction != .leftToRight { items.append(("direction", traits.direction.rawValue)) }
        return items
    }

    /// The query string naming this state (for links and the browser's history).
    var queryString: String {
        var items = [
            ("feature", feature.name), ("story", story), ("device", device.name), ("orientation", orientation.rawValue),
        ]
        if !events.isEmpty { items.append(("events", ScreenEvent.text(of: events))) }
        return Self.encode(items + Self.traitItems(traits, namingAppearance: namesAppearance))
    }

    /// `a=b&c=d`, percent-encoded for a query.
    static func encode(_ items: [(String, String)]) -> String {
        items.map { "\($0.0)=\(percentEncoded($0.1))" }.joined(separator: "&")
    }

    static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                UInt8(ascii: "~"), UInt8(ascii: ":"), UInt8(ascii: ","):
                out.append(Character(UnicodeScalar(byte)))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension FeatureError {
    /// The HTTP error a request that caused this gets: the client's mistakes are 4xx, data failures 502.
    var httpError: HTTPError {
        switch self {
        case .unknownStory, .unknownScreen: HTTPError(.notFound, message: description)
        case .unknownEvent, .invalidEvent, .invalidEventValue, .eventItemOutOfRange, .unsupportedFetch:
            HTTPError(.badRequest, message: description)
        case .network, .invalidData: HTTPError(.badGateway, message: description)
        }
    }
}
