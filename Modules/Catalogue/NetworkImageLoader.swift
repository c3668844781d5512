public import Foundation
public import ImagePipeline
public import Networking

/// Feeds the image pipeline from Networking, so image bytes go through the HTTP cache, offline mode and the
/// bundled transport like every other request.
public struct NetworkImageLoader: ImageDataLoading {
    private let loader: ImageDataLoader

    /// Creates a loader over an HTTP client.
    public init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        loader = ImageDataLoader(client: client, maxConcurrentLoads: maxConcurrentLoads)
    }

    public func loadData(for url: URL) async throws -> Data {
        try await loader.data(for: url)
    }
}
