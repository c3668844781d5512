public import Foundation
public import ImagePipeline
public import Networking

/// Loads a catalogue item's bytes: a local file with the pipeline's file loader (regular files only, size checked
/// first, its errors named as a file's, never as a network error), anything else over HTTP.
public struct CatalogueImageLoader: ImageDataLoading {
    let files: FileDataLoader
    let network: ImageDataLoader

    /// Loads local files directly and everything else through `client`, `maxConcurrentLoads` transfers at once.
    public init(client: HTTPClient, maxConcurrentLoads: Int = 8) {
        files = FileDataLoader()
        network = ImageDataLoader(client: client, maxConcurrentLoads: maxConcurrentLoads)
    }

    public func loadData(for url: URL) async throws -> Data {
        if url.isFileURL { return try files.readFile(at: url) }
        return try await network.data(for: url)
    }
}
