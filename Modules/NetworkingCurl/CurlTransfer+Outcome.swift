import CCurlShim
import Foundation
import Networking

extension CurlTransfer {
    /// The response, or the error a user can act on, for a transfer that ended with `code`.
    func outcome(of code: CURLcode) -> Result<HTTPResponse, NetworkingError> {
        guard code == CURLE_OK else { return .failure(error(for: code)) }
        let effectiveURL = easy.string(CURLINFO_EFFECTIVE_URL).flatMap { URL(string: $0) } ?? request.url
        return .success(
            HTTPResponse(
                status: easy.long(CURLINFO_RESPONSE_CODE),
                headers: headers,
                body: body,
                url: effectiveURL,
                duration: easy.double(CURLINFO_TOTAL_TIME)
            )
        )
    }

    /// New connections this transfer opened (0 when it reused one from the multi handle's cache).
    var connectionsOpened: Int {
        easy.long(CURLINFO_NUM_CONNECTS)
    }

    private func error(for code: CURLcode) -> NetworkingError {
        let url = request.url.absoluteString
        let detail = easy.errorDetail
        switch code {
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut(url: url, seconds: timeLimit(described: detail))
        case CURLE_TOO_MANY_REDIRECTS:
            return .redirectRefused(url: url, reason: "more than \(configuration.maxRedirects) redirects")
        case CURLE_UNSUPPORTED_PROTOCOL where (300..<400).contains(status):
            // libcurl refused to follow: the Location's scheme is not in CURLOPT_REDIR_PROTOCOLS_STR.
            let target = headers["Location"] ?? easy.string(CURLINFO_REDIRECT_URL) ?? "another scheme"
            let reason =
                request.url.scheme?.lowercased() == "https"
                ? "an https request may only be redirected to https, not to \(target)"
                : "only http and https redirects are followed, not \(target)"
            return .redirectRefused(url: url, reason: reason)
        case CURLE_FILESIZE_EXCEEDED:
            return .bodyTooLarge(url: url, limit: configuration.maxBodySize)
        case CURLE_WRITE_ERROR where exceededBodyLimit:
            return .bodyTooLarge(url: url, limit: configuration.maxBodySize)
        case CURLE_OUT_OF_MEMORY where !bodyStarted:
            // libcurl 7.x answers a header past its fixed limits with "Out of memory", which misleads: say which
            // limit the response passed.
            let limit =
                "a response header may be at most \(Self.maxHeaderLine / 1024) KB a line and \(Self.maxHeader / 1024) KB in all (libcurl's limits)"
            return .transport(
                url: url,
                reason: "the response's header is too large: \(limit)\(detail.isEmpty ? "" : " (\(detail))")",
                cause: TransportCause(curlCode: Int32(code.rawValue))
            )
        default:
            let message = String(cString: curl_easy_strerror(code))
            let reason = detail.isEmpty || detail == message ? message : "\(message) (\(detail))"
            return .transport(url: url, reason: reason, cause: TransportCause(curlCode: Int32(code.rawValue)))
        }
    }

    /// libcurl's `CURL_MAX_HTTP_HEADER`: the longest header line it buffers.
    static let maxHeaderLine = 100 * 1024
    /// libcurl's `MAX_HTTP_RESP_HEADER_SIZE`: the most header bytes of one response.
    static let maxHeader = 300 * 1024

    /// Which limit ran out, from libcurl's message: the low-speed window, the connect timeout, or the total.
    private func timeLimit(described detail: String) -> Double {
        if detail.contains("too slow") { return configuration.lowSpeedTime }
        if detail.hasPrefix("Connection timed out") || detail.hasPrefix("Resolving timed out") {
            return configuration.connectTimeout
        }
        return request.timeout
    }
}
