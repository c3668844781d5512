#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a client connection may hold: how long it may take to send a request header, how long it may sit idle
/// between requests, and how many connections are held at once.
///
/// At the cap a new connection closes the connection that has waited longest without a complete request header
/// (a new or keep-alive connection, never one whose request is being answered), so idle or slow clients cannot
/// keep a well-behaved one out.
public struct ConnectionLimits: Sendable, Equatable {
    /// Time from accepting a connection to its first complete request header (nginx's `client_header_timeout`).
    public var headerTimeout: Duration
    /// Time a connection may sit idle after a response before the next request header is complete (nginx's
    /// `keepalive_timeout`).
    public var keepAliveTimeout: Duration
    /// Connections held at once; kept below the process's descriptor limit so that the server can always accept
    /// and open its cache files.
    public var maxConnections: Int

    /// Creates limits; the defaults are nginx's timeouts and a cap derived from the descriptor limit.
    public init(
        headerTimeout: Duration = .seconds(60),
        keepAliveTimeout: Duration = .seconds(75),
        maxConnections: Int = ConnectionLimits.defaultMaxConnections()
    ) {
        self.headerTimeout = headerTimeout
        self.keepAliveTimeout = keepAliveTimeout
        self.maxConnections = max(1, maxConnections)
    }

    /// The cap for a descriptor limit: three quarters of it (the rest is for the listening socket, cache files,
    /// upstream transfers and fonts), at most 10,000 connections (about 120 MB of connection state).
    public static func defaultMaxConnections(descriptorLimit: Int = ConnectionLimits.descriptorLimit()) -> Int {
        max(16, min(10_000, descriptorLimit / 4 * 3))
    }

    /// The process's soft limit on open descriptors (`RLIMIT_NOFILE`), or 1,024 when it cannot be read.
    public static func descriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        // RLIM_INFINITY is UInt64.max: clamp before converting so the conversion cannot trap.
        return Int(min(limit.rlim_cur, 1 << 30))
    }
}
