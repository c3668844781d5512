public import LayoutKit

/// The rules every screen document keeps, checked on any document: what the property tests assert for every
/// feature, story, device and orientation, and what a reviewer can run on a document from anywhere.
///
/// - The document is well formed: a known version, a positive size at least the screen's, unique item ids.
/// - Every item, part and segment lies within the content.
/// - No two runs of text overlap.
/// - Everything but the bars (status bar, navigation bar, tab bar, home indicator) lies inside the safe area.
/// - Every tappable item and segment is at least 44 × 44 points; a link has an `href`; a segmented control or tab
///   bar names one of its segments as selected.
public enum ScreenCheck {
    /// The kinds drawn outside the safe area by design.
    public static let barKinds: Set<LayoutItem.Kind> = [.statusBar, .navigationBar, .tabBar, .homeIndicator]

    /// The smallest side of a tappable item or segment, in points.
    public static let minimumTapSize = 44.0

    /// What is wrong with `document`, one typed violation per problem naming the item; empty when nothing is.
    public static func violations(in document: LayoutDocument) -> [ScreenViolation] {
        var problems: [ScreenViolation] = []
        let bounds = Rect(x: 0, y: 0, width: document.contentSize.width, height: document.contentSize.height)
        if document.version != LayoutDocument.currentVersion {
            problems.append(.init(.unknownVersion, item: nil, "unknown version \(document.version)"))
        }
        if document.contentSize.width < document.device.width - 0.01
            || document.contentSize.height < document.device.height - 0.01
        {
            problems.append(.init(.contentSmallerThanScreen, item: nil, "content smaller than the screen"))
        }
        var seen: Set<String> = []
        var texts: [(id: String, frame: Rect)] = []
        let safe = document.safeArea
        if safe == nil { problems.append(.init(.noSafeArea, item: nil, "no safe area")) }
        for item in document.allItems {
            if !seen.insert(item.id).inserted {
                problems.append(.init(.duplicateID, item: item.id, "\(item.id): id used twice"))
            }
            let frames = [item.frame] + item.parts.map(\.frame) + (item.segments ?? []).map(\.frame)
            if frames.contains(where: { !bounds.contains($0) }) {
                problems.append(.init(.outsideContent, item: item.id, "\(item.id): outside the content"))
            }
            let isBar = barKinds.contains(item.kind)
            if let safe, !isBar, frames.contains(where: { !safe.contains($0) }) {
                problems.append(
                    .init(.outsideSafeArea, item: item.id, "\(item.id) (\(item.kind)): outside the safe area")
                )
            }
            for part in item.parts {
                if case .text(let run) = part, !run.lines.isEmpty { texts.append((item.id, run.frame)) }
            }
            let side = min(item.frame.width, item.frame.height)
            if item.isTappable, side < minimumTapSize - 0.01 {
                problems.append(
                    .init(
                        .tapTargetTooSmall,
                        item: item.id,
                        measured: side,
                        limit: minimumTapSize,
                        "\(item.id): tappable but smaller than 44 × 44 pt"
                    )
                )
            }
            for segment in item.segments ?? [] {
                let side = min(segment.frame.width, segment.frame.height)
                guard side < minimumTapSize - 0.01 else { continue }
                problems.append(
                    .init(
                        .tapTargetTooSmall,
                        item: item.id,
                        measured: side,
                        limit: minimumTapSize,
                        "\(item.id) segment \(segment.value): smaller than 44 × 44 pt"
                    )
                )
            }
            if item.kind == .link, item.href == nil {
                problems.append(.init(.linkWithoutHref, item: item.id, "\(item.id): a link without href"))
            }
            if let segments = item.segments, !segments.contains(where: { .segment($0.value) == item.selected }) {
                problems.append(
                    .init(
                        .selectionNotASegment,
                        item: item.id,
                        "\(item.id): selected \(item.selected.map { "\($0)" } ?? "nothing"), not one of its segments"
                    )
                )
            }
        }
        // Sorted by top edge, each run is compared only with those that start above its bottom.
        let sorted = texts.sorted { $0.frame.minY < $1.frame.minY }
        for (index, text) in sorted.enumerated() {
            for other in sorted[(index + 1)...] {
                if other.frame.minY >= text.frame.maxY { break }
                if text.frame.intersects(other.frame) {
                    problems.append(
                        .init(.overlappingText, item: text.id, "text of \(text.id) overlaps text of \(other.id)")
                    )
                }
            }
        }
        problems += chromeGlyphViolations(in: document)
        problems += structureViolations(in: document)
        problems += valuesNotDrawn(in: document)
        problems += firstScreenViolations(in: document)
        return problems
    }
}
