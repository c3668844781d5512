/// Gives every item of a composed screen its accessibility element and the document its reading order.
///
/// Items a feature already described (its rows, cards and tiles, whose labels come from their data) keep their
/// description; the rest get one from their kind and text: decoration (dividers, the status bar, the home
/// indicator) is hidden, a control reads as its title with its trait, a row as its text. Drawn symbols (★, ♥, ♦,
/// bullets) never reach a label.
///
/// ```swift
/// var document = composer.compose(...) { area in content }
/// AccessibilityTree.annotate(&document)   // ScreenComposer does this for every screen
/// ```
public enum AccessibilityTree {
    /// The kinds that are decoration, skipped by assistive technology.
    public static let decorativeKinds: Set<LayoutItem.Kind> = [.statusBar, .homeIndicator, .divider]

    /// Symbols drawn for the eye that a label never carries.
    static let drawnSymbols: Set<Character> = ["★", "☆", "♥", "♡", "♦", "•", "·", "‹", "›"]

    /// Fills in a description for every item without one, and the reading order.
    public static func annotate(_ document: inout LayoutDocument) {
        for section in document.sections.indices {
            for index in document.sections[section].items.indices {
                let item = document.sections[section].items[index]
                if item.accessibility == nil {
                    document.sections[section].items[index].accessibility = element(for: item)
                }
            }
        }
        document.readingOrder = readingOrder(of: document)
    }

    /// The element an item reads as when its feature did not describe it.
    public static func element(for item: LayoutItem) -> LayoutItem.Accessibility {
        if decorativeKinds.contains(item.kind) { return .decorative }
        let text = spokenText(of: item)
        var traits: [AccessibilityTrait]
        var value: String?
        switch item.kind {
        case .navigationBar: traits = [.header]
        case .button: traits = [.button]
        case .link: traits = [.link]
        case .searchField: traits = [.searchField]
        case .segmentedControl, .tabBar:
            traits = [.tab]
            value = item.segments?.first { .segment($0.value) == item.selected }?.title
        case .activityIndicator:
            return .init(label: "Loading", traits: [.updatesFrequently])
        case .banner: traits = item.action == nil ? [.staticText] : [.staticText, .button]
        default:
            if item.isTappable {
                traits = [.button]
            } else if text.isEmpty, item.parts.contains(where: { if case .image = $0 { true } else { false } }) {
                traits = [.image]
            } else {
                traits = [.staticText]
            }
        }
        if item.selected == .item { traits.append(.selected) }
        if item.kind == .segmentedControl || item.kind == .tabBar {
            let titles = (item.segments ?? []).map(\.title).joined(separator: ", ")
            return .init(label: titles, traits: traits, value: value)
        }
        return .init(label: text, traits: traits, value: value)
    }

    /// The item's text runs as words: symbols dropped, runs joined by commas.
    static func spokenText(of item: LayoutItem) -> String {
        item.parts.compactMap { part -> String? in
            guard case .text(let run) = part else { return nil }
            let words = spoken(run.text)
            return words.isEmpty ? nil : words
        }
        .joined(separator: ", ")
    }

    /// `text` without drawn symbols, its spaces collapsed.
    public static func spoken(_ text: String) -> String {
        String(text.filter { !drawnSymbols.contains($0) })
            .split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    /// Where an item is read from: the navigation bar's title (the bar spans the screen under its buttons), else the
    /// item's frame.
    public static func readingFrame(of item: LayoutItem) -> Rect {
        guard item.kind == .navigationBar else { return item.frame }
        return item.parts.lazy.compactMap { if case .text(let run) = $0 { run.frame } else { nil } }.first ?? item.frame
    }

    /// `frame` as seen from the leading edge of `document`: itself left to right, mirrored in a right-to-left
    /// document, so that "leading to trailing" is "left to right" in these terms whatever the direction.
    public static func leadingFrame(_ frame: Rect, in document: LayoutDocument) -> Rect {
        document.traits?.direction == .rightToLeft ? frame.mirrored(within: document.contentSize.width) : frame
    }

    /// The ids of the read items in visual order: the navigation bar's items leading to trailing, then each section
    /// top to bottom and leading to trailing (a section beside another, like a split view's detail, follows it),
    /// then the tab bar. Leading is the right edge in a right-to-left document (``LayoutDocument/traits``).
    public static func readingOrder(of document: LayoutDocument) -> [String] {
        func visual(_ items: [LayoutItem]) -> [LayoutItem] {
            items.enumerated()
                .sorted { lhs, rhs in
                    let (a, b) = (
                        leadingFrame(readingFrame(of: lhs.element), in: document),
                        leadingFrame(readingFrame(of: rhs.element), in: document)
                    )
                    // On one line when their vertical centres lie within each other's frames.
                    let sameLine = a.midY >= b.minY && a.midY <= b.maxY || b.midY >= a.minY && b.midY <= a.maxY
                    if sameLine, abs(a.minX - b.minX) > 0.01 { return a.minX < b.minX }
                    if abs(a.minY - b.minY) > 0.01 { return a.minY < b.minY }
                    return lhs.offset < rhs.offset
                }
                .map(\.element)
        }
        var top: [LayoutItem] = []
        var bottom: [LayoutItem] = []
        var body: [LayoutItem] = []
        for section in document.sections {
            if section.id == "chrome" {
                for item in section.items {
                    if item.kind == .tabBar || item.kind == .homeIndicator {
                        bottom.append(item)
                    } else {
                        top.append(item)
                    }
                }
            } else {
                body += visual(section.items)
            }
        }
        return (visual(top) + body + bottom)
            .filter { $0.accessibility?.isHidden != true }
            .map(\.id)
    }
}

extension AccessibilityTree {
    /// The tree as text in reading order, one element a line, as a screen reader would meet them (like
    /// AccessibilityTextSnapshot): `1. Back (button)`, `4. bright-otter by starling-works, 693 stars (button)`, with
    /// the value and hint after the traits. What `catalog-tool layout --format a11y` writes.
    public static func text(of document: LayoutDocument) -> String {
        let order = document.readingOrder ?? readingOrder(of: document)
        var lines: [String] = []
        for (index, id) in order.enumerated() {
            guard let item = document.item(id) else { continue }
            let element = item.accessibility ?? element(for: item)
            var line = "\(index + 1). \(element.label)"
            if !element.traits.isEmpty { line += " (\(element.traits.map(\.rawValue).joined(separator: ", ")))" }
            if let value = element.value { line += " value: \(value)" }
            if let hint = element.hint { line += " hint: \(hint)" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
