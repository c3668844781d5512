import AsyncPrimitives
import FeatureKit
import Hummingbird
import HummingbirdCore
public import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `catalog-tool serve`: every feature's stories on every device as pages in a browser, clickable.
///
/// Pages show a screen as inline SVG; a tap sends the control's event, the tab's session (a ``LiveScreen``) reduces
/// it, and the page swaps in the new SVG. The state is in the URL (story plus events), so any state can be
/// bookmarked, and back and forward move through states. `/layout.json`, `.svg` and `.png` answer exactly as
/// `catalog-tool layout` writes for the same arguments.
///
/// ```swift
/// let server = CatalogServer(features: served, configuration: .init(port: 0))
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
public struct CatalogServer: Sendable {
    let features: [ServedFeature]
    let configuration: ServerConfiguration
    let sessions: SessionStore
    let images: ImageRegistry
    let connections: ConnectionRegistry
    let renders: RenderGate
    /// Concurrent requests for the same `/layout.*` answer share one render.
    let layouts = TaskCoalescer<ServerRoutes.LayoutPayload>()
    /// Repeated `/layout.*` requests are answered from here while their feeds are unchanged.
    let layoutCache: LayoutCache
    let upstream: UpstreamGuard
    let logger: Logger

    /// Creates a server for `features`, in the order the index lists them.
    public init(features: [ServedFeature], configuration: ServerConfiguration = .init(), logger: Logger? = nil) {
        self.features = features
        self.configuration = configuration
        self.sessions = SessionStore(
            limit: configuration.maxSessions,
            byteLimit: configuration.sessionBytes,
            lifetime: configuration.sessionLifetime,
            now: configuration.now
        )
        self.layoutCache = LayoutCache(
            byteLimit: configuration.layoutCacheBytes,
            lifetime: configuration.layoutLifetime,
            now: configuration.now
        )
        self.images = ImageRegistry(limit: configuration.maxImages)
        self.connections = ConnectionRegistry(limit: configuration.connections.maxConnections)
        self.renders = RenderGate(width: configuration.renderWidth, queueLimit: configuration.renderQueue)
        self.upstream = UpstreamGuard(
            failureMemory: configuration.upstreamFailureMemory,
            maxRequests: configuration.maxUpstreamRequests,
            now: configuration.now
        )
        self.logger = logger ?? Logger(label: "catalog-server")
    }

    /// Serves until the task is cancelled, or, with `stopOnSignals`, until SIGINT or SIGTERM arrives: then requests
    /// in flight finish and the call returns. `onRunning` gets the bound port (useful with port 0).
    public func run(
        stopOnSignals: Bool = false,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        // HEAD answers as GET does, without the body.
        let router = Router(options: .autoGenerateHeadEndpoints)
        ServerRoutes(server: self, assets: try PageAssets.load()).add(to: router)
        let (connections, limits) = (self.connections, configuration.connections)
        let gate = AcceptGate(
            ceiling: AcceptGate.ceiling(
                maxConnections: limits.maxConnections,
                descriptorLimit: ConnectionLimits.descriptorLimit(),
                inUse: ConnectionLimits.descriptorsInUse()
            )
        )
        let application = Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        ConnectionGuardHandler(registry: connections, limits: limits)
                    ]
                )
            ),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                gate.attach(channel)
                await onRunning(channel.localAddress?.port ?? 0)
            },
            logger: logger
        )
        var group = ServiceGroupConfiguration(
            services: [application],
            gracefulShutdownSignals: stopOnSignals ? [.sigterm, .sigint] : [],
            logger: logger
        )
        // Requests in flight get this long to finish after a signal; then they are cancelled.
        group.maximumGracefulShutdownDuration = .seconds(10)
        try await ServiceGroup(configuration: group).run()
    }

    /// How many client connections are held now.
    public var connectionCount: Int { connections.count }

    /// The estimated bytes the held sessions' screens hold together (``LiveScreen/estimatedBytes``).
    public var sessionBytes: Int {
        get async { await sessions.bytes }
    }

    /// How many `/layout.*` answers were given from the layout cache.
    public var layoutCacheHits: Int {
        get async { await layoutCache.hits }
    }

    /// How many browser sessions are held now.
    public var sessionCount: Int {
        get async { await sessions.count }
    }
}
