import Foundation
public import ImagePipeline

/// Where the server listens and the bounds on what clients can make it hold.
public struct ServerConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (``CatalogServer/run(onRunning:)`` reports it).
    public var port: Int
    /// Live screens kept at once (one per browser tab); the least recently used goes first.
    public var maxSessions: Int
    /// The most bytes the sessions' live screens may hold together (estimated: ``LiveScreen/estimatedBytes``); the
    /// least recently used go first. 128 MiB by default, for a 512 MiB pod.
    public var sessionBytes: Int
    /// The most bytes the `/layout.*` answers kept for repeated requests may hold (``LayoutCache``); 32 MiB by default.
    public var layoutCacheBytes: Int
    /// How long a kept `/layout.*` answer may be reused while what it read is unchanged (pictures are not checked).
    public var layoutLifetime: Duration
    /// A session unused for this long is dropped; its tab's next request starts again from the state in its URL.
    public var sessionLifetime: Duration
    /// Image addresses remembered at once (an address is made for each image a served screen shows).
    public var maxImages: Int
    /// Header and keep-alive timeouts and the connection cap.
    public var connections: ConnectionLimits
    /// Screens laid out or drawn at once (2 × cores by default); more wait in a queue.
    public var renderWidth: Int
    /// Requests that may wait for a render slot; past it a request is answered 503 with `Retry-After` at once.
    public var renderQueue: Int
    /// The longest a request for a screen may take (upstream loads included) before it is answered 503.
    public var requestDeadline: Duration
    /// How long a failed upstream URL is answered from memory instead of being asked again.
    public var upstreamFailureMemory: Duration
    /// Upstream requests one served request may make, each URL counted once (trending's 34 pages and 3 more).
    public var maxUpstreamRequests: Int
    /// The format of served thumbnails: `auto` keeps each picture's own (PNG or JPEG); `webp` and `avif` are a half
    /// to a third of the bytes. Part of each image's content address.
    public var imageFormat: ImageRecipe.OutputFormat
    /// The clock sessions expire by, injected so that tests can move it.
    public var now: @Sendable () -> ContinuousClock.Instant

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxSessions: Int = 256,
        sessionBytes: Int = 128 << 20,
        sessionLifetime: Duration = .seconds(30 * 60),
        layoutCacheBytes: Int = 32 << 20,
        layoutLifetime: Duration = .seconds(60),
        maxImages: Int = 20_000,
        connections: ConnectionLimits = ConnectionLimits(),
        renderWidth: Int = 2 * ServerConfiguration.cores,
        renderQueue: Int = 16,
        requestDeadline: Duration = .seconds(10),
        upstreamFailureMemory: Duration = .seconds(30),
        maxUpstreamRequests: Int = 37,
        imageFormat: ImageRecipe.OutputFormat = .auto,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.host = host
        self.port = port
        self.maxSessions = maxSessions
        self.sessionBytes = sessionBytes
        self.sessionLifetime = sessionLifetime
        self.layoutCacheBytes = layoutCacheBytes
        self.layoutLifetime = layoutLifetime
        self.maxImages = maxImages
        self.connections = connections
        self.renderWidth = max(1, renderWidth)
        self.renderQueue = max(0, renderQueue)
        self.requestDeadline = requestDeadline
        self.upstreamFailureMemory = upstreamFailureMemory
        self.maxUpstreamRequests = max(1, maxUpstreamRequests)
        self.imageFormat = imageFormat
        self.now = now
    }

    /// The estimated bytes of decoded feeds the served features' client shares between sessions
    /// (``Networking/DecodedValues``): 64 MiB, a 10-MB feed; a larger one is each session's own, within
    /// ``sessionBytes``.
    public static let sharedFeedBytes = 64 << 20

    /// The machine's active cores.
    public static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }
}
