import Foundation
public import LayoutKit

extension ScreenCheck {
    /// Below this, text is too small to read, whatever its style.
    public static let minimumTextSize = 11.0
    /// How far text may shrink below its style's size at Large, and only inside ``fixedSizeKinds``.
    public static let minimumShrink = 0.8
    /// The least a card keeps between its runs and inside its edge: the primary-text-cut rule leaves this much
    /// around the room it measures.
    public static let minimumCardGap = 2.0
    /// WCAG AA contrast for text, and for large text (≥ 18 pt, or bold ≥ 14 pt) and selection indicators.
    public static let minimumTextContrast = 4.5
    public static let minimumLargeTextContrast = 3.0
    public static let minimumIndicatorContrast = 3.0
    /// The fixed-size tiles whose text may shrink to fit: a Manager's Special and a Popular recipe.
    public static let fixedSizeKinds: Set<LayoutItem.Kind> = [
        LayoutItem.Kind(rawValue: "special-tile"), LayoutItem.Kind(rawValue: "recipe-tile"),
    ]

    /// Every rule: ``violations(in:)`` (geometry) and the rules a person reading and using the screen needs
    /// (``legibilityViolations(in:measurer:)``, ``contentViolations(in:measurer:)``,
    /// ``accessibilityViolations(in:)``).
    public static func allViolations(in document: LayoutDocument, measurer: any TextMeasuring) -> [ScreenViolation] {
        violations(in: document) + legibilityViolations(in: document, measurer: measurer)
            + contentViolations(in: document, measurer: measurer) + accessibilityViolations(in: document)
    }

    /// Colours, contrast, selection indicators, text sizes and cut primary text.
    public static func legibilityViolations(in document: LayoutDocument, measurer: any TextMeasuring)
        -> [ScreenViolation]
    {
        var problems: [ScreenViolation] = []
        let page = document.background.flatMap(ScreenColor.init(hex:)) ?? .white
        if let background = document.background, !ScreenColor.isResolved(background) {
            problems.append(.init(.unresolvedColor, item: nil, "page background \(background) is not #RRGGBB[AA]"))
        }
        problems += headerViolations(in: document, page: page)
        let drawn = document.sections.flatMap(\.items).flatMap { item in item.parts.map { (item, $0) } }
        let textSize = document.traits?.textSize ?? .large
        let barFrames = document.allItems.filter { barKinds.contains($0.kind) }.map(\.frame)
        for (index, (item, part)) in drawn.enumerated() {
            switch part {
            case .shape(let shape):
                for fill in [shape.fill] + (shape.gradient?.colors ?? []) where !ScreenColor.isResolved(fill) {
                    problems.append(.init(.unresolvedColor, item: item.id, "\(item.id): fill \(fill)"))
                }
            case .image: break
            case .text(let run):
                guard !run.lines.isEmpty else { continue }
                if !ScreenColor.isResolved(run.color) {
                    problems.append(.init(.unresolvedColor, item: item.id, "\(item.id): text colour \(run.color)"))
                    continue
                }
                problems += contrast(of: run, item: item, behind: drawn[..<index].map(\.1), page: page, measurer)
                let inBar =
                    barTextKinds.contains(item.kind)
                    || (item.kind == .button && barFrames.contains { $0.contains(item.frame) })
                problems += size(of: run, in: item, at: textSize, inBar: inBar)
                problems += cut(of: run, in: item, measurer: measurer)
            }
        }
        for (index, (item, _)) in drawn.enumerated() where index == 0 || drawn[index - 1].0.id != item.id {
            problems += indicator(of: item, behind: drawn[..<index].map(\.1), page: page)
        }
        return problems
    }

    /// The colours behind `point` after `parts` are drawn on `page`: one, or two (over white and over black) when
    /// an image lies behind it, whose pixels are unknown; `scrimmed` says whether a shape covers the image there.
    static func backdrop(at point: Point, parts: [LayoutPart], page: ScreenColor) -> (
        colors: [ScreenColor], overImage: Bool, scrimmed: Bool
    ) {
        var colors = [page]
        var overImage = false
        var scrimmed = false
        for part in parts {
            switch part {
            case .image(let slot) where slot.frame.contains(point):
                colors = [.white, .black]
                overImage = true
                scrimmed = false
            case .shape(let shape) where shape.kind != .line && shape.kind != .polygon && shape.frame.contains(point):
                // A gradient is any of its colours there: each is checked.
                let fills = (shape.gradient?.colors ?? [shape.fill]).compactMap { ScreenColor(hex: $0) }
                guard !fills.isEmpty else { continue }
                colors = fills.flatMap { fill in colors.map { fill.over($0) } }
                if overImage { scrimmed = true }
            default: continue
            }
        }
        return (colors, overImage, scrimmed)
    }

    private static func contrast(
        of run: LayoutPart.TextRun,
        item: LayoutItem,
        behind parts: [LayoutPart],
        page: ScreenColor,
        _ measurer: any TextMeasuring
    ) -> [ScreenViolation] {
        guard let color = ScreenColor(hex: run.color) else { return [] }
        let large = run.fontSize >= 18 || (run.weight == .bold && run.fontSize >= 14)
        let limit = large ? minimumLargeTextContrast : minimumTextContrast
        // The drawn extent of the widest line, by alignment: three points across it, the worst counts.
        let drawnWidth = min(
            run.frame.width,
            run.lines.map { measurer.width(of: $0, fontSize: run.fontSize, weight: run.weight) }.max() ?? 0
        )
        let left: Double
        switch (run.alignment, run.isRightToLeft) {
        case (.center, _): left = run.frame.midX - drawnWidth / 2
        case (.trailing, false), (.leading, true): left = run.frame.maxX - drawnWidth
        default: left = run.frame.minX
        }
        var worst = Double.infinity
        for x in [left + 1, left + drawnWidth / 2, left + max(1, drawnWidth - 1)] {
            let behind = backdrop(at: Point(x: x, y: run.frame.midY), parts: parts, page: page)
            if behind.overImage, !behind.scrimmed {
                return [
                    .init(
                        .textOverImageWithoutScrim,
                        item: item.id,
                        "\(item.id): \"\(run.text.prefix(40))\" is drawn over an image without a scrim"
                    )
                ]
            }
            for backdrop in behind.colors {
                worst = min(worst, ScreenColor.contrast(color.over(backdrop), backdrop))
            }
        }
        guard worst < limit - 0.005 else { return [] }
        return [
            .init(
                .lowContrast,
                item: item.id,
                measured: (worst * 100).rounded() / 100,
                limit: limit,
                "\(item.id): \"\(run.text.prefix(40))\" (\(run.color), \(run.fontSize) pt) has contrast "
                    + String(format: "%.2f", worst) + ":1, under \(limit):1"
            )
        ]
    }

    /// A run's size against its style's size at the document's text size: a run set at Large on an AX5 screen is
    /// as wrong as one set too small. The status bar keeps the system's fixed size, as on iOS; bar text grows at
    /// most to its size at ``ScreenTraits/largestBarTextSize``.
    private static func size(
        of run: LayoutPart.TextRun,
        in item: LayoutItem,
        at textSize: ContentSizeCategory,
        inBar: Bool
    ) -> [ScreenViolation] {
        let styleSize =
            item.kind == .statusBar
            ? run.style.size
            : inBar
                ? run.style.size(at: min(textSize, ScreenTraits.largestBarTextSize)) : run.style.size(at: textSize)
        if run.fontSize < minimumTextSize - 0.005 {
            return [
                .init(
                    .textTooSmall,
                    item: item.id,
                    measured: run.fontSize,
                    limit: minimumTextSize,
                    "\(item.id): \"\(run.text.prefix(40))\" at \(run.fontSize) pt, under 11 pt"
                )
            ]
        }
        guard run.fontSize < styleSize - 0.005 else { return [] }
        // A fixed-size tile keeps its frame at every text size, so its text may shrink to the floor it has at Large:
        // it grows as far as the tile lets it, as a label that adjusts its font size to fit does on iOS.
        let floor =
            fixedSizeKinds.contains(item.kind)
            ? max(minimumTextSize, run.style.size * minimumShrink) : styleSize
        guard run.fontSize < floor - 0.005 else { return [] }
        return [
            .init(
                .textShrunk,
                item: item.id,
                measured: run.fontSize,
                limit: floor,
                "\(item.id): \"\(run.text.prefix(40))\" at \(run.fontSize) pt, below its style \(run.style) "
                    + "(\(styleSize) pt) more than \(item.kind) allows (\(floor) pt)"
            )
        ]
    }

    private static func cut(of run: LayoutPart.TextRun, in item: LayoutItem, measurer: any TextMeasuring)
        -> [ScreenViolation]
    {
        guard run.role == .primary, let hidden = run.hides else { return [] }
        // Room: the item's whole content box (its card, when it draws one inside its frame), less what its other
        // primary runs need (a price is never given up for a name: issue #55), each with the smallest gap and inset a
        // card keeps (2 points).
        let box = contentBox(of: item)
        let others = item.parts.compactMap { part -> Double? in
            guard case .text(let other) = part, other.role == .primary, other != run else { return nil }
            return other.frame.height + minimumCardGap
        }
        let room = box.height - others.reduce(0, +) - 2 * minimumCardGap
        let width = box.width - 2 * minimumCardGap
        let lines = measurer.lines(for: run.text, width: width, fontSize: minimumTextSize, maxLines: 0)
        let needed = Double(lines.count) * measurer.lineHeight(fontSize: minimumTextSize)
        guard needed <= room + 0.01 else { return [] }
        return [
            .init(
                .primaryTextCut,
                item: item.id,
                measured: needed,
                limit: room,
                "\(item.id): \"\(run.text.prefix(40))\" is cut (hiding \"\(hidden.prefix(30))\") though it fits "
                    + "its item at 11 pt"
            )
        ]
    }

    /// Where an item's content may go: the largest opaque card drawn inside its frame, else the frame.
    static func contentBox(of item: LayoutItem) -> Rect {
        let cards = item.parts.compactMap { part -> Rect? in
            guard case .shape(let shape) = part, shape.kind == .roundedRect, item.frame.contains(shape.frame),
                ScreenColor(hex: shape.fill)?.alpha == 1
            else { return nil }
            return shape.frame
        }
        return cards.max { $0.width * $0.height < $1.width * $1.height } ?? item.frame
    }

    private static func indicator(of item: LayoutItem, behind parts: [LayoutPart], page: ScreenColor)
        -> [ScreenViolation]
    {
        guard let selection = item.selected else { return [] }
        let area: Rect
        switch selection {
        case .item: area = item.frame
        case .segment(let value):
            guard let segment = item.segments?.first(where: { $0.value == value }) else { return [] }
            area = segment.frame
        }
        var earlier = parts
        var found = false
        for part in item.parts {
            defer { earlier.append(part) }
            guard case .shape(let shape) = part, shape.role == .indicator, area.intersects(shape.frame),
                let fill = ScreenColor(hex: shape.fill)
            else { continue }
            found = true
            let point = Point(x: shape.frame.midX, y: shape.frame.midY)
            let behind = backdrop(at: point, parts: earlier, page: page).colors
            let ratio = behind.map { ScreenColor.contrast(fill.over($0), $0) }.min() ?? 1
            if ratio < minimumIndicatorContrast - 0.005 {
                return [
                    .init(
                        .lowIndicatorContrast,
                        item: item.id,
                        measured: (ratio * 100).rounded() / 100,
                        limit: minimumIndicatorContrast,
                        "\(item.id): selection indicator \(shape.fill) has contrast "
                            + String(format: "%.2f", ratio) + ":1 against what is behind it"
                    )
                ]
            }
        }
        guard !found else { return [] }
        return [.init(.selectionWithoutIndicator, item: item.id, "\(item.id): selected without an indicator part")]
    }
}
