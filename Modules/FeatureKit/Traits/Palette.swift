/// The semantic colours of one appearance, as iOS names them (label, secondary label, system background, separator,
/// tint …): the one place a screen's colours are written. Every value is `#RRGGBB` or `#RRGGBBAA`.
public struct Palette: Sendable, Hashable {
    public let appearance: Appearance
    /// The page behind content.
    public let background: String
    /// Grouped and raised surfaces: cards, rows on a grouped background.
    public let secondaryBackground: String
    /// Primary text.
    public let label: String
    /// Secondary text: 4.5:1 or more on ``background`` and ``secondaryBackground``.
    public let secondaryLabel: String
    /// Hairlines between rows and under bars.
    public let separator: String
    /// Buttons, links, selection.
    public let tint: String
    /// Text and symbols on ``tint``.
    public let onTint: String
    /// The status, navigation and tab bars.
    public let barBackground: String

    /// The palette of `appearance`.
    public init(_ appearance: Appearance) {
        self.appearance = appearance
        switch appearance {
        case .light:
            background = "#FFFFFF"
            secondaryBackground = "#F2F2F7"
            label = "#1C1C1E"
            secondaryLabel = "#5F5F64"
            separator = "#C6C6C8"
            tint = "#0A64D6"
            onTint = "#FFFFFF"
            barBackground = "#F7F7F8"
        case .dark:
            background = "#000000"
            secondaryBackground = "#1C1C1E"
            label = "#FFFFFF"
            secondaryLabel = "#AEAEB2"
            separator = "#38383A"
            tint = "#4DA3FF"
            onTint = "#000000"
            barBackground = "#161618"
        }
    }
}
