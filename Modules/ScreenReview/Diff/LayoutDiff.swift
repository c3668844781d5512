public import LayoutKit

/// The structural difference between two screen documents: items added and removed, moved or resized (by 0.5 pt or
/// more), texts changed, wrapped onto other lines, cut or no longer cut, colours and actions changed. Items are
/// matched by id; parts inside an item by kind and index.
public enum LayoutDiff {
    /// Frames that differ by less than this (in points) count as the same.
    public static let tolerance = 0.5

    /// The changes from `before` to `after`, in the order of `after`'s items, then the removed ones.
    public static func changes(from before: LayoutDocument, to after: LayoutDocument) -> [LayoutChange] {
        var changes: [LayoutChange] = []
        if before.contentSize != after.contentSize {
            changes.append(
                .init(
                    item: "document",
                    change: .documentChanged,
                    before: "content \(size(before.contentSize))",
                    after: "content \(size(after.contentSize))"
                )
            )
        }
        if before.screen != after.screen {
            changes.append(
                .init(item: "document", change: .documentChanged, before: before.screen, after: after.screen)
            )
        }
        let old = Dictionary(before.allItems.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Set(after.allItems.map(\.id))
        for item in after.allItems {
            guard let previous = old[item.id] else {
                changes.append(.init(item: item.id, change: .added, after: "\(item.kind) at \(rect(item.frame))"))
                continue
            }
            changes += itemChanges(previous, item)
        }
        for item in before.allItems where !new.contains(item.id) {
            changes.append(.init(item: item.id, change: .removed, before: "\(item.kind) at \(rect(item.frame))"))
        }
        return changes
    }

    static func itemChanges(_ before: LayoutItem, _ after: LayoutItem) -> [LayoutChange] {
        var changes: [LayoutChange] = []
        let id = after.id
        if before.kind != after.kind {
            changes.append(
                .init(item: id, change: .kindChanged, before: before.kind.rawValue, after: after.kind.rawValue)
            )
        }
        changes += frameChanges(id, before.frame, after.frame)
        if before.action != after.action || before.href != after.href {
            changes.append(
                .init(item: id, change: .actionChanged, before: action(before), after: action(after))
            )
        }
        let oldTexts = texts(before)
        let newTexts = texts(after)
        for index in 0..<max(oldTexts.count, newTexts.count) {
            let name = "\(id)/text#\(index)"
            guard index < oldTexts.count, index < newTexts.count else { continue }
            let old = oldTexts[index]
            let new = newTexts[index]
            if old.text != new.text {
                changes.append(.init(item: name, change: .textChanged, before: old.text, after: new.text))
            }
            changes += frameChanges(name, old.frame, new.frame)
            let wasCut = old.lines.last?.hasSuffix(TextMetrics.ellipsis) == true
            let isCut = new.lines.last?.hasSuffix(TextMetrics.ellipsis) == true
            // A new text on as many lines, cut as before, is said by `textChanged` alone.
            let followsText = old.text != new.text && old.lines.count == new.lines.count && wasCut == isCut
            if old.lines != new.lines, !followsText {
                let kind: LayoutChange.Kind = isCut == wasCut ? .wrapped : (isCut ? .truncated : .untruncated)
                changes.append(
                    .init(
                        item: name,
                        change: kind,
                        before: "\(old.lines.count) lines: \(old.lines.joined(separator: " | "))",
                        after: "\(new.lines.count) lines: \(new.lines.joined(separator: " | "))"
                    )
                )
            }
            if old.color != new.color || old.fontSize != new.fontSize || old.weight != new.weight {
                changes.append(
                    .init(
                        item: name,
                        change: .colorChanged,
                        before: "\(old.color) \(number(old.fontSize)) pt \(old.weight.rawValue)",
                        after: "\(new.color) \(number(new.fontSize)) pt \(new.weight.rawValue)"
                    )
                )
            }
        }
        if oldTexts.count != newTexts.count {
            changes.append(
                .init(
                    item: id,
                    change: .partsChanged,
                    before: "\(oldTexts.count) texts",
                    after: "\(newTexts.count) texts"
                )
            )
        }
        let oldShapes = shapes(before)
        let newShapes = shapes(after)
        if oldShapes.map(\.fill) != newShapes.map(\.fill) {
            changes.append(
                .init(
                    item: id,
                    change: .colorChanged,
                    before: oldShapes.map(\.fill).joined(separator: " "),
                    after: newShapes.map(\.fill).joined(separator: " ")
                )
            )
        } else if oldShapes.map(\.frame) != newShapes.map(\.frame) || images(before) != images(after),
            changes.isEmpty
        {
            changes.append(.init(item: id, change: .partsChanged, before: "shapes or images", after: "changed"))
        }
        if before.accessibility != after.accessibility {
            changes.append(
                .init(
                    item: id,
                    change: .accessibilityChanged,
                    before: spoken(before.accessibility),
                    after: spoken(after.accessibility)
                )
            )
        }
        if changes.isEmpty, snapped(before, to: after) != after {
            changes.append(.init(item: id, change: .partsChanged, before: "a detail", after: "changed"))
        }
        return changes
    }

    /// `item` with every frame (its own and its parts') that lies within ``tolerance`` of `other`'s set to
    /// `other`'s: what is left different is more than a sub-point shift.
    static func snapped(_ item: LayoutItem, to other: LayoutItem) -> LayoutItem {
        var item = item
        if close(item.frame, other.frame) { item.frame = other.frame }
        for index in item.parts.indices where index < other.parts.count {
            let target = other.parts[index].frame
            guard close(item.parts[index].frame, target) else { continue }
            switch item.parts[index] {
            case .image(var slot):
                slot.frame = target
                item.parts[index] = .image(slot)
            case .text(var run):
                run.frame = target
                item.parts[index] = .text(run)
            case .shape(var shape):
                shape.frame = target
                item.parts[index] = .shape(shape)
            }
        }
        return item
    }

    /// What a screen reader says for an item: its label, value and traits, or that it is hidden.
    static func spoken(_ element: LayoutItem.Accessibility?) -> String {
        guard let element else { return "none" }
        if element.isHidden { return "hidden" }
        let value = element.value.map { ", \($0)" } ?? ""
        return "\"\(element.label)\"\(value) (\(element.traits.map(\.rawValue).joined(separator: ", ")))"
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    static func frameChanges(_ id: String, _ before: Rect, _ after: Rect) -> [LayoutChange] {
        var changes: [LayoutChange] = []
        if abs(before.x - after.x) >= tolerance || abs(before.y - after.y) >= tolerance {
            let dx = after.x - before.x
            let dy = after.y - before.y
            changes.append(
                .init(
                    item: id,
                    change: .moved,
                    before: "(\(number(before.x)), \(number(before.y)))",
                    after: "(\(number(after.x)), \(number(after.y))), by \(number(dx)), \(number(dy)) pt"
                )
            )
        }
        if abs(before.width - after.width) >= tolerance || abs(before.height - after.height) >= tolerance {
            changes.append(
                .init(
                    item: id,
                    change: .resized,
                    before: "\(number(before.width)) × \(number(before.height))",
                    after: "\(number(after.width)) × \(number(after.height))"
                )
            )
        }
        return changes
    }

    static func texts(_ item: LayoutItem) -> [LayoutPart.TextRun] {
        item.parts.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    static func shapes(_ item: LayoutItem) -> [LayoutPart.Shape] {
        item.parts.compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    static func images(_ item: LayoutItem) -> [LayoutPart.ImageSlot] {
        item.parts.compactMap { if case .image(let slot) = $0 { slot } else { nil } }
    }

    static func action(_ item: LayoutItem) -> String? {
        if let action = item.action { return action.screenEvent.description }
        return item.href
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func size(_ size: Size) -> String { "\(number(size.width)) × \(number(size.height))" }

    static func rect(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
