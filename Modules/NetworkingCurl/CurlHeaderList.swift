import CCurlShim
import Networking

/// Owns a `curl_slist` of request header lines; `curl_slist_free_all` runs in `deinit`.
final class CurlHeaderList {
    /// The list's head, nil when empty. libcurl reads it during a transfer; ``CurlEasyHandle`` keeps this object
    /// alive until after `curl_easy_cleanup`.
    private(set) var raw: UnsafeMutablePointer<curl_slist>?

    /// Creates a list of `lines` ("Name: value"); nil if libcurl cannot allocate.
    init?(_ lines: [String]) {
        for line in lines {
            // curl_slist_append copies the string; on failure it returns NULL and leaves the list as it was.
            guard let appended = curl_slist_append(raw, line) else {
                curl_slist_free_all(raw)
                raw = nil
                return nil
            }
            raw = appended
        }
    }

    deinit {
        curl_slist_free_all(raw)
    }
}
