import Foundation
public import LayoutKit

extension ScreenCheck {
    /// How far bar text (a navigation title, a bar button, a tab label, a segment) may grow past its size at Large:
    /// iOS keeps bars near their standard size and shows a bar item enlarged on a long press instead.
    public static let maximumBarScale = 1.35
    /// The bars whose text keeps near its standard size (a search field is one, as on iOS).
    public static let barTextKinds: Set<LayoutItem.Kind> = [
        .navigationBar, .tabBar, .segmentedControl, .searchField, .addressBar,
    ]
    /// Runs of one role and style in the tiles of one kind on one screen may differ by at most this many points.
    public static let tileSizeTolerance = 0.25
    /// The shorter sides (points) where tile size classes change: each class is about 1.5 × the one before, so
    /// tiles of one class look alike in size (a 123-pt tile is not one class with a 196-pt one).
    public static let tileSizeClassLimits = [80.0, 120, 180, 270]
    /// A tile's size class by its shorter side (``tileSizeClassLimits``).
    public static func tileSizeClass(of frame: Rect) -> Int {
        let side = min(frame.width, frame.height)
        return tileSizeClassLimits.firstIndex { side < $0 } ?? tileSizeClassLimits.count
    }
    /// A "no photo" plate larger than this on both sides is placeholder art standing where content belongs.
    public static let maximumPlaceholderSide = 96.0
    /// A detail page on a tablet (a screen at least ``wideScreenWidth`` each way) may leave at most this share of its first screen
    /// (the safe area under the bars) outside the box that holds its content.
    public static let maximumBlankShare = 0.6
    public static let wideScreenWidth = 600.0
    /// The grid the blank-detail rule measures coverage on: a cell any part touches counts as used, so the spacing
    /// between lines of a column is not blank, while a screen's empty half is.
    public static let blankDetailCell = 16.0

    /// What a person sees as wrong with the content rather than the geometry: technical text in any run, words
    /// broken inside themselves, bar text grown past ``maximumBarScale``, one role set at different sizes in tiles
    /// of one kind, placeholder art, and a wide detail page left mostly blank.
    public static func contentViolations(in document: LayoutDocument, measurer: any TextMeasuring)
        -> [ScreenViolation]
    {
        var problems: [ScreenViolation] = []
        let items = document.sections.flatMap(\.items)
        let barFrames = items.filter { barKinds.contains($0.kind) }.map(\.frame)
        // Tiles by kind and size class, then the sizes of each role and style they set.
        var tileSizes: [String: [(item: String, size: Double)]] = [:]
        for item in items {
            // A bar button counts as its bar: it lies inside the navigation bar.
            let inBar =
                barTextKinds.contains(item.kind)
                || (item.kind == .button && barFrames.contains { $0.contains(item.frame) })
            for part in item.parts {
                switch part {
                case .text(let run):
                    guard !run.lines.isEmpty else { continue }
                    if ![.link, .webView, .addressBar, .searchField].contains(item.kind),
                        let found = TechnicalText.find(in: run.text)
                    {
                        problems.append(.init(.technicalText, item: item.id, "\(item.id): shows \(found)"))
                    }
                    problems += wordBreaks(in: run, item: item, measurer: measurer)
                    let limit = run.style.size * maximumBarScale
                    if inBar, run.fontSize > limit + 0.01 {
                        problems.append(
                            .init(
                                .barTextTooLarge,
                                item: item.id,
                                measured: run.fontSize,
                                limit: limit,
                                "\(item.id): \"\(run.text.prefix(30))\" at \(run.fontSize) pt, past "
                                    + "\(maximumBarScale) × its \(run.style.size) pt at Large"
                            )
                        )
                    }
                    if fixedSizeKinds.contains(item.kind) {
                        // One ramp for the whole grid (issue #55), not one a size class: a 49.5-point name beside
                        // an 11-point one reads as a broken page whatever the tiles' sizes.
                        let key = "\(item.kind) \(run.style) \(run.role)"
                        tileSizes[key, default: []].append((item.id, run.fontSize))
                    }
                case .image(let slot):
                    if slot.url == nil, slot.fallback == .noPhoto, slot.frame.width > maximumPlaceholderSide,
                        slot.frame.height > maximumPlaceholderSide
                    {
                        problems.append(
                            .init(
                                .placeholderArt,
                                item: item.id,
                                measured: min(slot.frame.width, slot.frame.height),
                                limit: maximumPlaceholderSide,
                                "\(item.id): a \(Int(slot.frame.width)) × \(Int(slot.frame.height)) pt \"no photo\" "
                                    + "plate where the data has no picture; lay it out without one"
                            )
                        )
                    }
                case .shape: continue
                }
            }
        }
        for (key, sizes) in tileSizes.sorted(by: { $0.key < $1.key }) {
            guard let small = sizes.min(by: { $0.size < $1.size }), let large = sizes.max(by: { $0.size < $1.size }),
                large.size - small.size > tileSizeTolerance
            else { continue }
            problems.append(
                .init(
                    .mixedTileTextSizes,
                    item: large.item,
                    measured: large.size - small.size,
                    limit: tileSizeTolerance,
                    "\(large.item) sets \(key) at \(large.size) pt beside \(small.item) at \(small.size) pt"
                )
            )
        }
        problems += blankDetail(in: document, items: items)
        return problems
    }

    /// A detail page on a wide screen whose content fills too little of the first screen.
    static func blankDetail(in document: LayoutDocument, items: [LayoutItem]) -> [ScreenViolation] {
        // A split view (a detail pane beside its list) is the layout the rule asks for: its pane is as full as its
        // data, so only a detail over the whole width is held to it.
        guard document.screen == "detail", document.panes == nil,
            min(document.device.width, document.device.height) >= wideScreenWidth,
            let safe = document.safeArea
        else { return [] }
        let screen = firstScreen(safeArea: safe, items: items)
        // The share of the first screen that parts cover, on a grid of cells (a cell any part touches is used):
        // a bounding box would call a detail with a line at the top and a button at the bottom full.
        let cell = blankDetailCell
        let columns = max(1, Int((screen.width / cell).rounded(.up)))
        let rows = max(1, Int((screen.height / cell).rounded(.up)))
        var used = [Bool](repeating: false, count: columns * rows)
        for item in items where !barKinds.contains(item.kind) {
            for part in item.parts {
                let frame = part.frame
                guard frame.minY < screen.maxY, frame.maxY > screen.minY, frame.minX < screen.maxX,
                    frame.maxX > screen.minX, frame.width > 0, frame.height > 0
                else { continue }
                let first = (
                    column: Int((max(frame.minX, screen.minX) - screen.minX) / cell),
                    row: Int((max(frame.minY, screen.minY) - screen.minY) / cell)
                )
                let last = (
                    column: min(columns - 1, Int((min(frame.maxX, screen.maxX) - screen.minX - 0.001) / cell)),
                    row: min(rows - 1, Int((min(frame.maxY, screen.maxY) - screen.minY - 0.001) / cell))
                )
                guard first.column <= last.column, first.row <= last.row else { continue }
                for row in first.row...last.row {
                    for column in first.column...last.column { used[row * columns + column] = true }
                }
            }
        }
        let blank = 1 - Double(used.lazy.filter { $0 }.count) / Double(columns * rows)
        guard blank > maximumBlankShare + 0.005 else { return [] }
        return [
            .init(
                .blankDetail,
                item: nil,
                measured: (blank * 100).rounded() / 100,
                limit: maximumBlankShare,
                "the detail leaves \(Int((blank * 100).rounded()))% of the first screen blank (at most "
                    + "\(Int(maximumBlankShare * 100))%): give it a readable column or the split view"
            )
        ]
    }
}
