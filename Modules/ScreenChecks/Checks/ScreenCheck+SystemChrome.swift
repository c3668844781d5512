public import LayoutKit

extension ScreenCheck {
    /// The glyphs (polygon shapes) a status bar needs besides its battery: cellular bars and Wi-Fi.
    public static let statusBarGlyphs = 2

    /// System chrome drawn bare where iOS draws symbols: a status bar needs its cellular and Wi-Fi glyphs, each tab
    /// of a tab bar an icon inside its segment, a search field its magnifier and, when it holds text (its
    /// accessibility value), a clear button. A glyph is a ``LayoutPart/Shape`` of kind `polygon`.
    public static func chromeGlyphViolations(in document: LayoutDocument) -> [ScreenViolation] {
        var problems: [ScreenViolation] = []
        for item in document.allItems {
            let glyphs = item.parts.compactMap { part -> Rect? in
                if case .shape(let shape) = part, shape.kind == .polygon, shape.contours?.isEmpty == false {
                    return shape.frame
                }
                return nil
            }
            switch item.kind {
            case .statusBar where item.frame.height > 0 && glyphs.count < statusBarGlyphs:
                problems.append(
                    .init(
                        .chromeGlyphMissing,
                        item: item.id,
                        measured: Double(glyphs.count),
                        limit: Double(statusBarGlyphs),
                        "\(item.id): a status bar without its cellular and Wi-Fi glyphs"
                    )
                )
            case .tabBar:
                for segment in item.segments ?? [] where !glyphs.contains(where: { segment.frame.contains($0) }) {
                    problems.append(
                        .init(.chromeGlyphMissing, item: item.id, "\(item.id): the \(segment.title) tab has no icon")
                    )
                }
            case .searchField:
                let needed = item.accessibility?.value == nil ? 1 : 2
                if glyphs.count < needed {
                    problems.append(
                        .init(
                            .chromeGlyphMissing,
                            item: item.id,
                            measured: Double(glyphs.count),
                            limit: Double(needed),
                            "\(item.id): a search field without its magnifier"
                                + (needed == 2 ? " and its clear button" : "")
                        )
                    )
                }
            default:
                break
            }
        }
        return problems
    }
}
