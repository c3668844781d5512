/// The iOS text styles: every run of text names one, and its size comes from it (a run may shrink below it only
/// inside a fixed-size tile, see ``ScreenCheck``).
public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case body
    case callout
    case subheadline
    case footnote
    case caption1
    case caption2

    /// The style's point size at the default text size (Large), as iOS sets it.
    ///
    /// The one table of sizes: the text-size issue extends it with a column per content size category.
    public var size: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The style whose size is nearest to `size` (the larger on a tie), for documents written before runs named
    /// their style.
    public static func nearest(to size: Double, weight: FontWeight = .regular) -> TextStyle {
        let candidates = allCases.filter { $0 != (weight == .bold ? .body : .headline) }
        return candidates.min { abs($0.size - size) < abs($1.size - size) } ?? .body
    }
}

/// Whether a run of text is what the item is about (a name, a title, a message) or supporting detail (a
/// description, a count, a date): primary text must stay legible and whole.
public enum TextRole: String, Sendable, Hashable, Codable {
    case primary
    case secondary
}
