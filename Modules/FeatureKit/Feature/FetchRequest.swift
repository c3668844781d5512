public import Foundation
import LayoutKit
import ScreenChecks
import ScreenControls

/// What `catalog-tool fetch` asks a feature for: how much of its data, filtered how.
public struct FetchRequest: Sendable, Equatable {
    /// How many pages to load, following the feed's own paging (1 for a feed without pages).
    public var pages: Int
    /// Only this page (1-based), instead of the first ``pages`` pages; nil for the first pages.
    public var page: Int?
    /// Keep the items whose text contains these words; empty keeps all.
    public var query: String
    /// A feature's own variant of its feed, as the feature names it (trending: its timeframe, `day|week|month`);
    /// nil for the default. A feature without variants refuses any.
    public var variant: String?

    /// Creates a request.
    public init(pages: Int = 1, page: Int? = nil, query: String = "", variant: String? = nil) {
        self.pages = pages
        self.page = page
        self.query = query
        self.variant = variant
    }

    /// Whether the request asks only for the whole feed: one page, no query, no variant.
    public var isWholeFeed: Bool { pages == 1 && page == nil && query.isEmpty && variant == nil }

    /// Refuses anything but the whole feed, for a feed without pages, queries or variants.
    public func requireWholeFeed(of feature: String, what: String = "its data") throws(FeatureError) {
        guard isWholeFeed else {
            throw .unsupportedFetch(feature: feature, reason: "\(what) has no pages, queries or variants")
        }
    }
}

/// What a feature's `fetch` found: the items as a person reads them (``rows``) and as values for scripts
/// (``records``, one JSON line each), and the failure of a later page after earlier ones loaded.
public struct FetchResult: Sendable {
    /// One item as a table row.
    public struct Row: Sendable, Equatable {
        public var id: String
        public var title: String
        public var detail: String
        public var url: String

        /// Creates a row.
        public init(id: String, title: String, detail: String, url: String) {
            self.id = id
            self.title = title
            self.detail = detail
            self.url = url
        }

        /// An image's row: its id, its label, its tile size and its URL.
        public init(_ image: FeatureImage) {
            self.init(
                id: image.id,
                title: image.label,
                detail: "tile \(Int(image.tileSize)) pt",
                url: image.url.absoluteString
            )
        }
    }

    /// The items as table rows.
    public var rows: [Row]
    /// The items as values (numbers as numbers, dates as ISO 8601, absent fields as null), in the order of ``rows``.
    public var records: [any Encodable & Sendable]
    /// A page that failed after the ones in ``rows`` loaded: printed after them, and the command fails.
    public var failure: FeatureError?
    /// What the feed got wrong and how it was read anyway (an entry skipped, a field patched), one line each:
    /// printed on standard error, so nothing is dropped without a word.
    public var notes: [String]

    /// Creates a result.
    public init(
        rows: [Row],
        records: [any Encodable & Sendable],
        failure: FeatureError? = nil,
        notes: [String] = []
    ) {
        self.rows = rows
        self.records = records
        self.failure = failure
        self.notes = notes
    }
}

/// A feature's image as `fetch --json` prints it when the feature has no records of its own.
public struct FeatureImageRecord: Encodable, Sendable {
    public var id: String
    public var label: String
    public var url: String
    public var tileSize: Double

    /// The record of `image`.
    public init(_ image: FeatureImage) {
        id = image.id
        label = image.label
        url = image.url.absoluteString
        tileSize = image.tileSize
    }
}

/// Where a feature keeps images itself (the Stack Overflow avatar cache): asked before the network for every image
/// a screen or a thumbnail run loads. `load` returns nil for an image the source does not keep, which then loads
/// as usual.
public struct FeatureImageSource: Sendable {
    /// The bytes of the image at a URL, or nil to load it as usual.
    public var load: @Sendable (URL) async -> Data?

    /// A source over `load`.
    public init(load: @escaping @Sendable (URL) async -> Data?) {
        self.load = load
    }
}
