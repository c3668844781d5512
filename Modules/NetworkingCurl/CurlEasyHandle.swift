import CCurlShim
import Networking

/// Owns one libcurl easy handle and the memory it points into (its error buffer and request header list);
/// `curl_easy_cleanup` runs in `deinit`.
///
/// Not `Sendable`: it belongs to one ``CurlTransfer``, which hands it to the event-loop thread once.
final class CurlEasyHandle {
    /// A libcurl call that failed while the handle was being set up.
    struct SetupError: Error {
        var code: CURLcode
        var what: String

        /// libcurl's message for the code, with what was being done.
        var reason: String {
            "libcurl rejected \(what): \(String(cString: curl_easy_strerror(code)))"
        }
    }

    /// The `CURL *`. Valid for the life of this object; never stored elsewhere beyond it.
    let raw: UnsafeMutableRawPointer
    /// `CURLOPT_ERRORBUFFER`: libcurl writes a detailed message here when a transfer fails.
    private let errorBuffer: UnsafeMutablePointer<CChar>
    /// `CURLOPT_HTTPHEADER` points into this list, so it must outlive every use of `raw`.
    private var headerList: CurlHeaderList?

    /// Creates a handle; nil only when libcurl cannot allocate one.
    init?() {
        guard let raw = curl_easy_init() else { return nil }
        self.raw = raw
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        _ = catalog_curl_easy_setopt_pointer(raw, CURLOPT_ERRORBUFFER, errorBuffer)
    }

    deinit {
        // Cleanup first: until it returns, libcurl may still read the header list and write the error buffer.
        // The owning transfer has already removed the handle from the multi handle (``CurlMultiLoop``).
        curl_easy_cleanup(raw)
        errorBuffer.deallocate()
        headerList = nil
    }

    /// The detail libcurl wrote for the last failure ("Recv failure: Connection reset by peer"), or "".
    var errorDetail: String {
        String(cString: errorBuffer).trimmingTrailingWhitespace()
    }

    func set(_ option: CURLoption, _ value: Int, _ what: String) throws(SetupError) {
        let code = catalog_curl_easy_setopt_long(raw, option, value)
        guard code == CURLE_OK else { throw SetupError(code: code, what: what) }
    }

    func set(_ option: CURLoption, _ value: String, _ what: String) throws(SetupError) {
        // libcurl copies string options (since 7.17), so the temporary C string may go away after the call.
        let code = catalog_curl_easy_setopt_string(raw, option, value)
        guard code == CURLE_OK else { throw SetupError(code: code, what: what) }
    }

    func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer?, _ what: String) throws(SetupError) {
        let code = catalog_curl_easy_setopt_pointer(raw, option, value)
        guard code == CURLE_OK else { throw SetupError(code: code, what: what) }
    }

    func setLarge(_ option: CURLoption, _ value: Int64, _ what: String) throws(SetupError) {
        let code = catalog_curl_easy_setopt_off_t(raw, option, curl_off_t(value))
        guard code == CURLE_OK else { throw SetupError(code: code, what: what) }
    }

    func setCallbacks(
        write: catalog_curl_data_callback,
        header: catalog_curl_data_callback,
        context: UnsafeMutableRawPointer
    ) throws(SetupError) {
        guard catalog_curl_easy_setopt_write_function(raw, write) == CURLE_OK,
            catalog_curl_easy_setopt_header_function(raw, header) == CURLE_OK
        else { throw SetupError(code: CURLE_BAD_FUNCTION_ARGUMENT, what: "the data callbacks") }
        try set(CURLOPT_WRITEDATA, context, "CURLOPT_WRITEDATA")
        try set(CURLOPT_HEADERDATA, context, "CURLOPT_HEADERDATA")
    }

    /// Sets the request headers, keeping the list alive as long as this handle.
    func setHeaders(_ list: CurlHeaderList) throws(SetupError) {
        try set(CURLOPT_HTTPHEADER, list.raw, "the request headers")
        headerList = list
    }

    func long(_ info: CURLINFO) -> Int {
        var value = 0
        return catalog_curl_easy_getinfo_long(raw, info, &value) == CURLE_OK ? value : 0
    }

    func double(_ info: CURLINFO) -> Double {
        var value = 0.0
        return catalog_curl_easy_getinfo_double(raw, info, &value) == CURLE_OK ? value : 0
    }

    func string(_ info: CURLINFO) -> String? {
        var value: UnsafePointer<CChar>?
        guard catalog_curl_easy_getinfo_string(raw, info, &value) == CURLE_OK, let value else { return nil }
        return String(cString: value)
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
