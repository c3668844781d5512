public import Foundation
import Networking

extension CurlTransport {
    /// The limits and identity of a ``CurlTransport``; the defaults suit GitHub's API and image CDNs.
    ///
    /// The total time allowed for one request is not here: it is each ``HTTPRequest/timeout``.
    public struct Configuration: Sendable, Equatable {
        /// Seconds allowed to resolve the host and finish the TCP and TLS handshakes.
        public var connectTimeout: TimeInterval
        /// A transfer slower than this many bytes per second for ``lowSpeedTime`` seconds is aborted as timed out.
        public var lowSpeedLimit: Int
        /// How long, in seconds, a transfer may stay under ``lowSpeedLimit`` before it is aborted.
        public var lowSpeedTime: TimeInterval
        /// Redirects followed before the request fails with ``NetworkingError/redirectRefused(url:reason:)``.
        public var maxRedirects: Int
        /// The largest decoded body kept, in bytes; a larger one fails with ``NetworkingError/bodyTooLarge(url:limit:)``.
        public var maxBodySize: Int
        /// Connections open at once to one host; further transfers to it wait for a free connection.
        public var maxConnectionsPerHost: Int
        /// Idle connections kept open for reuse, across all hosts. libcurl's default follows the number of
        /// transfers in progress, so it would close connections whenever a burst winds down.
        public var maxIdleConnections: Int
        /// Sent as `User-Agent` unless the request sets its own.
        public var userAgent: String
        /// A PEM file of certificate authorities to trust instead of the system's (a company proxy's CA, a test
        /// server's certificate); nil trusts the system bundle. Peer and host name are verified either way.
        public var trustedCertificatesFile: String?

        /// Creates a configuration.
        public init(
            connectTimeout: TimeInterval = 10,
            lowSpeedLimit: Int = 1,
            lowSpeedTime: TimeInterval = 30,
            maxRedirects: Int = 5,
            maxBodySize: Int = 64 << 20,
            maxConnectionsPerHost: Int = 6,
            maxIdleConnections: Int = 64,
            userAgent: String = "catalog-tool/1.0 (+libcurl)",
            trustedCertificatesFile: String? = nil
        ) {
            self.connectTimeout = connectTimeout
            self.lowSpeedLimit = lowSpeedLimit
            self.lowSpeedTime = lowSpeedTime
            self.maxRedirects = maxRedirects
            self.maxBodySize = maxBodySize
            self.maxConnectionsPerHost = maxConnectionsPerHost
            self.maxIdleConnections = maxIdleConnections
            self.userAgent = userAgent
            self.trustedCertificatesFile = trustedCertificatesFile
        }
    }
}
