import Foundation
import LayoutKit
public import Networking
import ScreenChecks
import ScreenControls

/// Rewrites a feed's JSON body for a ``FeedAlteration``: the feature changes the decoded object (or array) and the
/// response carries the re-encoded body. A body that is not the JSON expected is left as it is (the decoder then
/// reports it as it would).
public enum JSONFeed {
    /// The largest feed a story condition (`feed:empty`, `feed:changed`, `network:quota-exhausted`) rewrites: 8 MiB,
    /// about 400 MB of decoded objects at most; the transport refuses a larger one by name before decoding it.
    public static let maxRewriteBytes = 8 << 20

    /// `response` with its top-level JSON object changed by `change`.
    public static func rewritingObject(
        _ response: HTTPResponse,
        _ change: (inout [String: Any]) -> Void
    ) -> HTTPResponse {
        guard var object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any] else {
            return response
        }
        change(&object)
        return replacingBody(of: response, with: object)
    }

    /// `response` with its top-level JSON array changed by `change`.
    public static func rewritingArray(_ response: HTTPResponse, _ change: (inout [Any]) -> Void) -> HTTPResponse {
        guard var array = (try? JSONSerialization.jsonObject(with: response.body)) as? [Any] else { return response }
        change(&array)
        return replacingBody(of: response, with: array)
    }

    /// The usual update of a list: the first two items gone, the rest in order.
    public static func changed(_ items: [Any]) -> [Any] {
        Array(items.dropFirst(2))
    }

    private static func replacingBody(of response: HTTPResponse, with value: Any) -> HTTPResponse {
        guard let body = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]) else {
            return response
        }
        var altered = response
        altered.body = body
        altered.headers["Content-Length"] = String(body.count)
        return altered
    }
}
