public import Foundation
public import Networking

/// What `catalog-tool` composes: a feature's identity, its data sources, the images it shows, and its layouts.
///
/// ```swift
/// let images = try await RecipesFeature().images(context: context)
/// let document = try await RecipesFeature().layout(LayoutRequest(device: ipad, orientation: .landscape), context: context)
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
    /// Every image the feature shows, with the tile size it needs.
    func images(context: FeatureContext) async throws(FeatureError) -> [FeatureImage]
    /// The screen laid out for a device.
    func layout(_ request: LayoutRequest, context: FeatureContext) async throws(FeatureError) -> LayoutDocument
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
    public var measurer: TextMeasurer
    /// Where a feature keeps what the user owns (favourites), or nil for none.
    public var dataDirectory: URL?
    /// The current time, injected so that date-dependent queries can be tested.
    public var now: @Sendable () -> Date

    /// Creates a context.
    public init(
        client: HTTPClient,
        baseURL: URL? = nil,
        measurer: TextMeasurer,
        dataDirectory: URL? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.baseURL = baseURL
        self.measurer = measurer
        self.dataDirectory = dataDirectory
        self.now = now
    }

    /// `url` with the base-URL override applied.
    public func endpoint(_ url: URL) -> URL {
        baseURL.map { url.replacingBase(with: $0) } ?? url
    }
}
