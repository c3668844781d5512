import Foundation

/// Whose avatar each URL is, asked of the feed once, on first use (the avatar store is keyed by user id).
actor AvatarOwners {
    private let load: @Sendable () async -> [URL: Int]
    private var known: [URL: Int]?

    /// Owners read by `load` when first needed.
    init(load: @escaping @Sendable () async -> [URL: Int]) {
        self.load = load
    }

    /// The user id whose avatar `url` is, or nil for an image the feed does not name.
    func owner(of url: URL) async -> Int? {
        if known == nil { known = await load() }
        return known?[url]
    }
}
