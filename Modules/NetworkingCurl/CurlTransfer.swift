import CCurlShim
import Foundation
import Networking

/// One request on its way through libcurl: the easy handle set up from an ``HTTPRequest``, the final response as it
/// arrives, and the continuation resumed exactly once with the outcome.
///
/// Created on the caller's thread, handed to ``CurlMultiLoop`` through its mutex, and from then on touched only on
/// the loop thread (by the loop and by libcurl's callbacks, which run inside `curl_multi_perform`).
// SAFETY: @unchecked Sendable only so that it can cross into the loop's mutex-protected inbox. The creating thread
// stops using it once it is enqueued (the mutex orders that hand-over), and afterwards every mutable field is read
// and written on the loop thread alone. The cancellation handler never touches it: it uses ``token``.
final class CurlTransfer: @unchecked Sendable {
    typealias Continuation = CheckedContinuation<Result<HTTPResponse, NetworkingError>, Never>

    let token: CurlCancellationToken
    let easy: CurlEasyHandle
    let request: HTTPRequest
    let configuration: CurlTransport.Configuration
    private let continuation: Continuation
    private var isResumed = false

    // The response so far. libcurl calls the header callback for every response in a redirect chain (and for
    // 1xx interim ones), so a new status line starts them afresh: what is left is the final response.
    private(set) var status = 0
    private(set) var headers = HTTPHeaders()
    private(set) var body = Data()
    /// Set when the write callback refused bytes past ``CurlTransport/Configuration/maxBodySize``.
    private(set) var exceededBodyLimit = false
    /// Set once the final response's body began to arrive: a failure before it happened in the head.
    private(set) var bodyStarted = false

    /// Sets up an easy handle for `request`; the continuation is not resumed when this throws.
    init(
        request: HTTPRequest,
        configuration: CurlTransport.Configuration,
        token: CurlCancellationToken,
        continuation: Continuation
    ) throws(NetworkingError) {
        let url = request.url.absoluteString
        guard let easy = CurlEasyHandle() else {
            throw .transport(url: url, reason: "libcurl could not allocate a transfer (out of memory)")
        }
        self.token = token
        self.easy = easy
        self.request = request
        self.configuration = configuration
        self.continuation = continuation
        do {
            try configure()
        } catch {
            throw .transport(url: url, reason: error.reason)
        }
    }

    /// The schemes a redirect may lead to: never from https down to http.
    static func redirectProtocols(for url: URL) -> String {
        url.scheme?.lowercased() == "https" ? "https" : "http,https"
    }

    /// Resumes the caller with the outcome of a finished transfer (`curl_multi_info_read`'s `CURLMSG_DONE`).
    func complete(with code: CURLcode) {
        resume(outcome(of: code))
    }

    /// Resumes the caller with ``NetworkingError/cancelled(url:)``.
    func cancel() {
        resume(.failure(.cancelled(url: request.url.absoluteString)))
    }

    private func resume(_ result: Result<HTTPResponse, NetworkingError>) {
        guard !isResumed else { return }
        isResumed = true
        body = Data()
        continuation.resume(returning: result)
    }

    // MARK: - Callbacks (loop thread, inside curl_multi_perform)

    /// Keeps body bytes; returns fewer than given (so libcurl aborts with `CURLE_WRITE_ERROR`) past the limit.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        bodyStarted = true
        guard body.count + bytes.count <= configuration.maxBodySize else {
            exceededBodyLimit = true
            body = Data()
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Keeps one header line; a status line starts a new response.
    func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        // Parsed at the byte level: this runs for every header line of every response, and Foundation's trimming
        // and splitting cost more here than the transfer of a small response.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        var end = bytes.count
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        guard end > 0 else { return bytes.count }
        let line = UnsafeRawBufferPointer(rebasing: bytes[0..<end])
        if line.starts(with: [0x48, 0x54, 0x54, 0x50, 0x2F]) {  // "HTTP/"
            var index = line.firstIndex(of: 0x20) ?? line.count
            while index < line.count, line[index] == 0x20 { index += 1 }
            var code = 0
            while index < line.count, (0x30...0x39).contains(line[index]) {
                code = code * 10 + Int(line[index] - 0x30)
                index += 1
            }
            status = code
            headers = HTTPHeaders()
            body = Data()
        } else if let colon = line.firstIndex(of: 0x3A) {
            var nameEnd = colon
            while nameEnd > 0, isSpace(line[nameEnd - 1]) { nameEnd -= 1 }
            var valueStart = colon + 1
            while valueStart < line.count, isSpace(line[valueStart]) { valueStart += 1 }
            if nameEnd > 0 {
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: line[0..<nameEnd]), as: UTF8.self)
                let value = String(decoding: UnsafeRawBufferPointer(rebasing: line[valueStart...]), as: UTF8.self)
                headers.add(name: name, value: value)
                // Size the body once instead of growing it chunk by chunk (bounded by the body limit; a compressed
                // body's length is only a lower bound, which is still a good start).
                if nameEnd == 14, name.lowercased() == "content-length", let length = Int(value), length > 0 {
                    body.reserveCapacity(min(length, configuration.maxBodySize))
                }
            }
        }
        return bytes.count
    }

    // MARK: - Setup

    private func configure() throws(CurlEasyHandle.SetupError) {
        try easy.set(CURLOPT_URL, request.url.absoluteString, "the URL")
        // Signals cannot be used for timeouts from a non-main thread; the threaded resolver needs none.
        try easy.set(CURLOPT_NOSIGNAL, 1, "CURLOPT_NOSIGNAL")
        try easy.set(CURLOPT_PROTOCOLS_STR, "http,https", "the allowed protocols")
        try easy.set(CURLOPT_FOLLOWLOCATION, 1, "CURLOPT_FOLLOWLOCATION")
        try easy.set(CURLOPT_MAXREDIRS, max(0, configuration.maxRedirects), "CURLOPT_MAXREDIRS")
        try easy.set(
            CURLOPT_REDIR_PROTOCOLS_STR,
            Self.redirectProtocols(for: request.url),
            "the allowed redirect protocols"
        )
        try easy.set(CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS, "HTTP/2 over TLS")
        // "" offers every encoding this libcurl decodes (gzip, deflate, br, zstd) and decodes the body.
        try easy.set(CURLOPT_ACCEPT_ENCODING, "", "CURLOPT_ACCEPT_ENCODING")
        try easy.set(CURLOPT_SSL_VERIFYPEER, 1, "CURLOPT_SSL_VERIFYPEER")
        try easy.set(CURLOPT_SSL_VERIFYHOST, 2, "CURLOPT_SSL_VERIFYHOST")
        if let file = configuration.trustedCertificatesFile {
            try easy.set(CURLOPT_CAINFO, file, "the trusted certificates file")
        }
        if request.url.scheme?.lowercased() == "https" {
            // Queue behind a connection still negotiating rather than open another: it may turn out to be HTTP/2
            // and carry every request. (Plain http is HTTP/1.1 here, where waiting gains nothing.)
            try easy.set(CURLOPT_PIPEWAIT, 1, "CURLOPT_PIPEWAIT")
        }
        try easy.set(CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(configuration.connectTimeout), "the connect timeout")
        try easy.set(CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout), "the timeout")
        try easy.set(CURLOPT_LOW_SPEED_LIMIT, max(0, configuration.lowSpeedLimit), "CURLOPT_LOW_SPEED_LIMIT")
        try easy.set(
            CURLOPT_LOW_SPEED_TIME,
            max(0, Int(configuration.lowSpeedTime.rounded(.up))),
            "CURLOPT_LOW_SPEED_TIME"
        )
        // Fails early when Content-Length already says too much; the write callback bounds the decoded size.
        try easy.setLarge(CURLOPT_MAXFILESIZE_LARGE, Int64(configuration.maxBodySize), "the maximum body size")
        try easy.set(CURLOPT_USERAGENT, configuration.userAgent, "the User-Agent")
        try configureMethodAndBody()
        try configureHeaders()
        // SAFETY: the context is an unretained pointer to self. libcurl passes it only to callbacks that run inside
        // curl_multi_perform while this easy handle is added to the multi handle; ``CurlMultiLoop`` holds a strong
        // reference to this transfer for exactly that time and removes the handle before letting go. The easy
        // handle itself is owned by self, so no callback can outlive the object it points to.
        let context = Unmanaged.passUnretained(self).toOpaque()
        try easy.setCallbacks(write: writeCallback, header: headerCallback, context: context)
    }

    private func configureMethodAndBody() throws(CurlEasyHandle.SetupError) {
        switch request.method {
        case .get:
            try easy.set(CURLOPT_HTTPGET, 1, "GET")
        case .head:
            try easy.set(CURLOPT_NOBODY, 1, "HEAD")
        case .post, .put, .delete:
            if request.method != .post {
                try easy.set(CURLOPT_CUSTOMREQUEST, request.method.rawValue, "the method")
            }
            guard let body = request.body ?? (request.method == .post ? Data() : nil) else { return }
            try easy.setLarge(CURLOPT_POSTFIELDSIZE_LARGE, Int64(body.count), "the body size")
            // COPYPOSTFIELDS copies POSTFIELDSIZE bytes now, so the Data need not outlive this call.
            let code = body.withUnsafeBytes { bytes in
                bytes.baseAddress.map {
                    catalog_curl_easy_setopt_pointer(
                        easy.raw,
                        CURLOPT_COPYPOSTFIELDS,
                        UnsafeMutableRawPointer(mutating: $0)
                    )
                } ?? catalog_curl_easy_setopt_string(easy.raw, CURLOPT_COPYPOSTFIELDS, "")
            }
            guard code == CURLE_OK else { throw CurlEasyHandle.SetupError(code: code, what: "the body") }
        }
    }

    private func configureHeaders() throws(CurlEasyHandle.SetupError) {
        var lines: [String] = []
        for field in request.headers {
            guard !field.name.contains(where: \.isNewline), !field.value.contains(where: \.isNewline) else {
                throw CurlEasyHandle.SetupError(code: CURLE_BAD_FUNCTION_ARGUMENT, what: "header \(field.name)")
            }
            // "Name;" is libcurl's spelling for a header sent with an empty value ("Name:" would remove it).
            lines.append(field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)")
        }
        if request.body != nil, request.headers["Expect"] == nil {
            // No "Expect: 100-continue" round trip before uploading a body.
            lines.append("Expect:")
        }
        guard !lines.isEmpty else { return }
        guard let list = CurlHeaderList(lines) else {
            throw CurlEasyHandle.SetupError(code: CURLE_OUT_OF_MEMORY, what: "the request headers")
        }
        try easy.setHeaders(list)
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        // 0 means "no limit" to libcurl; a year stands in for anything longer, avoiding overflow.
        Int((min(max(seconds, 0), 365 * 86_400) * 1000).rounded(.up))
    }
}

// Plain @convention(c) functions: they capture nothing and find their transfer through the context pointer.
private let writeCallback: catalog_curl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    // SAFETY: see ``CurlTransfer/configure()``: the transfer is alive while its handle is in the multi handle.
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

private let headerCallback: catalog_curl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    // SAFETY: as for writeCallback.
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
}
