import ArgumentParser
import CatalogServer
import FeatureKit
import Foundation
import ImagePipeline
import Logging

/// `catalog-tool serve`: a live, clickable catalogue of every feature's screens and states in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve every feature's stories on every device as live, clickable pages in a browser.",
        discussion: """
            Open the printed URL: the index lists every feature's stories; a screen page shows one state as SVG at
            the device's size, and tapping a control sends its event. The state is in the URL (story + events).
            GET /layout.json|svg|png?feature=F&story=S&device=D&orientation=O&events=E answers exactly what
            `catalog-tool layout` writes for the same arguments. Ctrl-C stops it after requests in flight finish.
            Examples:
              catalog-tool serve
              catalog-tool serve --port 9000 --source live --cache-dir /tmp/catalog-cache
              catalog-tool serve --feature users --feed-url http://127.0.0.1:9001/users.json
            A connection gets --header-timeout seconds to send a request header and --keep-alive-timeout seconds idle
            between requests; at --max-connections the oldest connection without a complete request header is
            closed. Screens are drawn 2 per core at once with 16 waiting; past that a request gets 503 with
            Retry-After, as does one that takes longer than 10 s.
            """
    )

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to bind (loopback unless told otherwise, e.g. 0.0.0.0 for every interface).")
    var host = "127.0.0.1"

    @Option(help: "Browser sessions kept at once (one per tab); the least recently used is dropped.")
    var maxSessions = 256

    @Option(help: "MiB the sessions' screens may hold together (estimated); the least recently used go first.")
    var sessionMemory = 128

    @Option(help: "MiB a feed may have to be decoded for a screen; a larger one is refused by name (1–64).")
    var maxFeedMib = 8

    @Option(help: "Minutes a session is kept unused.")
    var sessionMinutes = 30

    @Option(
        name: .customLong("feature"),
        help: "Serve only this feature (repeatable; default: all). With one, --feed-url reads its feed from a URL."
    )
    var features: [String] = []

    @Option(help: "Seconds a connection may take to send a complete request header.")
    var headerTimeout = 60

    @Option(help: "Seconds a connection may stay idle between requests.")
    var keepAliveTimeout = 75

    @Option(
        help: """
            Connections held at once (default: 3/4 of the descriptor limit, at most 10000). A quarter of the \
            limit, or the descriptors open at start and 64 more if that is larger, always stays free.
            """
    )
    var maxConnections: Int?

    @Option(help: "Served thumbnails: auto (each picture's own format), jpeg, png, webp or avif.")
    var imageFormat = ImageRecipe.OutputFormat.auto

    @OptionGroup var data: DataOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard (1...100_000).contains(maxSessions) else {
            throw ValidationError("--max-sessions must be between 1 and 100000.")
        }
        guard (1...64).contains(maxFeedMib) else {
            throw ValidationError("--max-feed-mib must be between 1 and 64 (the HTTP body limit); got \(maxFeedMib).")
        }
        guard (1...65_536).contains(sessionMemory) else {
            throw ValidationError("--session-memory must be between 1 and 65536 MiB.")
        }
        guard (1...10_080).contains(sessionMinutes) else {
            throw ValidationError("--session-minutes must be between 1 and 10080 (a week).")
        }
        for name in features where CatalogEnvironment.feature(named: name) == nil {
            throw ValidationError(
                "--feature \"\(name)\" is not a feature; one of: \(CatalogEnvironment.features.map(\.name).joined(separator: ", "))."
            )
        }
        guard (1...3600).contains(headerTimeout), (1...3600).contains(keepAliveTimeout) else {
            throw ValidationError("--header-timeout and --keep-alive-timeout must be between 1 and 3600 seconds.")
        }
        if let maxConnections, maxConnections < 1 {
            throw ValidationError("--max-connections must be at least 1.")
        }
        if features.count != 1 { try data.validateForAllFeatures() }
    }

    /// The features to serve: those named, or all.
    private var featuresServed: [any CatalogFeature] {
        features.isEmpty ? CatalogEnvironment.features : features.compactMap(CatalogEnvironment.feature(named:))
    }

    func run() async throws {
        // One client, text engine and pipeline for every feature served: `jobs` decodes at once in all.
        let served = try CatalogEnvironment.served(
            featuresServed,
            options: data,
            jobs: ProcessInfo.processInfo.activeProcessorCount,
            maxFeedBytes: maxFeedMib << 20
        )
        let connections = try connectionLimits()
        let server = CatalogServer(
            features: served,
            configuration: ServerConfiguration(
                host: host,
                port: port,
                maxSessions: maxSessions,
                sessionBytes: sessionMemory << 20,
                sessionLifetime: .seconds(sessionMinutes * 60),
                connections: connections,
                imageFormat: imageFormat
            ),
            logger: Logger(label: "catalog-tool.serve")
        )
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        try await server.run(stopOnSignals: true) { port in
            // Scripts and tests wait for this line.
            FileHandle.standardOutput.write(Data("serving http://\(host):\(port)/ (Ctrl-C to stop)\n".utf8))
        }
        StandardError.print("stopped")
    }

    /// The connection limits, counted once the features' caches are open: a `--max-connections` that would leave
    /// the process too few descriptors is refused, naming the numbers.
    private func connectionLimits() throws -> ConnectionLimits {
        let (limit, inUse) = (ConnectionLimits.descriptorLimit(), ConnectionLimits.descriptorsInUse())
        let most = ConnectionLimits.maximumConnections(descriptorLimit: limit, inUse: inUse)
        if let maxConnections, maxConnections > most {
            let reserved = ConnectionLimits.reservedDescriptors(descriptorLimit: limit, inUse: inUse)
            throw ValidationError(
                """
                --max-connections \(maxConnections) is more than this process can hold: its descriptor limit \
                (ulimit -n) is \(limit), and \(reserved) are kept for the server's own files, upstream requests and \
                the runtime (\(inUse) open now); use 1 to \(most), or raise the limit.
                """
            )
        }
        return ConnectionLimits(
            headerTimeout: .seconds(headerTimeout),
            keepAliveTimeout: .seconds(keepAliveTimeout),
            maxConnections: maxConnections
        )
    }
}
