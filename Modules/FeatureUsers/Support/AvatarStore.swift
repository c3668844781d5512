public import Foundation
public import ImageCache
public import Networking

/// Avatars on disk, keyed by user id, as the original app kept `{userid}.png` in its caches folder, but in the
/// image's real format (the bytes are stored as downloaded, JPEG or PNG). A hit never touches the network.
public struct AvatarStore: Sendable {
    private let disk: DiskCache
    private let client: HTTPClient

    /// Creates a store over a disk cache and a client for misses.
    public init(disk: DiskCache, client: HTTPClient) {
        self.disk = disk
        self.client = client
    }

    /// The avatar's bytes for `userID`, from disk or downloaded from `url` (then stored); nil when it cannot be had,
    /// in which case the screen shows a placeholder.
    public func avatar(userID: Int, url: URL?) async -> Data? {
        let key = "avatar/\(userID)"
        if let data = await disk.suspending.data(forKey: key) { return data }
        guard let url, let response = try? await client.data(for: HTTPRequest(url: url, cachePolicy: .ignoreCache))
        else {
            return nil
        }
        try? await disk.suspending.store(response.body, forKey: key)
        return response.body
    }
}
