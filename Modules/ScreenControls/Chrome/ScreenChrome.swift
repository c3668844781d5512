public import LayoutKit

/// What a screen has around its content: the navigation bar's title and controls, the controls under it, the tab
/// bar, and the transition that brought the screen on.
public struct ScreenChrome: Sendable {
    /// A button in the navigation bar.
    public struct BarButton: Sendable {
        public var id: String
        public var title: String
        public var action: LayoutAction

        /// Creates a bar button.
        public init(id: String, title: String, action: LayoutAction) {
            self.id = id
            self.title = title
            self.action = action
        }
    }

    /// How a banner reads.
    public enum BannerTone: String, Sendable {
        case info
        case warning
        case error

        /// The banner's fill and the text on it, from `palette`.
        func colors(in palette: Palette) -> (background: String, text: String) {
            switch self {
            case .info: (palette.infoBackground, palette.infoText)
            case .warning: (palette.warningBackground, palette.warningText)
            case .error: (palette.errorBackground, palette.errorText)
            }
        }
    }

    /// A control between the navigation bar and the content.
    public enum Accessory: Sendable {
        /// A segmented control; a tap sends the segment's action.
        case segmented(id: String, options: [Option], selected: String)
        /// A search field holding `query`; a tap sends `action` (the feature's search event with the query).
        case search(query: String, placeholder: String, action: LayoutAction)
        /// A banner across the safe area, with an optional button.
        case banner(id: String, text: String, tone: BannerTone, button: BarButton?)
    }

    /// A segment or tab: the value it selects, its title, and what a tap sends (the feature's typed event).
    public struct Option: Sendable {
        public var value: String
        public var title: String
        public var action: LayoutAction
        /// The symbol a tab shows above its title (a tab bar's options have one; a segment's do not).
        public var icon: SystemGlyph?

        /// Creates an option.
        public init(_ value: String, _ title: String, action: LayoutAction, icon: SystemGlyph? = nil) {
            self.value = value
            self.title = title
            self.action = action
            self.icon = icon
        }
    }

    /// A tab bar: the tabs and the selected one.
    public struct Tabs: Sendable {
        public var options: [Option]
        public var selected: String

        /// Creates a tab bar.
        public init(options: [Option], selected: String) {
            self.options = options
            self.selected = selected
        }
    }

    public var title: String
    /// A back control (pushed screens) or a close control (presented ones) at the leading edge.
    public var leading: BarButton?
    public var trailing: BarButton?
    public var accessories: [Accessory]
    public var tabs: Tabs?
    /// `slide-left`, `slide-right`, `slide-up`, `slide-down`, or nil.
    public var transition: ScreenTransition?

    /// Creates chrome.
    public init(
        title: String,
        leading: BarButton? = nil,
        trailing: BarButton? = nil,
        accessories: [Accessory] = [],
        tabs: Tabs? = nil,
        transition: ScreenTransition? = nil
    ) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
        self.accessories = accessories
        self.tabs = tabs
        self.transition = transition
    }

    /// The back control of a pushed screen; `action` is the feature's back event.
    public static func back(_ action: LayoutAction) -> BarButton {
        BarButton(id: "back", title: "\(backChevron) Back", action: action)
    }

    /// The chevron drawn before a back control's title, pointing to the leading edge.
    public static let backChevron: Character = "‹"
    /// The back chevron on a right-to-left screen: it points right, to the leading edge.
    public static let rightToLeftBackChevron: Character = "›"
}

extension ScreenChrome.BarButton {
    /// The title as drawn on a screen read in `direction`. Right to left, a leading back chevron is drawn flipped
    /// at the title's other end ("‹ Back" reads "Back ›"): what the bidi algorithm makes of the chevron, a mirrored
    /// neutral, in a right-to-left paragraph, while the words keep their own order.
    public func title(in direction: LayoutDirection) -> String {
        guard direction == .rightToLeft, title.first == ScreenChrome.backChevron else { return title }
        let words = title.dropFirst().drop { $0 == " " }
        return "\(words) \(ScreenChrome.rightToLeftBackChevron)"
    }
}
