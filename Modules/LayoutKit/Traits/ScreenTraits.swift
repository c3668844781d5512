/// What a person has set that every screen adapts to: the text size, light or dark, and the direction of their
/// language. Layouts read it from their ``ContentArea`` (content) or are given it (chrome, controls).
public struct ScreenTraits: Sendable, Hashable, Codable {
    public var textSize: ContentSizeCategory
    public var appearance: Appearance
    public var direction: LayoutDirection

    /// Large text, light, left to right: the screens as they were before traits.
    public static let standard = ScreenTraits()

    /// Creates traits; the defaults are ``standard``'s.
    public init(
        textSize: ContentSizeCategory = .large,
        appearance: Appearance = .light,
        direction: LayoutDirection = .leftToRight
    ) {
        self.textSize = textSize
        self.appearance = appearance
        self.direction = direction
    }

    /// The colours of ``appearance``.
    public var palette: Palette { Palette(appearance) }

    /// `style`'s point size at ``textSize``.
    public func size(_ style: TextStyle) -> Double { style.size(at: textSize) }

    /// The largest text size bars are drawn at: every style they use stays within 1.35 × its size at Large there,
    /// as iOS keeps navigation titles, tab labels, segmented controls and search fields near their standard size
    /// (a long press shows a bar item enlarged in the large content viewer instead).
    public static let largestBarTextSize = ContentSizeCategory.extraExtraLarge

    /// These traits for drawing bars: the text size held at ``largestBarTextSize``.
    public var forBars: ScreenTraits {
        var bars = self
        bars.textSize = min(textSize, Self.largestBarTextSize)
        return bars
    }

    /// A short name for file names and reports: `l-light-ltr`.
    public var name: String { "\(textSize.rawValue)-\(appearance.rawValue)-\(direction.rawValue)" }
}
