import CCurlShim
public import Networking
import Synchronization

/// The live ``HTTPTransporting``: libcurl's multi interface on one event-loop thread, with connection reuse, HTTP/2
/// where the server offers it, gzip/deflate decoding, verified TLS, bounded redirects (never https → http), time
/// limits, a body size limit, and a per-host connection limit.
///
/// ```swift
/// let transport = CurlTransport(configuration: .init(maxConnectionsPerHost: 8))
/// let response = try await transport.send(HTTPRequest(url: feedURL, timeout: 20))
/// ```
///
/// Responses carry the final response's headers after any redirects, exactly as the server sent them, so
/// `Content-Encoding` and `Content-Length` describe the bytes on the wire while `body` is already decoded.
///
/// Make one per process (or per independent pool of connections) and keep it: each owns a thread and a connection
/// cache, both released when the transport is.
public final class CurlTransport: HTTPTransporting, Sendable {
    /// The transport's limits and identity.
    public let configuration: Configuration
    private let loop: CurlMultiLoop
    private let nextID = Atomic<UInt64>(0)

    /// libcurl's process-wide initialisation, run once before the first handle is made. Never undone: other
    /// transports may be alive, and curl_global_cleanup at exit buys nothing.
    private static let globalInitialization: Void = {
        _ = curl_global_init(Int(CURL_GLOBAL_DEFAULT))
    }()

    /// Creates a transport and starts its event-loop thread.
    public init(configuration: Configuration = Configuration()) {
        _ = Self.globalInitialization
        self.configuration = configuration
        loop = CurlMultiLoop(configuration: configuration)
    }

    deinit {
        loop.shutDown()
    }

    /// New connections opened so far; far fewer than requests when connections are reused.
    public var connectionsOpened: Int {
        loop.connectionsOpened
    }

    /// Performs `request` once, following redirects; any status is a response.
    ///
    /// - Throws: ``NetworkingError/timedOut(url:seconds:)``, ``NetworkingError/redirectRefused(url:reason:)``,
    ///   ``NetworkingError/bodyTooLarge(url:limit:)``, ``NetworkingError/cancelled(url:)`` when the task is
    ///   cancelled (the transfer stops at once), or ``NetworkingError/transport(url:reason:)`` for other failures.
    public func send(_ request: HTTPRequest) async throws(NetworkingError) -> HTTPResponse {
        let token = CurlCancellationToken(id: nextID.wrappingAdd(1, ordering: .relaxed).newValue)
        let loop = self.loop
        let configuration = self.configuration
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CurlTransfer.Continuation) in
                do throws(NetworkingError) {
                    let transfer = try CurlTransfer(
                        request: request,
                        configuration: configuration,
                        token: token,
                        continuation: continuation
                    )
                    loop.enqueue(transfer)
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        } onCancel: {
            // Mark first, then ask: the loop either sees the mark when it picks the transfer up or finds the
            // transfer by id when it reads this request.
            token.cancel()
            loop.cancel(id: token.id)
        }
        return try result.get()
    }
}
