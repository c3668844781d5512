public import Foundation
public import ImageCache
public import Networking

/// Avatars on disk, keyed by user id, as the original app kept `{userid}.png` in its caches folder, but in the
/// image's real format (the bytes are stored as downloaded, JPEG or PNG) and with the avatar's URL in the key, so a
/// person who changes their picture (a new URL) is shown the new one. A hit never touches the network.
public struct AvatarStore: Sendable {
    private let disk: DiskCache
    private let client: HTTPClient

    /// Creates a store over a disk cache and a client for misses.
    public init(disk: DiskCache, client: HTTPClient) {
        self.disk = disk
        self.client = client
    }

    /// The avatar's bytes for `userID`, from disk or downloaded from `url` (then stored); nil when it cannot be had
    /// (no URL, or the download failed), in which case the screen shows the person's initials.
    public func avatar(userID: Int, url: URL?) async -> Data? {
        guard let url else { return nil }
        let key = Self.key(userID: userID, url: url)
        if let data = await disk.suspending.data(forKey: key) { return data }
        guard let response = try? await client.data(for: HTTPRequest(url: url, cachePolicy: .ignoreCache)) else {
            return nil
        }
        try? await disk.suspending.store(response.body, forKey: key)
        return response.body
    }

    /// `avatar/ID-HASH`: the user id, then a 64-bit FNV-1a hash of the URL (stable across runs, unlike `Hasher`).
    static func key(userID: Int, url: URL) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return "avatar/\(userID)-\(String(hash, radix: 16))"
    }
}
