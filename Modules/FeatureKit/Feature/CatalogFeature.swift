public import Foundation
import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// What `catalog-tool` composes: a feature's identity, its data sources, the images it shows, its stories, and its
/// screens as functions of its view model's state.
///
/// ```swift
/// let images = try await RecipesFeature().images(context: context)
/// let document = try await RecipesFeature().screen(
///     ScreenRequest(device: ipad, orientation: .landscape, story: "detail"), context: context)
/// ```
public protocol CatalogFeature: Sendable {
    /// The name used on the command line, e.g. `recipes`.
    var name: String { get }
    /// One line on what the feature shows.
    var summary: String { get }
    /// The live endpoints the feature loads (before any base-URL override).
    var endpoints: [URL] { get }
    /// The screens it can lay out, e.g. `list`, `detail`.
    var screens: [String] { get }
    /// The bundled data, served by URL: endpoints and the images the default run shows.
    func bundledTransport() -> FixtureTransport
    /// The bundled data as it answers at the moment `now` gives (for a feed whose queries name dates). The default
    /// is ``bundledTransport()``.
    func bundledTransport(now: @escaping @Sendable () -> Date) -> FixtureTransport
    /// Every image the feature shows, with the tile size it needs.
    func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage]
    /// The named states of the feature's screens, `loaded` first.
    var stories: [Story] { get }
    /// The feature's screens in the state `story` reaches, kept alive for further events: the view model is built
    /// from the feature's data through `context` and the story's events applied.
    func liveScreen(story: String, context: FeatureContext) async throws(FeatureError) -> LiveScreen
    /// The events that open one of ``screens`` (or an older name of one) from the `loaded` story; nil when the
    /// feature has no such screen. The default opens item `item` for `detail` (item 0 when none is given).
    func events(opening screen: String, item: Int?) -> [ScreenEvent]?
    /// The feature's data for `catalog-tool fetch`: rows for a person, records for scripts. The default lists
    /// ``images(context:)`` and refuses paging, queries and variants it cannot honour.
    func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult
    /// Images the feature keeps itself, asked before the network (`cache` is a folder of the tool's cache the
    /// feature may use); nil, the default, for none.
    func imageSource(cache: URL, context: FeatureContext) -> FeatureImageSource?
}

extension CatalogFeature {
    /// The story called `name`.
    public func story(named name: String) throws(FeatureError) -> Story {
        guard let story = stories.first(where: { $0.name == name }) else {
            throw .unknownStory(feature: self.name, story: name, available: stories.map(\.name))
        }
        return story
    }

    public func bundledTransport(now: @escaping @Sendable () -> Date) -> FixtureTransport { bundledTransport() }

    public func imageSource(cache: URL, context: FeatureContext) -> FeatureImageSource? { nil }

    public func fetch(_ request: FetchRequest, context: FeatureContext) async throws(FeatureError) -> FetchResult {
        try request.requireWholeFeed(of: name)
        let images = try await images(context: context)
        return FetchResult(rows: images.map(FetchResult.Row.init), records: images.map(FeatureImageRecord.init))
    }

    /// The default: `detail` opens `item` (0 when none is given), any other screen of ``screens`` opens `item` if
    /// one is given.
    public func events(opening screen: String, item: Int?) -> [ScreenEvent]? {
        guard screens.contains(screen) else { return nil }
        if screen == "detail" { return [ScreenEvent("open", String(item ?? 0))] }
        return item.map { [ScreenEvent("open", String($0))] } ?? []
    }

    /// A screen by its older name (`list`, `detail` with an item, `favourites`): the `loaded` story with the
    /// events that open that screen.
    public func layout(_ request: LayoutRequest, context: FeatureContext) async throws(FeatureError) -> LayoutDocument {
        guard let events = events(opening: request.screen, item: request.item) else {
            throw .unknownScreen(feature: name, screen: request.screen, available: screens)
        }
        return try await screen(
            ScreenRequest(device: request.device, orientation: request.orientation, events: events),
            context: context
        )
    }
}

/// An image a feature shows.
public struct FeatureImage: Sendable, Equatable {
    /// A stable id, used to name output files.
    public var id: String
    /// The image's URL as the feed gives it.
    public var url: URL
    /// What it is (a recipe title, a user name).
    public var label: String
    /// The tile's side in points.
    public var tileSize: Double

    /// Creates an image entry.
    public init(id: String, url: URL, label: String, tileSize: Double) {
        self.id = id
        self.url = url
        self.label = label
        self.tileSize = tileSize
    }
}

/// Which screen to lay out, for which device.
public struct LayoutRequest: Sendable {
    public var device: DeviceProfile
    public var orientation: ScreenOrientation
    public var screen: String
    /// For detail screens: the item's index.
    public var item: Int?

    /// Creates a request.
    public init(
        device: DeviceProfile,
        orientation: ScreenOrientation = .portrait,
        screen: String = "list",
        item: Int? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.screen = screen
        self.item = item
    }
}

/// What a feature needs at run time: the HTTP client, the base-URL override, text measurement and a report of bad
/// input found while loading.
public struct FeatureContext: Sendable {
    public var client: HTTPClient
    /// Replaces scheme, host and port of every endpoint (not of image URLs).
    public var baseURL: URL?
    /// Reads the feature's feed from this URL instead of its endpoint (for a paged feed, its first page; later
    /// pages follow the feed's own links or page numbers).
    public var feedURL: URL?
    public var measurer: any TextMeasuring
    /// Where a feature keeps what the user owns (favourites), or nil for none.
    public var dataDirectory: URL?
    /// The current time, injected so that date-dependent queries can be tested.
    public var now: @Sendable () -> Date
    /// Whether a story holds the next load in flight (set for a story's loads; nil outside stories).
    public var holds: HoldSwitch?
    /// The text size, appearance and direction screens are laid out for (``LiveScreen/document(device:orientation:traits:context:)``
    /// sets it for the layout it makes).
    public var traits: ScreenTraits = .standard
    /// Where a screen's loads record what they read (``ScreenReads``), for reusing what is made from them; nil when
    /// nobody asks.
    public var reads: ScreenReads?

    /// The moment the bundled data was taken (2026-11-20T09:00:00Z): with bundled data the tool's clock stands
    /// here, so that a screen that shows a time ("limit used up until 09:15 UTC") or reads one (trending's
    /// timeframes) is the same on every run, and two galleries differ only where the code or data did.
    public static let bundledDataMoment = Date(timeIntervalSince1970: 1_795_165_200)

    /// Creates a context.
    public init(
        client: HTTPClient,
        baseURL: URL? = nil,
        measurer: any TextMeasuring,
        dataDirectory: URL? = nil,
        feedURL: URL? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.baseURL = baseURL
        self.feedURL = feedURL
        self.measurer = measurer
        self.dataDirectory = dataDirectory
        self.now = now
    }

    /// `url` with the base-URL override applied.
    public func endpoint(_ url: URL) -> URL {
        baseURL.map { url.replacingBase(with: $0) } ?? url
    }

    /// Where the feed whose endpoint is `url` is read from: the feed URL when one is given, else the endpoint.
    public func feed(_ url: URL) -> URL {
        feedURL ?? endpoint(url)
    }
}

extension CatalogFeature {
    /// The screen for a device in the state a story and further events reach: the story's live screen with the
    /// request's events applied, laid out once. `serve` reaches the same document event by event.
    public func screen(_ request: ScreenRequest, context: FeatureContext) async throws(FeatureError) -> LayoutDocument {
        var live = try await liveScreen(story: request.story, context: context)
        try await live.apply(request.events, context: context)
        return try await live.document(
            device: request.device,
            orientation: request.orientation,
            traits: request.traits,
            context: context
        )
    }

    /// The common body of ``liveScreen(story:context:)``: a live screen on `model` with the story's events applied;
    /// `layout` draws a state of the model for a device.
    public func liveScreen<Model: ScreenModel>(
        story name: String,
        model: Model,
        context: FeatureContext,
        layout: @escaping @Sendable (Model, DeviceProfile, ScreenOrientation, FeatureContext) -> LayoutDocument
    ) async throws(FeatureError) -> LiveScreen {
        try await LiveScreen(
            feature: self.name,
            story: story(named: name),
            model: model,
            context: context,
            layout: layout
        )
    }
}
