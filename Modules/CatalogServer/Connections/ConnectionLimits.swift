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
    /// Connections held at once; never more than ``maximumConnections(descriptorLimit:inUse:)``, so that the
    /// process always has descriptors left for itself.
    public var maxConnections: Int

    /// Creates limits; the defaults are nginx's timeouts and a cap derived from the descriptor limit. A cap that
    /// would leave too few descriptors free is lowered to ``maximumConnections(descriptorLimit:inUse:)``, counted
    /// now: make the limits after opening what the server keeps open (the command line refuses such a cap instead,
    /// naming the numbers).
    public init(
        headerTimeout: Duration = .seconds(60),
        keepAliveTimeout: Duration = .seconds(75),
        maxConnections: Int? = nil
    ) {
        self.headerTimeout = headerTimeout
        self.keepAliveTimeout = keepAliveTimeout
        let most = Self.maximumConnections()
        self.maxConnections = min(max(1, maxConnections ?? Self.defaultMaxConnections()), most)
    }

    /// The cap for a descriptor limit: what ``maximumConnections(descriptorLimit:inUse:)`` allows (three quarters
    /// of the limit once it is large), at most 10,000 connections (about 120 MB of connection state).
    public static func defaultMaxConnections(
        descriptorLimit: Int = ConnectionLimits.descriptorLimit(),
        inUse: Int = ConnectionLimits.descriptorsInUse()
    ) -> Int {
        min(10_000, maximumConnections(descriptorLimit: descriptorLimit, inUse: inUse))
    }

    /// Descriptors kept out of the connections' reach: those open already plus 64, and at least a quarter of the
    /// limit. The cap is counted once a connection's pipeline is active, so a burst of new connections briefly
    /// holds more than the cap (by about 35 when 256 arrive at once under `ulimit -n 128`). The rest are for the
    /// listening socket, cache and lock files, upstream transfers, and the Swift runtime itself: on Linux,
    /// libdispatch's worker-pool monitor opens `/proc/<tid>/stat` once a second while jobs wait and traps (SIGILL,
    /// no message) when that `open` fails, which is how a server whose connections had taken every descriptor once
    /// died.
    public static func reservedDescriptors(
        descriptorLimit: Int = ConnectionLimits.descriptorLimit(),
        inUse: Int = ConnectionLimits.descriptorsInUse()
    ) -> Int {
        max(16, descriptorLimit / 4, inUse + 64)
    }

    /// The most connections a server may hold: the descriptor limit less the reserved descriptors, at least 1.
    public static func maximumConnections(
        descriptorLimit: Int = ConnectionLimits.descriptorLimit(),
        inUse: Int = ConnectionLimits.descriptorsInUse()
    ) -> Int {
        max(1, descriptorLimit - reservedDescriptors(descriptorLimit: descriptorLimit, inUse: inUse))
    }

    /// Descriptors this process has open now (the entries of `/proc/self/fd`, less the one reading it), or 64 when
    /// that cannot be read.
    public static func descriptorsInUse() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return 64 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let isDot = withUnsafeBytes(of: entry.pointee.d_name) { $0.first == UInt8(ascii: ".") }
            if !isDot { count += 1 }
        }
        return max(0, count - 1)
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
