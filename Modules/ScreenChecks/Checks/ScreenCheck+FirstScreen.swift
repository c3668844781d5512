public import LayoutKit

extension ScreenCheck {
    /// The sections that are the system's or the list's foot, not content a person came for.
    static let footSections: Set<String> = ["list-end"]

    /// The first screen a person sees: the safe area between the bars at its top and those at its bottom.
    static func firstScreen(safeArea safe: Rect, items: [LayoutItem]) -> Rect {
        let bars = items.filter { barKinds.contains($0.kind) }
        let top = bars.filter { $0.frame.minY < safe.midY }.map(\.frame.maxY).max() ?? safe.minY
        let bottom = bars.filter { $0.frame.minY >= safe.midY }.map(\.frame.minY).min() ?? safe.maxY
        return Rect(x: safe.minX, y: top, width: safe.width, height: max(1, bottom - top))
    }

    /// What a person sees of a scrolling document before scrolling: the device's height, less the bars at its top
    /// (drawn there) and the height of those at its bottom (the tab bar and home indicator, drawn at the
    /// document's end in a long list's render), across the safe area's width.
    static func viewport(of document: LayoutDocument) -> Rect {
        let items = document.sections.flatMap(\.items)
        let height = document.device.height
        let content = document.contentSize.height
        let bars = items.filter { barKinds.contains($0.kind) }
        let top = bars.filter { $0.frame.minY < height / 2 }.map(\.frame.maxY).max() ?? 0
        let bottomBars = bars.filter { [.tabBar, .homeIndicator].contains($0.kind) }
        let below = bottomBars.map { content - $0.frame.minY }.max() ?? 0
        let safe = document.safeArea ?? Rect(x: 0, y: 0, width: document.device.width, height: content)
        return Rect(x: safe.minX, y: top, width: safe.width, height: max(1, height - below - top))
    }

    /// A list or grid that starts on the first screen has an item there that fits the screen whole (issue #55: a
    /// landscape phone whose first Specials tile was taller than the screen showed no whole product). A list is a
    /// section's items of one kind, two or more; one that starts below the first screen is not seen yet. Checked
    /// up to the largest text size short of the accessibility sizes.
    public static func firstScreenViolations(in document: LayoutDocument) -> [ScreenViolation] {
        // At accessibility sizes a row may be taller than a phone on its side, as on iOS.
        guard document.traits?.textSize.isAccessibilityCategory != true else { return [] }
        let screen = viewport(of: document)
        var problems: [ScreenViolation] = []
        for section in document.sections
        where !chromeSections.contains(section.id) && !footSections.contains(section.id) {
            let lists = Dictionary(grouping: section.items.filter { !barKinds.contains($0.kind) }, by: \.kind)
            for (kind, items) in lists.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where items.count >= 2 {
                let started = items.filter { $0.frame.minY < screen.maxY && $0.frame.maxY > screen.minY }
                guard !started.isEmpty else { continue }
                // A banner above the list may push its first item part-way off; one that could never be seen
                // whole, taller than the screen, is the defect.
                guard started.allSatisfy({ $0.frame.height > screen.height + 0.5 }) else { continue }
                let tallest = started.map(\.frame.height).max() ?? 0
                problems.append(
                    .init(
                        .noWholeItemOnFirstScreen,
                        item: started.first?.id,
                        measured: tallest,
                        limit: screen.height,
                        "\(section.id): none of its \(kind) items on the first screen fits it (\(Int(screen.width)) × "
                            + "\(Int(screen.height)) pt); the first is \(Int(started[0].frame.height)) pt tall"
                    )
                )
            }
        }
        return problems
    }
}
