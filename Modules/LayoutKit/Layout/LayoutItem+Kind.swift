extension LayoutItem {
    /// What an item is, e.g. `recipe-tile`, `button`, `tab-bar`: a name in the JSON, a typed constant in Swift. The
    /// chrome's kinds are here; each feature adds its own in an extension (`LayoutItem.Kind.recipeTile`).
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public var description: String { rawValue }

        public static let statusBar = Kind(rawValue: "status-bar")
        public static let navigationBar = Kind(rawValue: "navigation-bar")
        public static let tabBar = Kind(rawValue: "tab-bar")
        public static let homeIndicator = Kind(rawValue: "home-indicator")
        public static let button = Kind(rawValue: "button")
        public static let link = Kind(rawValue: "link")
        public static let segmentedControl = Kind(rawValue: "segmented-control")
        public static let searchField = Kind(rawValue: "search-field")
        public static let banner = Kind(rawValue: "banner")
        public static let activityIndicator = Kind(rawValue: "activity-indicator")
        /// How much of something (a page) has loaded: a bar filling from the leading edge.
        public static let progressBar = Kind(rawValue: "progress-bar")
        /// The footer of a list that has no more to load.
        public static let listEnd = Kind(rawValue: "list-end")
        public static let message = Kind(rawValue: "message")
        public static let label = Kind(rawValue: "label")
        public static let divider = Kind(rawValue: "divider")
        public static let webView = Kind(rawValue: "web-view")
        /// The in-app browser's address: the one place text may be an address.
        public static let addressBar = Kind(rawValue: "address-bar")
    }

    /// Whether and how an item is selected: a row or card that is (`"true"` in the JSON), or the value of a segmented
    /// control's or tab bar's chosen segment.
    public enum Selection: Sendable, Hashable, Codable {
        /// The row or card itself is selected.
        case item
        /// The segment with this value is chosen.
        case segment(String)

        public init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(String.self)
            self = value == "true" ? .item : .segment(value)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .item: try container.encode("true")
            case .segment(let value): try container.encode(value)
            }
        }
    }
}

/// How a screen came on: a name in the JSON (`slide-left`), a case in Swift.
public enum ScreenTransition: String, Sendable, Hashable, Codable, CaseIterable {
    case slideLeft = "slide-left"
    case slideRight = "slide-right"
    case slideUp = "slide-up"
    case slideDown = "slide-down"
}
