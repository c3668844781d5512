import Crypto
import FeatureKit
import Foundation
import ImagePipeline
import Synchronization

/// The images that served screens show, by address. A page's SVG names an image by an id made from its source
/// URL, pixel size and fit, never by the source URL itself, so a client can only ask for images a screen showed
/// (nothing it sends is fetched or read as a path). Once the pipeline has made an image, the address also carries
/// its cache key: that URL is content-addressed and served as immutable.
final class ImageRegistry: Sendable {
    /// An image a screen shows, at the device's pixel size.
    struct Entry: Sendable, Equatable {
        var feature: String
        var url: URL
        var width: Int
        var height: Int
        var fit: ImageRecipe.Fit
        /// The placeholder's seed, drawn when the image cannot be loaded.
        var placeholderSeed: String
        /// Whether the slot is drawn as a circle (its placeholder is designed for one).
        var circular: Bool
        /// The pipeline's cache key of the result, once made.
        var cacheKey: String?
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Ids in the order they were added, for dropping the oldest.
        var order: [String] = []
        var head = 0
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// The address of `slot`'s image on a device of `scale`, remembering it; nil when the slot has no usable URL.
    func href(for slot: LayoutPart.ImageSlot, scale: Double, feature: String) -> String? {
        guard let text = slot.url, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme)
        else { return nil }
        let width = max(1, Int((slot.frame.width * scale).rounded()))
        let height = max(1, Int((slot.frame.height * scale).rounded()))
        let fit: ImageRecipe.Fit = slot.crop == .contain ? .contain : .cover
        let id = Self.id(feature: feature, url: text, width: width, height: height, fit: fit)
        let key = state.withLock { state -> String? in
            if let known = state.entries[id] { return known.cacheKey }
            if state.entries.count >= limit { dropOldest(&state) }
            state.entries[id] = Entry(
                feature: feature,
                url: url,
                width: width,
                height: height,
                fit: fit,
                placeholderSeed: slot.placeholderSeed,
                circular: slot.cornerRadius * 2 >= min(slot.frame.width, slot.frame.height),
                cacheKey: nil
            )
            state.order.append(id)
            return nil
        }
        return key.map { "/image/\(id)/\($0)" } ?? "/image/\(id)"
    }

    /// The image with `id`, if a served screen showed it.
    func entry(_ id: String) -> Entry? {
        state.withLock { $0.entries[id] }
    }

    /// Records the cache key the pipeline gave `id`'s image, so later pages use its content address.
    func record(cacheKey: String, for id: String) {
        state.withLock { $0.entries[id]?.cacheKey = cacheKey }
    }

    private func dropOldest(_ state: inout State) {
        while state.head < state.order.count, state.entries.count >= limit {
            state.entries[state.order[state.head]] = nil
            state.head += 1
        }
        if state.head > limit {
            state.order.removeFirst(state.head)
            state.head = 0
        }
    }

    /// 32 hex digits of SHA-256 over what makes the image.
    static func id(feature: String, url: String, width: Int, height: Int, fit: ImageRecipe.Fit) -> String {
        let text = "\(feature)\n\(url)\n\(width)x\(height)\n\(fit == .contain ? "contain" : "cover")"
        return SHA256.hash(data: Data(text.utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
    }
}
