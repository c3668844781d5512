import CatalogServer
import Catalogue
import FeatureKit
import Foundation
import ImagePipeline
import Logging
import Networking
import NetworkingCurl
import TextEngine

extension CatalogEnvironment {
    /// One environment for a whole server: one HTTP client over one transport, one text engine and one image
    /// pipeline (its decode jobs are `jobs` for every feature together, not `jobs` a feature), with each feature's
    /// own context (base and feed URLs) over them. A feature read from its bundled data (all of them offline, or one
    /// without a live endpoint) answers from its fixtures; those live on hosts of their own (`bundled.invalid`), so
    /// merging them before the live transport never answers a live feature's request.
    static func served(
        _ features: [any CatalogFeature],
        options: DataOptions,
        jobs: Int,
        maxFeedBytes: Int
    ) throws -> [ServedFeature] {
        let directories = CatalogDirectories.resolve(cacheDirectory: options.cacheDir, dataDirectory: options.dataDir)
        let logger = Logger(label: "catalog-tool")
        let bundled = features.filter { feature in
            !options.isLive || (feature.endpoints.isEmpty && options.feedURL == nil && options.baseURL == nil)
        }
        for feature in bundled where options.isLive {
            StandardError.print("warning: \(feature.name) has no live endpoint; showing the bundled data.")
        }
        let fixtures = FixtureTransport.first(bundled.map { $0.bundledTransport() })
        let transport: any HTTPTransporting =
            options.isLive ? FixturesFirstTransport(fixtures: fixtures, live: CurlTransport()) : fixtures
        let client = HTTPClient(
            configuration: .init(
                transport: transport,
                cache: options.isLive
                    ? openCache(directories.cache.appendingPathComponent("http")).map(HTTPCache.init(disk:)) : nil,
                offline: options.offline && options.isLive,
                token: ProcessInfo.processInfo.environment["GITHUB_TOKEN"],
                logger: logger,
                // Sessions on one feed share its decoded value instead of a copy each.
                decodedValues: DecodedValues(byteLimit: ServerConfiguration.sharedFeedBytes),
                // A feed decodes to about nine times its bytes at its peak: bounded before decoding.
                maxDecodedBodyBytes: maxFeedBytes
            )
        )
        let measurer = try TextMeasurer()
        let isLive = options.isLive
        let clock: @Sendable () -> Date = { isLive ? Date() : FeatureContext.bundledDataMoment }
        let contexts = features.map { feature in
            FeatureContext(
                client: client,
                baseURL: options.baseURL.flatMap(URL.init(string:)) ?? environmentBaseURL(for: feature),
                measurer: measurer,
                dataDirectory: directories.data,
                feedURL: options.feedURL.flatMap(URL.init(string:)),
                now: clock
            )
        }
        // Pictures a feature keeps itself (Stack Overflow's avatar cache) first, then the network.
        var images: any ImageDataLoading = NetworkImageLoader(client: client)
        for (feature, context) in zip(features, contexts).reversed() {
            if let source = feature.imageSource(cache: directories.cache, context: context) {
                images = FeatureImageSourceLoader(source: source, fallback: images)
            }
        }
        let pipeline = makePipeline(loader: images, directories: directories, jobs: jobs, logger: logger)
        return zip(features, contexts).map { feature, context in
            ServedFeature(feature: feature, context: context, pipeline: pipeline, text: measurer)
        }
    }
}

/// Bundled fixtures first, then the live network: requests to the fixtures' own hosts are answered from them.
private struct FixturesFirstTransport: HTTPTransporting {
    let fixtures: FixtureTransport
    let live: any HTTPTransporting

    func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        if fixtures.hasFixture(for: request) { return try await fixtures.send(request) }
        return try await live.send(request)
    }

    func discard(_ request: HTTPRequest) async {
        await fixtures.discard(request)
        await live.discard(request)
    }
}
