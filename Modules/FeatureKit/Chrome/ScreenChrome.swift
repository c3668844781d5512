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

        var colors: (background: String, text: String) {
            switch self {
            case .info: ("#E5F0FF", "#0A3A7A")
            case .warning: ("#FFF4CE", "#5C4300")
            case .error: ("#FDECEA", "#7A1712")
            }
        }
    }

    /// A control between the navigation bar and the content.
    public enum Accessory: Sendable {
        /// A segmented control; a tap sends `event` with the segment's value.
        case segmented(id: String, options: [Option], selected: String, event: String)
        /// A search field holding `query`.
        case search(query: String, placeholder: String, event: String)
        /// A banner across the safe area, with an optional button.
        case banner(id: String, text: String, tone: BannerTone, button: BarButton?)
    }

    /// A segment or tab: the value it selects and its title.
    public struct Option: Sendable {
        public var value: String
        public var title: String

        /// Creates an option.
        public init(_ value: String, _ title: String) {
            self.value = value
            self.title = title
        }
    }

    /// A tab bar: the tabs, the selected one, and the event a tap sends.
    public struct Tabs: Sendable {
        public var options: [Option]
        public var selected: String
        public var event: String

        /// Creates a tab bar.
        public init(options: [Option], selected: String, event: String) {
            self.options = options
            self.selected = selected
            self.event = event
        }
    }

    public var title: String
    /// A back control (pushed screens) or a close control (presented ones) at the leading edge.
    public var leading: BarButton?
    public var trailing: BarButton?
    public var accessories: [Accessory]
    public var tabs: Tabs?
    /// `slide-left`, `slide-right`, `slide-up`, `slide-down`, or nil.
    public var transition: String?

    /// Creates chrome.
    public init(
        title: String,
        leading: BarButton? = nil,
        trailing: BarButton? = nil,
        accessories: [Accessory] = [],
        tabs: Tabs? = nil,
        transition: String? = nil
    ) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
        self.accessories = accessories
        self.tabs = tabs
        self.transition = transition
    }

    /// The back control of a pushed screen.
    public static let back = BarButton(id: "back", title: "‹ Back", action: LayoutAction(event: "back"))
}
