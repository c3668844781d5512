import CatalogFeatures
import Catalogue
import FeatureKit
import Foundation
import ImageCache
import ImagePipeline
import Logging
import Networking
import NetworkingCurl
import ScreenRendering
import TextEngine

/// The one place live values are composed: caches, transport, client, pipeline, text measurement.
struct CatalogEnvironment: Sendable {
    /// Every feature the tool knows, in display order (the registry's list).
    static var features: [any CatalogFeature] { FeatureRegistry.all }

    let directories: CatalogDirectories
    let context: FeatureContext
    let pipeline: ImagePipeline
    let client: HTTPClient
    /// The real text engine: `context` lays out with it and the PNG renderer draws with it.
    let measurer: TextMeasurer

    static func feature(named name: String) -> (any CatalogFeature)? {
        FeatureRegistry.feature(named: name)
    }

    /// A disk cache at `directory`, or nil with a warning when it cannot be used (a read-only or full volume, a file
    /// in its place): the run goes on uncached rather than stopping all work.
    static func openCache(_ directory: URL) -> DiskCache? {
        do {
            return try DiskCache(configuration: .init(directory: directory))
        } catch {
            StandardError.print("warning: running without the cache at \(directory.path): \(error)")
            return nil
        }
    }

    /// Builds the environment for `feature` with the user's data options; image fetches report to `hostBudget`.
    static func make(
        for feature: any CatalogFeature,
        options: DataOptions,
        jobs: Int,
        hostBudget: HostBudget? = nil
    ) throws -> CatalogEnvironment {
        var options = options
        if options.isLive, feature.endpoints.isEmpty, options.feedURL == nil, options.baseURL == nil {
            // Nothing live to ask (the Mario list exists only as its challenge wrote it): the bundled data is all.
            StandardError.print(
                "warning: \(feature.name) has no live endpoint; showing the bundled data. --feed-url URL reads a feed from anywhere."
            )
            options.source = .bundled
        }
        let directories = CatalogDirectories.resolve(cacheDirectory: options.cacheDir, dataDirectory: options.dataDir)
        let logger = Logger(label: "catalog-tool")
        let transport: any HTTPTransporting = options.isLive ? CurlTransport() : feature.bundledTransport()
        // Only live responses are cached on disk. Bundled ones are read from the tool's own files, as cheap as a
        // cache entry, and carry no freshness: a cache of them was rewritten on every request (a tenth of a gallery
        // whose screens all came from its render cache). Nothing bundled needs the network, so `--offline` changes
        // nothing for them.
        let httpDisk = options.isLive ? openCache(directories.cache.appendingPathComponent("http")) : nil
        let client = HTTPClient(
            configuration: .init(
                transport: transport,
                cache: httpDisk.map(HTTPCache.init(disk:)),
                offline: options.offline && options.isLive,
                token: ProcessInfo.processInfo.environment["GITHUB_TOKEN"],
                logger: logger
            )
        )
        let baseURL = options.baseURL.flatMap(URL.init(string:)) ?? Self.environmentBaseURL(for: feature)
        let measurer = try TextMeasurer()
        let isLive = options.isLive
        let clock: @Sendable () -> Date = { isLive ? Date() : FeatureContext.bundledDataMoment }
        let context = FeatureContext(
            client: client,
            baseURL: baseURL,
            measurer: measurer,
            dataDirectory: directories.data,
            feedURL: options.feedURL.flatMap(URL.init(string:)),
            now: clock
        )
        var images: any ImageDataLoading = NetworkImageLoader(client: client)
        if let source = feature.imageSource(cache: directories.cache, context: context) {
            // Images the feature keeps itself (Stack Overflow: the brief's avatar cache), then the network.
            images = FeatureImageSourceLoader(source: source, fallback: images)
        }
        let pipeline = makePipeline(
            loader: hostBudget.map { HostBudgetLoader(base: images, budget: $0) } ?? images,
            directories: directories,
            jobs: jobs,
            logger: logger
        )
        return CatalogEnvironment(
            directories: directories,
            context: context,
            pipeline: pipeline,
            client: client,
            measurer: measurer
        )
    }

    /// The pipeline for a catalogue list: images over the live network (through the HTTP cache, so `--offline`
    /// serves what an earlier run fetched) and from local files, results in the shared thumbnail cache; every fetch
    /// reports to `hostBudget`.
    static func makeListPipeline(options: DataOptions, jobs: Int, hostBudget: HostBudget) throws -> ImagePipeline {
        let directories = CatalogDirectories.resolve(cacheDirectory: options.cacheDir, dataDirectory: options.dataDir)
        let logger = Logger(label: "catalog-tool")
        let client = HTTPClient(
            configuration: .init(
                transport: CurlTransport(),
                cache: openCache(directories.cache.appendingPathComponent("http")).map(HTTPCache.init(disk:)),
                offline: options.offline,
                logger: logger
            )
        )
        return makePipeline(
            loader: HostBudgetLoader(base: CatalogueImageLoader(client: client), budget: hostBudget),
            directories: directories,
            jobs: jobs,
            logger: logger
        )
    }

    /// The image pipeline over `loader`, with the thumbnail cache of `directories` when it can be opened.
    static func makePipeline(
        loader: any ImageDataLoading,
        directories: CatalogDirectories,
        jobs: Int,
        logger: Logger
    ) -> ImagePipeline {
        let thumbnails = openCache(directories.cache.appendingPathComponent("thumbnails"))
        return ImagePipeline(
            configuration: .init(
                dataLoader: loader,
                resultCache: thumbnails.map {
                    TieredCache(memory: MemoryCache(costLimit: 64 << 20), disk: $0, codec: DataCodec())
                },
                // Screens' pictures at their drawn sizes: a gallery after a layout change redraws its screens
                // without decoding and resizing every picture again (512 MiB at most, least recently used out).
                bitmapStore: openCache(directories.cache.appendingPathComponent("bitmaps")),
                maxConcurrentJobs: jobs,
                logger: logger,
                identityMemo: directories.identityMemo
            )
        )
    }

    /// `CATALOG_<FEATURE>_BASE_URL`, e.g. `CATALOG_RECIPES_BASE_URL=http://127.0.0.1:8080`.
    static func environmentBaseURL(for feature: any CatalogFeature) -> URL? {
        let variable = "CATALOG_\(feature.name.uppercased())_BASE_URL"
        return ProcessInfo.processInfo.environment[variable].flatMap(URL.init(string:))
    }
}
