/// Where a document was cut at the height limit: a detail screen is at most ``maxHeight`` points tall and no item of
/// any document is taller. What lies below is left out (items dropped, texts losing their lines past the cut), never
/// squeezed; the document's `cut` says so and `layout` prints it.
public struct DocumentCut: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The most points a detail screen's document, or any one item, is tall. A PNG at a device's scale of 3 is at most
    /// 20,000 px tall, so a detail screen never needs more; a list is bounded by its rows instead (``ListWindow``).
    public static let maxHeight = 20_000.0

    /// How tall the document (or, when only items were cut, the tallest of them) would have been, in points.
    public var fullHeight: Double
    /// Where it was cut, in points: the limit.
    public var height: Double
    /// How many items lost something: left out whole, or cut short.
    public var items: Int

    /// Creates a cut.
    public init(fullHeight: Double, height: Double, items: Int) {
        self.fullHeight = fullHeight
        self.height = height
        self.items = items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fullHeight.roundedToHundredths, forKey: .fullHeight)
        try container.encode(height.roundedToHundredths, forKey: .height)
        try container.encode(items, forKey: .items)
    }

    public var description: String {
        "the document is cut at \(Int(height)) pt (the limit) where it ran to \(Int(fullHeight.rounded(.up))) pt; "
            + (items == 1 ? "1 item was" : "\(items) items were") + " cut short or left out"
    }
}

extension ScreenContent {
    /// This content with every item at most ``DocumentCut/maxHeight`` tall and, given `maxY` (content coordinates),
    /// nothing below it; the cut is nil when nothing had to go.
    package func cut(below maxY: Double?) -> (content: ScreenContent, cut: DocumentCut?) {
        let fits = sections.allSatisfy { section in
            section.items.allSatisfy { item in
                item.frame.height <= DocumentCut.maxHeight && item.frame.maxY <= (maxY ?? .infinity)
            }
        }
        if fits && height <= (maxY ?? .infinity) { return (self, nil) }
        var cutItems = 0
        var tallest = 0.0
        var sections: [LayoutSection] = []
        sections.reserveCapacity(self.sections.count)
        for section in self.sections {
            var kept = section
            kept.items = []
            kept.items.reserveCapacity(section.items.count)
            for item in section.items {
                var bottom = item.frame.minY + DocumentCut.maxHeight
                if let maxY { bottom = min(bottom, maxY) }
                guard item.frame.maxY > bottom else {
                    kept.items.append(item)
                    continue
                }
                cutItems += 1
                tallest = max(tallest, item.frame.height)
                if item.frame.minY < bottom { kept.items.append(item.clipped(toMaxY: bottom)) }
            }
            if let header = section.headerFrame, let maxY, header.minY >= maxY {
                kept.title = nil
                kept.headerFrame = nil
            }
            sections.append(kept)
        }
        var content = self
        content.sections = sections
        if let maxY, height > maxY {
            content.height = maxY
            return (content, DocumentCut(fullHeight: height, height: maxY, items: cutItems))
        }
        return (content, DocumentCut(fullHeight: tallest, height: DocumentCut.maxHeight, items: cutItems))
    }
}

extension LayoutItem {
    /// This item ending at `maxY`: parts below it are left out, shapes and images end there, texts keep the lines
    /// that fit whole above it.
    func clipped(toMaxY maxY: Double) -> LayoutItem {
        var item = self
        item.frame.height = max(0, maxY - frame.minY)
        item.parts = parts.compactMap { part in part.clipped(toMaxY: maxY) }
        item.segments = segments?.filter { $0.frame.minY < maxY }
        return item
    }
}

extension LayoutPart {
    /// This part ending at `maxY`, or nil when it starts below it.
    func clipped(toMaxY maxY: Double) -> LayoutPart? {
        guard frame.minY < maxY else { return nil }
        guard frame.maxY > maxY else { return self }
        switch self {
        case .image(var slot):
            slot.frame.height = maxY - slot.frame.minY
            return .image(slot)
        case .shape(var shape):
            shape.frame.height = maxY - shape.frame.minY
            return .shape(shape)
        case .text(var run):
            let lineHeight = run.fontSize * TextMetrics.lineSpacing
            let fitting = max(0, Int(((maxY - run.frame.minY) / lineHeight).rounded(.down)))
            guard fitting > 0 else { return nil }
            if run.lines.count > fitting {
                run.lines.removeSubrange(fitting...)
                run.lines[fitting - 1] += TextMetrics.ellipsis
            }
            run.frame.height = min(run.frame.height, Double(fitting) * lineHeight)
            return .text(run)
        }
    }
}
