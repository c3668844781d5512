import Foundation

/// The one output of every feature's layout: a screen computed as data, to render or test anywhere.
///
/// Its JSON is stable (sorted keys, values rounded to 1/100 point) and versioned; outside tools read these names.
///
/// ```swift
/// let document = try await feature.layout(LayoutRequest(device: .named("ipad-10")!, orientation: .portrait), context: context)
/// let json = try LayoutDocument.Renderers.json(document)
/// ```
public struct LayoutDocument: Sendable, Equatable, Codable {
    /// The current format version.
    public static let currentVersion = 1

    /// The device as seen in the document's orientation.
    public struct Device: Sendable, Equatable, Codable {
        public var name: String
        public var width: Double
        public var height: Double
        public var scale: Double

        /// Creates a device description.
        public init(name: String, width: Double, height: Double, scale: Double) {
            self.name = name
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    public var version: Int
    public var feature: String
    public var screen: String
    public var device: Device
    public var orientation: ScreenOrientation
    /// The size of the scrolling content, at least the screen's.
    public var contentSize: Size
    /// Where content may go: the screen minus the status bar, notch, rounded corners and home indicator, in
    /// content coordinates (its height runs to the bottom inset of the whole content). Nil in documents made
    /// without chrome.
    public var safeArea: Rect?
    /// The text size, appearance and direction the screen was laid out for; nil for ``ScreenTraits/standard``
    /// (large text, light, left to right).
    public var traits: ScreenTraits?
    /// The story this document shows, e.g. `loaded`, `week`; nil when not made from one.
    public var story: String?
    /// The events applied after the story's own, in order (`open:3`, `timeframe:week`).
    public var events: [ScreenEvent]?
    /// How this screen came on: `slide-left` (push), `slide-right` (pop), `slide-up` (present), `slide-down`
    /// (dismiss); nil when nothing moved.
    public var transition: ScreenTransition?
    /// What the screen sends when its list is scrolled to the end (`load-more` while further pages remain); nil
    /// when scrolling loads nothing.
    public var endOfList: LayoutAction?
    /// For a list of more than ``ListWindow/maxRows`` rows: how many rows exist and which are laid out; nil when
    /// every row is.
    public var window: ListWindow?
    /// Parts of the screen that scroll on their own (a split view's detail); nil when the whole content scrolls as
    /// one.
    public var panes: [ScrollPane]?
    /// Set when the document was cut at the height limit (see ``DocumentCut``); nil when whole.
    public var cut: DocumentCut?
    /// The page's colour behind the content (`#RRGGBB`); nil for white.
    public var background: String?
    public var sections: [LayoutSection]
    /// The ids of the items assistive technology reads, in the order it reads them (top to bottom, leading to
    /// trailing; hidden items left out); nil in documents made without chrome.
    public var readingOrder: [String]?

    /// Creates a document for `profile` in `orientation`.
    public init(
        feature: String,
        screen: String,
        profile: DeviceProfile,
        orientation: ScreenOrientation,
        contentSize: Size,
        sections: [LayoutSection]
    ) {
        let size = profile.size(in: orientation)
        self.version = Self.currentVersion
        self.feature = feature
        self.screen = screen
        self.device = Device(name: profile.name, width: size.width, height: size.height, scale: profile.scale)
        self.orientation = orientation
        self.contentSize = contentSize
        self.sections = sections
    }

    /// The items of one kind, in order, e.g. `items(ofKind: .userCard)`.
    public func items(ofKind kind: LayoutItem.Kind) -> [LayoutItem] {
        allItems.filter { $0.kind == kind }
    }

    /// The item with `id`, if any.
    public func item(_ id: String) -> LayoutItem? {
        allItems.first { $0.id == id }
    }

    /// Every item of every section, in order.
    /// Every action the document offers: items', segments' and the end of the list's.
    public var allActions: [LayoutAction] {
        allItems.flatMap { item in [item.action].compactMap { $0 } + (item.segments ?? []).map(\.action) }
            + [endOfList].compactMap { $0 }
    }

    public var allItems: [LayoutItem] {
        sections.flatMap(\.items)
    }
}

/// A section: an optional header and its items.
public struct LayoutSection: Sendable, Equatable, Codable {
    public var id: String
    public var title: String?
    /// Where the header is drawn, when there is a title.
    public var headerFrame: Rect?
    public var items: [LayoutItem]

    /// Creates a section.
    public init(id: String, title: String? = nil, headerFrame: Rect? = nil, items: [LayoutItem]) {
        self.id = id
        self.title = title
        self.headerFrame = headerFrame
        self.items = items
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        // Title is always present in JSON, null when there is none.
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(headerFrame, forKey: .headerFrame)
        try container.encode(items, forKey: .items)
    }
}

/// One item (a cell, a tile, a row, a control) with a stable id, its frame in content coordinates, and what it
/// shows; an interactive one says what a tap sends.
public struct LayoutItem: Sendable, Equatable, Codable {
    public var id: String
    /// What the item is, e.g. `recipe-tile`, `user-card`, `special-tile`, `button`, `tab-bar` (README lists them).
    public var kind: Kind
    public var frame: Rect
    /// What is drawn inside, in content coordinates, back to front.
    public var parts: [LayoutPart]
    /// The event a tap sends; nil when the item is not interactive.
    public var action: LayoutAction?
    /// For links: the URL they open.
    public var href: String?
    /// For segmented controls and tab bars: the selected segment. For rows and cards: ``Selection/item`` when
    /// selected.
    public var selected: Selection?
    /// For segmented controls and tab bars: the segments, each with its own action.
    public var segments: [LayoutSegment]?
    /// How the item reads to assistive technology; nil until ``AccessibilityTree`` or the feature sets it.
    public var accessibility: Accessibility?
    /// What went wrong in technical terms (the URL, the host, the status) behind a message a person reads: kept in
    /// the document for tests, logs and `--verbose`, never drawn or spoken.
    public var diagnostic: String?

    /// Creates an item.
    public init(
        id: String,
        kind: Kind,
        frame: Rect,
        parts: [LayoutPart],
        action: LayoutAction? = nil,
        href: String? = nil,
        selected: Selection? = nil,
        segments: [LayoutSegment]? = nil,
        accessibility: Accessibility? = nil
    ) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.parts = parts
        self.action = action
        self.href = href
        self.selected = selected
        self.segments = segments
        self.accessibility = accessibility
    }

    /// Whether a tap does something here.
    public var isTappable: Bool { action != nil || href != nil }

    /// This item moved by (dx, dy), parts and segments with it.
    public func offsetBy(dx: Double, dy: Double) -> LayoutItem {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.parts = parts.map { $0.offsetBy(dx: dx, dy: dy) }
        moved.segments = segments?.map { segment in
            var segment = segment
            segment.frame = segment.frame.offsetBy(dx: dx, dy: dy)
            return segment
        }
        return moved
    }
}

extension LayoutSection {
    /// This section moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> LayoutSection {
        LayoutSection(
            id: id,
            title: title,
            headerFrame: headerFrame?.offsetBy(dx: dx, dy: dy),
            items: items.map { $0.offsetBy(dx: dx, dy: dy) }
        )
    }
}
