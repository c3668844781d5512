/// Where the server listens and the bounds on what clients can make it hold.
public struct ServerConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host: String
    /// The port; 0 picks a free one (``CatalogServer/run(onRunning:)`` reports it).
    public var port: Int
    /// Live screens kept at once (one per browser tab); the least recently used goes first.
    public var maxSessions: Int
    /// A session unused for this long is dropped; its tab's next request starts again from the state in its URL.
    public var sessionLifetime: Duration
    /// Image addresses remembered at once (an address is made for each image a served screen shows).
    public var maxImages: Int
    /// The clock sessions expire by, injected so that tests can move it.
    public var now: @Sendable () -> ContinuousClock.Instant

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        maxSessions: Int = 256,
        sessionLifetime: Duration = .seconds(30 * 60),
        maxImages: Int = 20_000,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.host = host
        self.port = port
        self.maxSessions = maxSessions
        self.sessionLifetime = sessionLifetime
        self.maxImages = maxImages
        self.now = now
    }
}
