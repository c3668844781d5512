public import Foundation
public import ImagePipeline
public import Networking

/// Feeds the image pipeline from Networking, so image bytes go through the HTTP cache, offline mode and the
/// bundled transport like every other request. It loads the pictures a feature's feed names, and a feed (bundled or
/// fetched over http(s)) may name only http(s) pictures: a `file:` URL or any other scheme is refused by name
/// (`NetworkingError.refused`), so a remote feed cannot make the tool, or a client of `serve`, read a local file.
public struct NetworkImageLoader: ImageDataLoading {
    private let loader: ImageDataLoader

    /// Creates a loader over an HTTP client.
    public init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        loader = ImageDataLoader(client: client, maxConcurrentLoads: maxConcurrentLoads, allowsLocalFiles: false)
    }

    public func loadData(for url: URL) async throws -> Data {
        try await loader.data(for: url)
    }
}
