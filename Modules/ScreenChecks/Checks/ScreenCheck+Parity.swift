public import LayoutKit

extension ScreenCheck {
    /// The text sizes the default audit lays every screen out at besides Large, only to compare what they show with
    /// it (``parityViolations(base:larger:)``).
    public static let paritySizes: [ContentSizeCategory] = [.extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge]

    /// Values an item shows whole at the default size (`base`, at Large) that `larger` (the same screen at a larger
    /// text size) drops or cuts: a badge count, a name, a location. Larger text reflows, wraps and scrolls; it never
    /// loses content while the screen can scroll. The bars are held to it too: their text keeps near its standard
    /// size, so a navigation title, a tab, a segment or a bar button has room for its words at every size. Items that
    /// `larger` does not lay out (a list windowed further down), the status bar and the home indicator are not
    /// compared, nor items a document cut at its height limit ends.
    public static func parityViolations(base: LayoutDocument, larger: LayoutDocument) -> [ScreenViolation] {
        guard (larger.traits?.textSize ?? .large) > (base.traits?.textSize ?? .large) else { return [] }
        let scrolls = larger.contentSize.height > larger.device.height + 0.5
        var shown: [String: [LayoutPart.TextRun]] = [:]
        for item in larger.allItems { shown[item.id] = item.parts.compactMap(\.textRun) }
        var problems: [ScreenViolation] = []
        // A document cut at the height limit (``DocumentCut``) cuts the items in its last screenful by design.
        let limit = larger.cut.map { _ in larger.contentSize.height - larger.device.height } ?? .infinity
        for item in base.allItems where item.kind != .statusBar && item.kind != .homeIndicator {
            guard let runs = shown[item.id] else { continue }
            if let frame = larger.allItems.first(where: { $0.id == item.id })?.frame, frame.maxY >= limit {
                continue
            }
            for run in item.parts.compactMap(\.textRun) where !run.lines.isEmpty && run.hides == nil {
                let same = runs.filter { $0.text == run.text && !$0.lines.isEmpty }
                if same.contains(where: { $0.hides == nil }) { continue }
                // A screen that cannot scroll may cut what does not fit it, as at Large.
                if !same.isEmpty, !scrolls { continue }
                let size = larger.traits?.textSize.rawValue ?? "l"
                problems.append(
                    .init(
                        .contentDropped,
                        item: item.id,
                        "\(item.id): \"\(run.text.prefix(40))\" is shown whole at l but "
                            + (same.isEmpty ? "missing" : "cut") + " at \(size)"
                    )
                )
            }
        }
        return problems
    }
}

extension LayoutPart {
    /// The text run, when the part is one.
    fileprivate var textRun: TextRun? {
        if case .text(let run) = self { run } else { nil }
    }
}
