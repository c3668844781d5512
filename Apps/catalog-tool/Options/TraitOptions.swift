public import ArgumentParser
public import FeatureKit

/// The text size, appearance and direction one screen is laid out for (`layout`, `gallery`).
struct TraitOptions: ParsableArguments {
    @Option(help: "Text size: xs, s, m, l, xl, xxl, xxxl, ax1 … ax5 (default: l).")
    var textSize: ContentSizeCategory = .large

    @Option(help: "Appearance: light or dark (default: light).")
    var appearance: Appearance = .light

    @Option(help: "Direction: ltr or rtl (right to left mirrors the screen; default: ltr).")
    var direction: LayoutDirection = .leftToRight

    /// The traits the options name.
    var traits: ScreenTraits {
        ScreenTraits(textSize: textSize, appearance: appearance, direction: direction)
    }
}

// The names are the enums' raw values (`ax5`, `dark`, `rtl`); FeatureKit's `init?(argument:)` reads a text size.
extension ContentSizeCategory: ExpressibleByArgument {}
extension Appearance: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
