import LayoutKit

extension ScreenCheck {
    /// The sections whose items are the screen's own, not the system's: its bars and the split view's divider are
    /// drawn across other items' space by design.
    static let chromeSections: Set<String> = ["chrome", "split"]

    /// A list or grid is what a person reads as one: every part of an item lies inside the item's frame (what the
    /// item draws is what it measured), and no two items of one kind in a section (rows, tiles) overlap. Issue #53's structural rule: a
    /// cell whose drawing ran past its measured height, or a row placed from a predicted offset, breaks it.
    static func structureViolations(in document: LayoutDocument) -> [ScreenViolation] {
        var problems: [ScreenViolation] = []
        for section in document.sections where !chromeSections.contains(section.id) {
            for item in section.items where !barKinds.contains(item.kind) {
                let outside = item.parts.map(\.frame).filter { !item.frame.contains($0) }
                if let first = outside.first {
                    problems.append(
                        .init(
                            .partOutsideItem,
                            item: item.id,
                            "\(item.id) (\(item.kind)): \(outside.count) part(s) outside its frame \(item.frame), "
                                + "first at \(first)"
                        )
                    )
                }
            }
            problems += overlaps(in: section)
        }
        return problems
    }

    /// Pairs of items of one kind in `section` (a list's rows, a grid's tiles) whose frames overlap by more than
    /// rounding, the first of each pair named. Items of different kinds may: a page's progress bar lies over the
    /// page, a detail's link beside its picture.
    static func overlaps(in section: LayoutSection) -> [ScreenViolation] {
        Dictionary(grouping: section.items.filter { !barKinds.contains($0.kind) }, by: \.kind).values
            .flatMap { overlaps(among: $0, section: section.id) }
    }

    static func overlaps(among kind: [LayoutItem], section: String) -> [ScreenViolation] {
        // Sorted by top edge, each item is compared only with those that start above its bottom.
        let items = kind.sorted { $0.frame.y < $1.frame.y }
        var problems: [ScreenViolation] = []
        for (index, item) in items.enumerated() {
            for other in items[(index + 1)...] {
                if other.frame.y >= item.frame.maxY - 0.01 { break }
                let width = min(item.frame.maxX, other.frame.maxX) - max(item.frame.minX, other.frame.minX)
                let height = min(item.frame.maxY, other.frame.maxY) - max(item.frame.minY, other.frame.minY)
                guard width > 0.01, height > 0.01 else { continue }
                problems.append(
                    .init(
                        .overlappingItems,
                        item: item.id,
                        "\(item.id) and \(other.id) overlap in section \(section) by \(width) × \(height) pt"
                    )
                )
            }
        }
        return problems
    }
}
