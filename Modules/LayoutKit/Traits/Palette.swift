/// The semantic colours of one appearance, as iOS names them (label, secondary label, system background, separator,
/// tint …): the one place a screen's colours are written. Every feature and the chrome take their colours from here,
/// and a test fails on a colour literal anywhere else in their layout code. Every value is `#RRGGBB` or `#RRGGBBAA`.
///
/// Light values are the colours the screens had before appearances existed, so light documents did not change. Dark
/// values follow iOS's dark semantic colours: a black page, raised surfaces a step lighter (shadows do not show on
/// black), light text; every text colour keeps 4.5:1 or more on the surfaces it is drawn on.
///
/// ```swift
/// let palette = area.traits.palette
/// let run = controls.text("Ingredients", x: 16, y: 0, width: 300, style: .headline, color: palette.detailLabel)
/// ```
public struct Palette: Sendable, Hashable {
    public let appearance: Appearance

    // MARK: Backgrounds

    /// The page behind content (``LayoutDocument/background`` in dark; white, the documents' default, in light).
    public let background: String
    /// Grouped and inset surfaces: the in-app browser's page area.
    public let secondaryBackground: String
    /// The page behind a grid of cards (Manager's Specials).
    public let groupedBackground: String
    /// Raised surfaces: cards and the ring round an avatar on a card. In dark, a step lighter than the page: a
    /// surface, not a shadow, sets a card apart.
    public let elevatedBackground: String
    /// The status, navigation and tab bars.
    public let barBackground: String

    // MARK: Text

    /// Titles drawn at full strength (a recipe's title, a special's name, section headers).
    public let titleLabel: String
    /// Primary text.
    public let label: String
    /// Supporting text close to the label in strength: descriptions, a reputation, the ingredients' heading.
    public let detailLabel: String
    /// Secondary text: 4.5:1 or more on ``background``, ``elevatedBackground``, ``barBackground`` and the selection.
    public let secondaryLabel: String
    /// The faintest text: a search field's placeholder, a user's type.
    public let tertiaryLabel: String

    // MARK: Lines and fills

    /// Hairlines between rows and under bars, and the divider of a split view.
    public let separator: String
    /// The lighter line under a list row.
    public let faintSeparator: String
    /// Buttons, links, selection.
    public let tint: String
    /// Text and symbols on ``filledTint``: white in every appearance, as iOS's filled buttons have.
    public let onTint: String
    /// The fill of a filled button or a selected segment: the tint, or in dark a deeper blue than it, so that white
    /// text keeps AA on it (white on dark's #4DA3FF is 2.6:1; on #0073E6, 4.57:1) while the fill keeps 3:1 on a
    /// segmented control's #2C2C2E (3.05:1).
    public let filledTint: String
    /// A destructive action's title (Delete): iOS's accessible red, which keeps WCAG AA on the page (#D70015 on
    /// white is 5.9:1, where #FF3B30 is 3.55:1).
    public let destructive: String
    /// Behind a segmented control's segments.
    public let controlBackground: String
    /// Behind a search field's text.
    public let fieldBackground: String
    /// The Dynamic Island: the screen's cut-out, black in every appearance.
    public let sensorHousing: String
    /// Neutral symbols: an activity indicator's spokes, a search field's magnifier.
    public let systemGray: String
    /// A box standing in for a picture that is loading.
    public let placeholderFill: String
    /// The designed default avatar: its circle, and the person drawn in it.
    public let avatarBackground: String
    public let avatarFigure: String

    // MARK: Selection and banners

    /// A selected row's fill (its tint bar tells the selection; the fill alone does not).
    public let selectedBackground: String
    /// A selected card's fill.
    public let selectedCardBackground: String
    /// Banners: an informational, a warning and an error tone, each a fill and the text on it.
    public let infoBackground: String
    public let infoText: String
    public let warningBackground: String
    public let warningText: String
    public let errorBackground: String
    public let errorText: String

    // MARK: Pictures and shadows

    /// Over a picture, behind text drawn on it. Pictures keep their colours in every appearance, so the scrim does too.
    public let scrim: String
    /// Text on ``scrim``.
    public let onScrim: String
    /// The edge under a card (a user card's foot): a shadow in light, a separator-coloured edge in dark, where a black
    /// shadow would not show on a black page.
    public let cardShadow: String
    /// The soft shadow round a card, widest layer first; empty in dark, where ``elevatedBackground`` sets the card
    /// apart as iOS does.
    public let softShadow: [String]

    // MARK: Brand colours

    /// A Manager's Special's price.
    public let specialsPrice: String
    /// The mark of a favourite repository.
    public let favorite: String
    /// The two ends of the band across the top of a user card (cyan to violet), the same in every appearance.
    public let userBandStart: String
    public let userBandEnd: String
    /// Text drawn on that band: dark in every appearance, as the band is.
    public let onUserBand: String
    /// The ring round an avatar on that band: white in every appearance, as the band is.
    public let userAvatarRing: String
    /// Stack Overflow's badge colours, the same in every appearance.
    public let badgeGold: String
    public let badgeSilver: String
    public let badgeBronze: String
    /// Stack Overflow's brand colour (wagColor in its brief, `#24B88E`): only ever a fill under dark text
    /// (``onStackOverflowBrand``, 6.7:1), never text itself (2.52:1 on white).
    public let stackOverflowBrand: String
    public let onStackOverflowBrand: String

    /// The page colour a document records: nil for the light page (white, every document's default, so light
    /// documents stay as they were), else ``background``.
    public var documentBackground: String? { appearance == .light ? nil : background }

    /// The colour of a Stack Overflow badge of `kind` (`gold`, `silver`, `bronze`).
    public func badge(_ kind: String) -> String {
        self[keyPath: Self.badgeColor(kind)]
    }

    /// Where ``badge(_:)`` finds its colour, for a vocabulary leaf that resolves it in the screen's appearance.
    public static func badgeColor(_ kind: String) -> PaletteColor {
        switch kind {
        case "gold": \Palette.badgeGold
        case "silver": \Palette.badgeSilver
        default: \Palette.badgeBronze
        }
    }
}
