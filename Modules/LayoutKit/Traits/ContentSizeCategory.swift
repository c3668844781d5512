/// The twelve text sizes a person can choose on iOS (Settings › Display & Brightness › Text Size, and the five larger
/// accessibility sizes), as the command line names them: `xs`, `s`, `m`, `l` (the default), `xl`, `xxl`, `xxxl`,
/// then `ax1` … `ax5`.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case extraSmall = "xs"
    case small = "s"
    case medium = "m"
    case large = "l"
    case extraLarge = "xl"
    case extraExtraLarge = "xxl"
    case extraExtraExtraLarge = "xxxl"
    case accessibilityMedium = "ax1"
    case accessibilityLarge = "ax2"
    case accessibilityExtraLarge = "ax3"
    case accessibilityExtraExtraLarge = "ax4"
    case accessibilityExtraExtraExtraLarge = "ax5"

    /// One of the five accessibility sizes: layouts stack what sits side by side and drop columns, as iOS apps do.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category's place in ``allCases``, from 0 (`xs`) to 11 (`ax5`).
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// The category named `name` (`xs` … `ax5`, as on the command line), else nil.
    public init?(argument name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The names the command line takes, in order.
    public static var argumentNames: [String] { allCases.map(\.rawValue) }
}
