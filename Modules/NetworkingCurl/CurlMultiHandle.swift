import CCurlShim
import Networking

/// Owns libcurl's multi handle, which holds the connection cache (keep-alive and HTTP/2 connections are reused
/// across transfers); `curl_multi_cleanup` runs in `deinit`.
// SAFETY: @unchecked Sendable because ``CurlMultiLoop`` (Sendable) holds it and other threads call ``wakeUp()``.
// `curl_multi_wakeup` is the one multi function libcurl documents as callable from any thread. Every other use of
// `raw` (add, remove, perform, poll, info_read) happens on the loop's own thread, and `deinit` runs only after the
// loop thread has returned and released its reference, so no call can race the cleanup.
final class CurlMultiHandle: @unchecked Sendable {
    /// The `CURLM *`. Used only on the loop thread, except through ``wakeUp()``.
    let raw: UnsafeMutableRawPointer

    /// Creates a multi handle; nil only when libcurl cannot allocate one.
    init?(maxConnectionsPerHost: Int, maxIdleConnections: Int) {
        guard let raw = curl_multi_init() else { return nil }
        self.raw = raw
        // Multiplex HTTP/2 streams over one connection where the server offers it; for HTTP/1.1, transfers
        // beyond the per-host limit wait inside libcurl for a connection to come free.
        _ = catalog_curl_multi_setopt_long(raw, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        _ = catalog_curl_multi_setopt_long(raw, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, maxConnectionsPerHost))
        _ = catalog_curl_multi_setopt_long(raw, CURLMOPT_MAXCONNECTS, max(1, maxIdleConnections))
    }

    deinit {
        curl_multi_cleanup(raw)
    }

    /// Interrupts a `curl_multi_poll` in progress (or the next one). Safe from any thread.
    func wakeUp() {
        _ = curl_multi_wakeup(raw)
    }
}
